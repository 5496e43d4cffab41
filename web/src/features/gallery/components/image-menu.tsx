import { Ellipsis, Trash2 } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { GalleryImage } from '../api/schemas'

type ImageMenuProps = { image: GalleryImage; onDelete: () => void; disabled?: boolean }

/**
 * The card's '⋯' menu (issue 18 §6): deletion sits here, behind a confirmation, instead of a red
 * trash button on every photo. A menu button in the WAI-ARIA pattern: Enter, Space or a tap opens
 * it with focus on the first item; Esc or a tap outside closes it and focus returns to the button.
 */
export function ImageMenu({ image, onDelete, disabled }: ImageMenuProps) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!open) return
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus()
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [open])

  const close = () => {
    setOpen(false)
    buttonRef.current?.focus()
  }

  return (
    <div className="relative">
      <Button
        ref={buttonRef}
        type="button"
        variant="outline"
        size="icon-sm"
        aria-label={`Mais ações: ${image.titulo}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={disabled}
        onClick={() => setOpen((o) => !o)}
        className="rounded-full bg-card/90 shadow-soft backdrop-blur-sm"
      >
        <Ellipsis aria-hidden="true" />
      </Button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={`Ações: ${image.titulo}`}
          onKeyDown={(event) => {
            if (event.key === 'Escape' || event.key === 'Tab') {
              event.preventDefault()
              close()
            }
          }}
          className="absolute top-full right-0 z-20 mt-1 min-w-36 rounded-xl border bg-card p-1 shadow-xl"
        >
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false)
              onDelete()
            }}
            className="flex w-full items-center gap-2 rounded-lg px-3 py-2 text-left text-sm text-destructive hover:bg-destructive-soft focus-visible:bg-destructive-soft focus-visible:outline-none"
          >
            <Trash2 className="size-4" aria-hidden="true" />
            Excluir
          </button>
        </div>
      )}
    </div>
  )
}

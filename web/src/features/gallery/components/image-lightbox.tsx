import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog'
import { categoryLabels, type GalleryImage } from '../api/schemas'

/** A horizontal move of at least this many pixels is a swipe; less is a tap. */
export const SWIPE_PX = 50

type ImageLightboxProps = {
  images: GalleryImage[]
  /** The index shown; null closes the lightbox. */
  index: number | null
  onIndexChange: (index: number | null) => void
}

/**
 * The enlarged photo (issue 18 §6): previous and next with the arrows on screen, the keyboard's
 * arrow keys and a swipe on a touch screen; Esc or the X closes it. Built on the app's Radix
 * dialog, which gives the dialog role, the focus trap and the return of focus to the thumbnail.
 */
export function ImageLightbox({ images, index, onIndexChange }: ImageLightboxProps) {
  const image = index === null ? undefined : images[index]
  const start = useRef<number | null>(null)
  const open = image !== undefined && index !== null
  // Radix gives the focus back to a DialogTrigger; the grid opens the lightbox without one, so on
  // close the focus goes to the thumbnail of the photo last shown (data-lightbox-id in the grid).
  const lastShown = useRef<string | null>(null)
  const shownId = image?.id
  useEffect(() => {
    if (shownId) lastShown.current = shownId
  }, [shownId])

  const go = (step: -1 | 1) => {
    if (index === null) return
    const next = index + step
    if (next >= 0 && next < images.length) onIndexChange(next)
  }
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1)
    else if (event.key === 'ArrowRight') go(1)
    else return
    event.preventDefault()
  }
  const onPointerDown = (event: PointerEvent) => {
    start.current = event.clientX
  }
  const onPointerUp = (event: PointerEvent) => {
    if (start.current === null) return
    const dx = event.clientX - start.current
    start.current = null
    if (dx <= -SWIPE_PX) go(1)
    else if (dx >= SWIPE_PX) go(-1)
  }

  return (
    <Dialog open={open} onOpenChange={(o) => !o && onIndexChange(null)}>
      <DialogContent
        className="max-h-[calc(100dvh-1rem)] w-[calc(100%-1rem)] max-w-5xl gap-3 p-3 sm:p-4"
        onKeyDown={onKeyDown}
        onCloseAutoFocus={(event) => {
          const thumb = document.querySelector<HTMLElement>(`[data-lightbox-id="${CSS.escape(lastShown.current ?? '')}"]`)
          if (thumb) {
            event.preventDefault()
            thumb.focus()
          }
        }}
        aria-describedby="lightbox-position"
      >
        {open && (
          <>
            <div className="flex items-center gap-2 pr-9">
              <DialogTitle className="truncate text-lg">{image.titulo}</DialogTitle>
              <Badge className="shrink-0">
                {categoryLabels[image.categoria]}
              </Badge>
            </div>
            <div
              className="relative flex min-h-0 touch-pan-y items-center justify-center select-none"
              onPointerDown={onPointerDown}
              onPointerUp={onPointerUp}
              onPointerCancel={() => (start.current = null)}
              data-testid="lightbox-stage"
            >
              <img
                key={image.id}
                src={image.image_url}
                alt={image.titulo}
                width={image.width}
                height={image.height}
                draggable={false}
                className="max-h-[calc(100dvh-10rem)] w-auto max-w-full rounded-lg bg-muted object-contain"
              />
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Imagem anterior"
                // aria-disabled, not disabled: a focused button that became disabled would drop
                // the focus out of the dialog, and the arrow keys with it.
                aria-disabled={index === 0}
                onClick={() => go(-1)}
                className="absolute top-1/2 left-1 -translate-y-1/2 rounded-full shadow-soft aria-disabled:opacity-30"
              >
                <ChevronLeft aria-hidden="true" />
              </Button>
              <Button
                type="button"
                variant="outline"
                size="icon"
                aria-label="Próxima imagem"
                aria-disabled={index === images.length - 1}
                onClick={() => go(1)}
                className="absolute top-1/2 right-1 -translate-y-1/2 rounded-full shadow-soft aria-disabled:opacity-30"
              >
                <ChevronRight aria-hidden="true" />
              </Button>
            </div>
            <DialogDescription id="lightbox-position" className="text-center" aria-live="polite">
              {index + 1} de {images.length}
              {image.descricao ? ` · ${image.descricao}` : ''}
            </DialogDescription>
          </>
        )}
      </DialogContent>
    </Dialog>
  )
}

import { useRef, type MouseEvent, type RefObject } from 'react'
import { Brand } from '@/components/brand'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { NavLink, useNavigateTo } from '@/lib/nav'

export type MenuAnchor = { href: string; label: string }

/**
 * The phone menu's drawer (Radix Dialog), its own chunk: public-layout.tsx loads it on the first
 * tap of 'Abrir menu' (and preloads it when the finger or pointer reaches the button), so the
 * landing's first load carries no dialog library (issue 16). The trigger stays in public-layout,
 * so focus goes back to it by hand when the drawer closes.
 */
export function MobileMenuDrawer({
  open,
  onOpenChange,
  anchors,
  triggerRef,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  anchors: MenuAnchor[]
  triggerRef: RefObject<HTMLButtonElement | null>
}) {
  const navigate = useNavigateTo()
  // Navigation waits until the drawer has closed: its scroll lock would stop the anchor scroll.
  const pendingHref = useRef<string | null>(null)
  const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    pendingHref.current = href
    onOpenChange(false)
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          const href = pendingHref.current
          if (!href) {
            triggerRef.current?.focus()
            return
          }
          pendingHref.current = null
          requestAnimationFrame(() => navigate(href))
        }}
      >
        <div className="flex h-16 items-center border-b px-5">
          <Brand markClassName="size-7" className="[&>span:last-child]:text-xl" />
        </div>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <SheetDescription className="sr-only">Navegação da página inicial do Aceito</SheetDescription>
        <nav aria-label="Menu" className="flex flex-1 flex-col overflow-y-auto px-3 py-4">
          <ul className="grid gap-0.5">
            {anchors.map(({ href, label }) => (
              <li key={href}>
                <NavLink
                  to={href}
                  onClick={(event) => go(event, href)}
                  className="flex h-11 items-center rounded-lg px-3 text-base font-medium text-foreground hover:bg-muted"
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-auto grid gap-2 border-t pt-4">
            <Button asChild variant="outline" size="lg">
              <NavLink to="/auth" onClick={(event) => go(event, '/auth')}>
                Entrar
              </NavLink>
            </Button>
            <Button asChild size="lg">
              <NavLink to="/#planos" onClick={(event) => go(event, '/#planos')}>
                Começar agora
              </NavLink>
            </Button>
          </div>
        </nav>
      </SheetContent>
    </Sheet>
  )
}


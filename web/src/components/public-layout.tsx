import { Mail, MapPin, Menu, Phone } from './public-icons'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Brand, BrandMark } from '@/components/brand'
import { buttonVariants, PlainButton } from '@/components/ui/plain-button'
import { testimonialsAnchorLabel, useLandingData } from '@/lib/landing'
import { NavLink } from '@/lib/nav'
import { usePublicSite, type Site } from '@/lib/site'
import { takeEarlyMenuTap } from '@/lib/early-menu-tap'
import { cn } from '@/lib/utils'
import type { MenuAnchor } from './mobile-menu-drawer'
import { useHydrated } from '@/lib/hydration'

/**
 * The landing page's anchors (spec part 1 §2), reachable from every page as /#id. #depoimentos
 * is named after what it shows: testimonials only when the operator provided them.
 */
function useLandingAnchors(): MenuAnchor[] {
  const landing = useLandingData()
  // Hydrating payment.html's paint, the label is the paint's, whatever the read has brought.
  const testimonials = testimonialsAnchorLabel(useHydrated() ? landing : null)
  return [
    { href: '/#video', label: 'Como funciona' },
    { href: '/#funcionalidades', label: 'Funcionalidades' },
    { href: '/#depoimentos', label: testimonials },
    { href: '/#planos', label: 'Planos' },
    { href: '/#faq', label: 'Perguntas frequentes' },
  ]
}

// The link's colour apart: the sign-in link has its own (no conflicting classes on public pages,
// which join them without tailwind-merge; lib/utils).
const navLinkBase = 'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring'
const navLinkClass = `${navLinkBase} text-muted-foreground`

const loadDrawer = () => import('./mobile-menu-drawer')
// A failed preload is tried again by the tap.
const preloadDrawer = () => void loadDrawer().catch(() => undefined)
type Drawer = Awaited<ReturnType<typeof loadDrawer>>['MobileMenuDrawer']

/**
 * 'Abrir menu' and its drawer. The drawer's code (Radix Dialog) loads on the first tap, preloaded
 * as the pointer reaches the button or it gets focus (issue 16: the landing's first load stays
 * light); the drawer opens as soon as it has arrived, unless the visitor tapped elsewhere meanwhile.
 */
function MobileMenu() {
  const landingAnchors = useLandingAnchors()
  // Open at once for a tap on the landing's static 'Abrir menu', made before this code arrived;
  // once hydrated when hydrating payment.html's paint, whose button says closed (React does not
  // correct an attribute it finds different when it adopts a paint).
  const hydrated = useHydrated()
  const [open, setOpen] = useState(() => hydrated && takeEarlyMenuTap())
  useEffect(() => {
    // The tap is the early listener's (lib/early-menu-tap), outside React: taken once, after hydrating.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hydrated && takeEarlyMenuTap()) setOpen(true)
  }, [hydrated])
  // The drawer's component once its code arrived (held in state, not React.lazy: a failed load
  // then leaves the menu closed and the page as it was, and the next tap tries again).
  const [Drawer, setDrawer] = useState<Drawer | null>(null)
  const arrived = Drawer !== null

  // Opening loads the drawer's code the first time.
  useEffect(() => {
    if (!open || arrived) return
    let live = true
    loadDrawer().then(
      (loaded) => live && setDrawer(() => loaded.MobileMenuDrawer),
      (error: unknown) => {
        console.error('the menu could not load', error)
        if (live) setOpen(false)
      },
    )
    return () => {
      live = false
    }
  }, [open, arrived])
  const triggerRef = useRef<HTMLButtonElement>(null)

  // A tap elsewhere (or Escape) while the drawer is still on its way means the visitor moved on:
  // it does not open over what they chose (e.g. a link of the page they tapped meanwhile).
  useEffect(() => {
    if (!open || arrived) return
    const cancel = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== 'Escape') return
      if (event.target instanceof Node && triggerRef.current?.contains(event.target)) return
      setOpen(false)
    }
    window.addEventListener('pointerdown', cancel, true)
    window.addEventListener('keydown', cancel, true)
    return () => {
      window.removeEventListener('pointerdown', cancel, true)
      window.removeEventListener('keydown', cancel, true)
    }
  }, [open, arrived])

  return (
    <>
      <PlainButton
        ref={triggerRef}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Abrir menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-state={open ? 'open' : 'closed'}
        onPointerEnter={preloadDrawer}
        onPointerDown={preloadDrawer}
        onFocus={preloadDrawer}
        onClick={() => setOpen(true)}
      >
        <Menu className="size-5!" aria-hidden="true" />
      </PlainButton>
      {Drawer && <Drawer open={open} onOpenChange={setOpen} anchors={landingAnchors} triggerRef={triggerRef} />}
    </>
  )
}

function SiteHeader() {
  const landingAnchors = useLandingAnchors()
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:px-6">
        <NavLink to="/" className="mr-auto rounded-lg lg:mr-0" aria-label="Aceito — página inicial">
          <Brand markClassName="size-7 sm:size-8" className="[&>span:last-child]:text-xl sm:[&>span:last-child]:text-2xl" />
        </NavLink>
        <nav aria-label="Seções" className="mx-auto hidden items-center lg:flex">
          {landingAnchors.map(({ href, label }) => (
            <NavLink key={href} to={href} className={navLinkClass}>
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="flex items-center gap-1 sm:gap-2">
          <NavLink to="/auth" className={cn(navLinkBase, 'hidden text-foreground sm:inline-flex')}>
            Fazer login
          </NavLink>
          <NavLink to="/#planos" className={cn(buttonVariants({ size: null }), 'h-9 px-3.5 text-sm sm:h-10 sm:px-4')}>
            Começar agora
          </NavLink>
          <MobileMenu />
        </div>
      </div>
    </header>
  )
}

type FooterLink = { label: string; href: string }

const footerLinkClass = 'rounded text-sm text-stone-300 transition-colors hover:text-white'

function FooterAnchor({ link }: { link: FooterLink }) {
  if (link.href.startsWith('/')) {
    return (
      <NavLink to={link.href} className={footerLinkClass}>
        {link.label}
      </NavLink>
    )
  }
  return (
    <a href={link.href} className={footerLinkClass}>
      {link.label}
    </a>
  )
}

/**
 * Every footer link leads somewhere real: the landing's sections, the legal pages, and the
 * operator's contacts from GET /api/site (hidden while unset; the support WhatsApp is for Luxo
 * couples only, in their subscription card).
 */
function footerColumns(site: Site, testimonialsLabel: string): { title: string; links: FooterLink[] }[] {
  const support: FooterLink[] = [{ label: 'Perguntas frequentes', href: '/#faq' }]
  if (site.support_email) support.push({ label: 'Fale com o suporte', href: `mailto:${site.support_email}` })
  return [
    {
      title: 'Recursos',
      links: [
        { label: 'Como funciona', href: '/#video' },
        { label: 'Funcionalidades', href: '/#funcionalidades' },
        { label: 'Planos e preços', href: '/#planos' },
        { label: testimonialsLabel, href: '/#depoimentos' },
      ],
    },
    { title: 'Suporte', links: support },
    {
      title: 'Legal',
      links: [
        { label: 'Política de Privacidade', href: '/privacidade' },
        { label: 'Termos de Uso', href: '/termos' },
      ],
    },
  ]
}

function SiteFooter() {
  const site = usePublicSite()
  const testimonialsLabel = testimonialsAnchorLabel(useLandingData())
  const hasContact = Boolean(site.support_email || site.support_phone || site.company_address)
  // Styled, laid out and painted only near the screen (content-visibility, as the landing's
  // sections): far below the fold on the landing and /payment, it is not laid out in the task that
  // mounts it after the hydration (/payment: 38 of its 165 elements; issue 16: TBT). Its height
  // until then is a guess, a phone's; the footer is last, so a wrong guess moves nothing.
  return (
    <footer className="bg-[#231b1d] text-stone-300 [contain-intrinsic-size:auto_620px] [content-visibility:auto]">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 pt-14 pb-10 sm:px-6 lg:grid-cols-[1.3fr_repeat(3,1fr)_1.3fr]">
        <div className="max-w-xs">
          <span className="inline-flex items-center gap-2.5">
            <BrandMark />
            <span className="font-serif text-2xl leading-none font-semibold tracking-tight text-white">Aceito</span>
          </span>
          <p className="mt-4 text-sm leading-relaxed text-stone-400">
            O planejamento do casamento em um só lugar, do pedido ao grande dia.
          </p>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:contents">
          {footerColumns(site, testimonialsLabel).map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-xs font-semibold tracking-[0.16em] text-white uppercase">{column.title}</h2>
              <ul className="mt-4 grid gap-2.5">
                {column.links.map((link) => (
                  <li key={link.label}>
                    <FooterAnchor link={link} />
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        {hasContact && (
          <div>
            <h2 className="text-xs font-semibold tracking-[0.16em] text-white uppercase">Contato</h2>
            <ul className="mt-4 grid gap-3 text-sm">
              {site.support_email && (
                <li>
                  <a
                    href={`mailto:${site.support_email}`}
                    className={cn(footerLinkClass, 'inline-flex items-center gap-2.5 break-all')}
                  >
                    <Mail className="size-4 shrink-0 text-gold" aria-hidden="true" />
                    {site.support_email}
                  </a>
                </li>
              )}
              {site.support_phone && (
                <li>
                  <a href={site.support_phone.href} className={cn(footerLinkClass, 'inline-flex items-center gap-2.5')}>
                    <Phone className="size-4 shrink-0 text-gold" aria-hidden="true" />
                    {site.support_phone.display}
                  </a>
                </li>
              )}
              {site.company_address && (
                <li className="flex items-start gap-2.5 text-stone-300">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                  {site.company_address}
                </li>
              )}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-6xl flex-col gap-3 px-4 py-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © {new Date().getFullYear()} {site.company_name ?? 'Aceito'}
            {site.company_id ? ` · CNPJ ${site.company_id}` : ''}. Todos os direitos reservados.
          </p>
          <p>
            Já é assinante?{' '}
            <NavLink to="/auth" id="entrar" className="scroll-mt-24 font-semibold text-white underline-offset-4 hover:underline">
              Entrar
            </NavLink>
          </p>
        </div>
      </div>
    </footer>
  )
}

/** Top bar (anchors, sign-in, mobile menu) and footer shared by the public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  // Not in payment.html's paint (its year and contacts are not the build's to know): after it.
  const hydrated = useHydrated()
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-lg bg-card px-4 py-2 text-sm font-medium shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      {hydrated && <SiteFooter />}
    </div>
  )
}

import { Mail, MapPin, Menu, Phone } from 'lucide-react'
import { useRef, useState, type MouseEvent, type ReactNode } from 'react'
import { Brand, BrandMark } from '@/components/brand'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet'
import { testimonialsAnchorLabel, useLandingData } from '@/lib/landing'
import { NavLink, useNavigateTo } from '@/lib/nav'
import { useSite, type Site } from '@/lib/site'
import { cn } from '@/lib/utils'

/**
 * The landing page's anchors (spec part 1 §2), reachable from every page as /#id. #depoimentos
 * is named after what it shows: testimonials only when the operator provided them.
 */
function useLandingAnchors(): { href: string; label: string }[] {
  const testimonials = testimonialsAnchorLabel(useLandingData())
  return [
    { href: '/#video', label: 'Como funciona' },
    { href: '/#funcionalidades', label: 'Funcionalidades' },
    { href: '/#depoimentos', label: testimonials },
    { href: '/#planos', label: 'Planos' },
    { href: '/#faq', label: 'Perguntas frequentes' },
  ]
}

const navLinkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring'

function MobileMenu() {
  const landingAnchors = useLandingAnchors()
  const [open, setOpen] = useState(false)
  const navigate = useNavigateTo()
  // Navigation waits until the drawer has closed: its scroll lock would stop the anchor scroll.
  const pendingHref = useRef<string | null>(null)
  const go = (event: MouseEvent<HTMLAnchorElement>, href: string) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    event.preventDefault()
    pendingHref.current = href
    setOpen(false)
  }
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Abrir menu">
          <Menu className="size-5!" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent
        className="right-0 left-auto w-[min(20rem,88vw)] data-[state=open]:animate-slide-in-right"
        onCloseAutoFocus={(event) => {
          const href = pendingHref.current
          if (!href) return
          pendingHref.current = null
          event.preventDefault()
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
            {landingAnchors.map(({ href, label }) => (
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
          <NavLink to="/auth" className={cn(navLinkClass, 'hidden text-foreground sm:inline-flex')}>
            Fazer login
          </NavLink>
          <Button asChild size="sm" className="px-3.5 sm:h-10 sm:px-4">
            <NavLink to="/#planos">Começar agora</NavLink>
          </Button>
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
  const site = useSite()
  const testimonialsLabel = testimonialsAnchorLabel(useLandingData())
  const hasContact = Boolean(site.support_email || site.support_phone || site.company_address)
  return (
    <footer className="bg-[#231b1d] text-stone-300">
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
      <SiteFooter />
    </div>
  )
}

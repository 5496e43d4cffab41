import { Check, CirclePlay, Gift, Sparkles, Users } from './icons'
import { buttonVariants } from '@/components/ui/plain-button'
import { cn } from '@/lib/utils'
import { NavLink } from '@/lib/nav'
import { formatBRL, formatInteger } from '@/lib/format'
import { placesLeftText, useOffer, useOfferState } from '@/lib/offer'
import { couplesText, useLandingData } from '@/lib/landing'
import { TRIAL_OFFER } from '@/lib/trial'
import { useHydrated } from '@/lib/hydration'

/** A still of the app: countdown, checklist progress and a few live-looking cards. Decorative. */
function HeroVisual() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-md select-none lg:max-w-none">
      <div className="absolute -inset-6 -z-10 rounded-[2.5rem] bg-[radial-gradient(closest-side,#f6dde4,transparent)] sm:-inset-10" />
      <div className="rounded-3xl border bg-card p-5 shadow-[0_30px_80px_-30px_rgb(124_42_62/0.35)] sm:p-7">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-[0.18em] text-gold uppercase">Casamento de</p>
            <p className="mt-1 font-serif text-2xl font-semibold sm:text-3xl">Ana &amp; Pedro</p>
            <p className="mt-1 text-sm text-muted-foreground">Sábado, 14/11 · Fazenda Santa Clara</p>
          </div>
          <div className="rounded-2xl bg-primary px-4 py-3 text-center text-primary-foreground shadow-lg">
            <p className="font-serif text-3xl leading-none font-semibold">128</p>
            <p className="mt-1 text-[0.68rem] font-medium tracking-wide uppercase opacity-85">dias</p>
          </div>
        </div>

        <div className="mt-6">
          <div className="flex items-center justify-between text-sm">
            <span className="font-medium">Checklist</span>
            <span className="text-muted-foreground">24 de 36 tarefas</span>
          </div>
          <div className="mt-2 h-2.5 overflow-hidden rounded-full bg-muted">
            <div className="h-full w-2/3 rounded-full bg-gradient-to-r from-primary to-[#c0627a]" />
          </div>
        </div>

        <ul className="mt-5 grid gap-2.5 text-sm">
          {[
            { text: 'Degustação do buffet', done: true },
            { text: 'Prova do vestido', done: true },
            { text: 'Enviar convites digitais', done: false },
          ].map(({ text, done }) => (
            <li key={text} className="flex items-center gap-3 rounded-xl border bg-background/60 px-3 py-2.5">
              <span
                className={
                  done
                    ? 'flex size-5 items-center justify-center rounded-md bg-success text-white'
                    : 'size-5 rounded-md border-2 border-input'
                }
              >
                {done && <Check className="size-3.5" strokeWidth={3} />}
              </span>
              <span className={done ? 'text-muted-foreground line-through' : 'font-medium'}>{text}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="absolute -bottom-10 -left-3 flex items-center gap-3 rounded-2xl border bg-card px-4 py-3 shadow-xl sm:-left-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-success-soft text-success">
          <Users className="size-4.5" />
        </span>
        <div>
          <p className="text-xs text-muted-foreground">Confirmados</p>
          <p className="text-sm font-semibold">84 de 120 convidados</p>
        </div>
      </div>

      <div className="absolute -right-2 -bottom-10 hidden items-center gap-3 rounded-2xl border bg-card px-4 py-3 shadow-xl sm:flex lg:-right-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-gold-soft text-gold">
          <Gift className="size-4.5" />
        </span>
        <div>
          <p className="text-xs text-muted-foreground">Presente via PIX</p>
          <p className="text-sm font-semibold">{formatBRL(25000)}</p>
        </div>
      </div>
    </div>
  )
}

/**
 * The offer's badge while the offer loads: its place kept, invisible (as in landing.html's first
 * paint), so the title does not jump when the badge arrives.
 */
function OfferBadgePlaceholder() {
  return (
    <div aria-hidden="true" className="invisible flex flex-col items-center gap-1.5 lg:items-start">
      <span className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-card/80 px-3.5 py-1.5 text-xs font-medium text-[#7a5f33] shadow-soft transition-colors hover:bg-gold-soft sm:text-sm">
        <Sparkles className="size-3.5 text-gold" aria-hidden="true" />
        <span>
          <span className="hidden sm:inline">Lançamento: </span>
          50% OFF para os 100 primeiros casais
        </span>
      </span>
      <p className="text-xs font-semibold text-primary sm:text-sm">Restam 100 vagas</p>
    </div>
  )
}

export function HeroSection() {
  // Hydrating landing.html's paint, the hero is the paint's (the badge's place, no count of
  // couples), whatever the reads have brought: the real ones follow once hydrated.
  const hydrated = useHydrated()
  const offerRead = useOffer()
  const offer = hydrated ? offerRead : null
  const offerPending = useOfferState().isPending || !hydrated
  const landing = useLandingData()
  const couples = hydrated ? (landing?.couples_at_least ?? null) : null
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,#f6dde4,transparent),radial-gradient(40rem_24rem_at_0%_110%,#f7efe2,transparent)]"
      />
      <div className="mx-auto grid max-w-6xl items-center gap-14 px-4 pt-12 pb-20 sm:px-6 sm:pt-20 sm:pb-28 lg:grid-cols-[1.08fr_0.92fr] lg:gap-16">
        <div className="text-center lg:text-left">
          {offer ? (
            <div className="flex flex-col items-center gap-1.5 lg:items-start">
              <NavLink
                to="/#oferta"
                className="inline-flex items-center gap-2 rounded-full border border-gold/40 bg-card/80 px-3.5 py-1.5 text-xs font-medium text-[#7a5f33] shadow-soft transition-colors hover:bg-gold-soft sm:text-sm"
              >
                <Sparkles className="size-3.5 text-gold" aria-hidden="true" />
                <span>
                  <span className="hidden sm:inline">Lançamento: </span>
                  {offer.percent_off}% OFF para os {formatInteger(offer.places)} primeiros casais
                </span>
              </NavLink>
              <p className="text-xs font-semibold text-primary sm:text-sm" data-testid="offer-places-left">
                {placesLeftText(offer.places_left)}
              </p>
            </div>
          ) : (
            offerPending && <OfferBadgePlaceholder />
          )}
          <h1
            id="hero-title"
            className="mt-6 font-serif text-[2.6rem] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl lg:text-[4.1rem]"
          >
            Do “sim” ao grande dia, <span className="text-primary italic">tudo no lugar certo</span>
          </h1>
          <p className="mx-auto mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground lg:mx-0">
            Checklist com lembretes, lista de convidados, orçamento, lua de mel e presentes com PIX em um só app — no
            celular, no tablet ou no computador.
          </p>
          <div className="mt-9 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
            <NavLink
              to="/#planos"
              className={cn(
                buttonVariants({ variant: null, size: null }),
                'bg-primary text-primary-foreground hover:bg-primary-hover text-base h-12 px-7 shadow-lg shadow-primary/20',
              )}
            >
              Começar agora
            </NavLink>
            <NavLink to="/#video" className={cn(buttonVariants({ variant: 'outline', size: null }), 'text-base h-12 px-6')}>
              <CirclePlay aria-hidden="true" className="size-5! text-primary" />
              Ver Como Funciona
            </NavLink>
          </div>
          <p className="mt-4 text-sm text-muted-foreground" data-testid="trial-offer">
            <NavLink to="/auth?aba=criar-conta" className="font-semibold text-primary underline-offset-4 hover:underline">
              {TRIAL_OFFER}
            </NavLink>
            {/* One text node, as the paint's: hydration does not split one in two. */}
            {' — experimentem o plano Premium completo.'}
          </p>
          {couples !== null && (
            <p className="mt-9 text-sm text-muted-foreground">
              <strong className="font-semibold text-foreground">{couplesText(couples)}</strong> já organizaram o casamento
              com o Aceito
            </p>
          )}
          <ul className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm text-muted-foreground lg:justify-start">
            {['Cancele a qualquer momento', 'Sem taxa de adesão'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <HeroVisual />
      </div>
    </section>
  )
}

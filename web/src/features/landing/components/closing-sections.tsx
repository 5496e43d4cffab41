import { ArrowRight, BadgePercent, CalendarHeart, Check, ShieldCheck } from './icons'
import { buttonVariants } from '@/components/ui/plain-button'
import { cn } from '@/lib/utils'
import { NavLink } from '@/lib/nav'
import { formatBRL, formatInteger } from '@/lib/format'
import { discountedCents, offerMonthsText, placesLeftText, useOffer } from '@/lib/offer'
import { hasSupportChannel, usePublicSite } from '@/lib/site'
import { usePublicPlans } from '@/lib/plans'

/** Closing call-to-action after the plans. */
export function ClosingCtaSection() {
  return (
    <section aria-labelledby="cta-title" className="px-4 py-20 sm:px-6 sm:py-24">
      <div className="relative mx-auto max-w-6xl overflow-hidden rounded-3xl bg-[linear-gradient(135deg,#7c2a3e,#9f3a52_55%,#b4566d)] px-6 py-14 text-center text-white shadow-[0_40px_80px_-40px_rgb(124_42_62/0.6)] sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(40rem_20rem_at_50%_-20%,rgb(255_255_255/0.18),transparent),radial-gradient(24rem_16rem_at_100%_120%,rgb(245_217_168/0.25),transparent)]"
        />
        <div className="relative">
          <h2 id="cta-title" className="mx-auto max-w-2xl font-serif text-3xl leading-tight font-semibold sm:text-5xl">
            O grande dia merece um planejamento à altura
          </h2>
          <p className="mx-auto mt-5 max-w-xl text-base text-white/80 sm:text-lg">
            Tarefas, convidados, orçamento e fornecedores no mesmo lugar, para vocês chegarem ao altar sabendo que cada
            detalhe foi cuidado.
          </p>
          <NavLink
            to="/#planos"
            className={cn(
              buttonVariants({ variant: null, size: null }),
              'border bg-card text-base mt-9 h-12 border-transparent px-7 text-primary hover:bg-white/90',
            )}
          >
            Escolher meu plano
            <ArrowRight aria-hidden="true" />
          </NavLink>
        </div>
      </div>
    </section>
  )
}

/** Satisfaction guarantee (spec: 'Cancele a qualquer momento'). */
export function GuaranteeSection() {
  const support = hasSupportChannel(usePublicSite())
  return (
    // The section's own 1rem above and below its card (pulled back by the margins: the page's
    // spacing is unchanged) holds the card's shadow, which the landing's paint containment
    // (content-visibility) would otherwise clip at the section's edge.
    <section aria-labelledby="garantia-title" className="-my-4 px-4 py-4 sm:px-6">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 rounded-3xl border bg-card p-8 text-center shadow-soft sm:flex-row sm:p-10 sm:text-left">
        <span className="flex size-20 shrink-0 items-center justify-center rounded-full bg-success-soft text-success ring-8 ring-success-soft/50">
          <ShieldCheck className="size-10" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-[0.22em] text-success uppercase">Satisfação garantida</p>
          <h2 id="garantia-title" className="mt-2 font-serif text-2xl font-semibold sm:text-3xl">
            Cancele a qualquer momento
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            Sem fidelidade, sem multa e sem taxa de adesão. Se o Aceito não fizer sentido para vocês, é só cancelar
            {support ? ' — e o nosso suporte dedicado ajuda no que precisarem.' : '.'}
          </p>
        </div>
      </div>
    </section>
  )
}

/**
 * Launch offer (spec part 1 §2): the button goes to sign-in. With the offer closed or off the
 * section keeps its anchor and speaks plainly: no discount, no countdown of places.
 */
export function OfferSection() {
  const offer = useOffer()
  const plans = usePublicPlans().data
  const cheapest = plans?.length ? Math.min(...plans.map((plan) => plan.price_cents)) : null
  const discountedCheapest = offer && cheapest !== null ? discountedCents(cheapest, offer.percent_off) : null
  return (
    <section id="oferta" aria-labelledby="oferta-title" className="scroll-mt-16 px-4 pb-20 sm:px-6 sm:pb-28">
      <div className="relative mx-auto max-w-5xl overflow-hidden rounded-3xl border border-gold/40 bg-[linear-gradient(135deg,#fffaf2,#f7efe2_60%,#f3e3c6)] px-6 py-12 text-center sm:px-12 sm:py-16">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-[radial-gradient(closest-side,#f6dde4,transparent)]"
        />
        <div className="relative">
          <p className="inline-flex items-center gap-2 rounded-full bg-card px-3.5 py-1.5 text-xs font-semibold tracking-[0.16em] text-[#7a5f33] uppercase shadow-soft">
            {offer ? (
              <BadgePercent className="size-4 text-gold" aria-hidden="true" />
            ) : (
              <CalendarHeart className="size-4 text-gold" aria-hidden="true" />
            )}
            {offer ? 'Oferta de lançamento' : 'Assinatura mensal'}
          </p>
          <h2 id="oferta-title" className="mt-5 font-serif text-3xl leading-tight font-semibold sm:text-5xl">
            {offer
              ? `${offer.percent_off}% OFF para os ${formatInteger(offer.places)} primeiros casais`
              : 'Todo o casamento organizado em um só lugar'}
          </h2>
          {offer ? (
            <>
              <p className="mt-3 text-base font-semibold text-primary sm:text-lg" data-testid="offer-section-places-left">
                {placesLeftText(offer.places_left)} · {offer.percent_off}% de desconto {offerMonthsText(offer.months)}
              </p>
              <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-foreground/80 sm:text-lg">
                {discountedCheapest !== null && (
                  <>
                    Com o desconto de lançamento, os planos começam em <strong>{formatBRL(discountedCheapest)}/mês</strong>.{' '}
                  </>
                )}
                É uma condição de lançamento:{' '}
                {offer.months === 1 ? 'depois do primeiro mês' : `depois dos ${offer.months} primeiros meses`}, vale o preço
                normal do plano.
              </p>
            </>
          ) : (
            <p className="mx-auto mt-5 max-w-2xl text-base leading-relaxed text-foreground/80 sm:text-lg">
              Checklist, convidados, orçamento, presentes e lua de mel no mesmo app
              {cheapest !== null && (
                <>
                  , com planos mensais a partir de <strong>{formatBRL(cheapest)}/mês</strong>
                </>
              )}
              .
            </p>
          )}
          <NavLink
            to="/auth"
            className={cn(
              buttonVariants({ variant: null, size: null }),
              'bg-primary text-primary-foreground hover:bg-primary-hover text-base mt-8 h-12 px-8 shadow-lg shadow-primary/25',
            )}
          >
            {offer ? `Assine Agora ${offer.percent_off}% OFF` : 'Assine Agora'}
          </NavLink>
          <ul className="mt-5 flex flex-wrap justify-center gap-x-5 gap-y-1.5 text-sm text-muted-foreground">
            {['Cancele a qualquer momento', 'Sem taxa de adesão'].map((item) => (
              <li key={item} className="flex items-center gap-1.5">
                <Check className="size-4 text-success" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  )
}

import { BellRing, Clock, Gift, Headset, Heart, Quote, ShieldCheck, Users, Wallet } from './icons'
import { couplesText, useLandingData, type Testimonial } from '@/lib/landing'
import { TRIAL_OFFER } from '@/lib/trial'
import { hasSupportChannel, usePublicSite } from '@/lib/site'
import { SectionHeading } from './section-heading'

/** What the app really does, shown in #depoimentos while the operator has no authorised testimonials. */
const strengths = [
  {
    icon: BellRing,
    title: 'Checklist com prazos e lembretes',
    text: 'Cada tarefa tem prazo, prioridade e horário de lembrete, para nada ficar para a última semana.',
  },
  {
    icon: Users,
    title: 'Convidados e confirmações',
    text: 'A lista de convidados com as confirmações de presença fica no mesmo lugar para os dois, sem troca de planilhas.',
  },
  {
    icon: Wallet,
    title: 'Orçamento por categoria',
    text: 'Previsto e gasto em cada categoria, com limites de gastos e lembretes de pagamento aos fornecedores.',
  },
  {
    icon: Gift,
    title: 'Presentes com PIX',
    text: 'Lista de presentes com a chave PIX de vocês e QR Code, e o controle do que já foi recebido.',
  },
]

const avatarTones = ['bg-primary-soft text-primary-soft-foreground', 'bg-gold-soft text-[#7a5f33]', 'bg-success-soft text-success']

/** 'Camila & Rafael' → 'CR'. */
function initials(couple: string): string {
  return couple
    .split(/[\s&]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('')
}

function Testimonials({ list }: { list: Testimonial[] }) {
  return (
    <ul className="mt-14 grid gap-5 lg:grid-cols-3">
      {list.map(({ couple, city, quote }, index) => (
        <li key={`${couple}-${index}`}>
          <figure className="flex h-full flex-col rounded-2xl border bg-card p-7 shadow-soft">
            <Quote className="size-8 text-gold/70" aria-hidden="true" />
            <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-foreground/90">“{quote}”</blockquote>
            <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
              <span
                aria-hidden="true"
                className={`flex size-11 items-center justify-center rounded-full text-sm font-semibold ${avatarTones[index % avatarTones.length]}`}
              >
                {initials(couple)}
              </span>
              <span>
                <span className="block font-semibold">{couple}</span>
                {city && <span className="block text-sm text-muted-foreground">{city}</span>}
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}

function Strengths() {
  return (
    <ul aria-label="O que o Aceito faz" className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {strengths.map(({ icon: Icon, title, text }) => (
        <li key={title} className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-soft">
          <span className="flex size-11 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <h3 className="mt-4 font-serif text-xl font-semibold">{title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  )
}

/**
 * #depoimentos: the operator's authorised testimonials (ACEITO_TESTIMONIALS_FILE, via GET
 * /api/landing); without them, what the app does, and no invented people or numbers.
 */
export function TestimonialsSection() {
  const data = useLandingData()
  const testimonials = data?.testimonials ?? []
  const couples = data?.couples_at_least ?? null
  const site = usePublicSite()
  // Only what is true here: the couples count from the database (above its threshold), the
  // trial and cancellation the billing code implements, and support only when the operator
  // configured a channel (GET /api/site).
  const badges = [
    ...(couples !== null ? [{ icon: Heart, text: couplesText(couples) }] : []),
    { icon: Clock, text: TRIAL_OFFER },
    { icon: ShieldCheck, text: 'Cancele a qualquer momento' },
    ...(hasSupportChannel(site) ? [{ icon: Headset, text: 'Suporte dedicado' }] : []),
  ]
  const hasTestimonials = testimonials.length > 0
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-title"
      className="scroll-mt-16 border-y bg-[linear-gradient(180deg,#fff,#fbf3f5)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        {hasTestimonials ? (
          <SectionHeading id="depoimentos-title" eyebrow="Depoimentos" title="Casais que disseram “sim” ao Aceito">
            Quem já subiu ao altar conta como foi planejar com menos estresse.
          </SectionHeading>
        ) : (
          <SectionHeading id="depoimentos-title" eyebrow="Por que o Aceito" title="Menos planilhas, mais tempo para vocês">
            O que o Aceito faz pelo planejamento do casamento, do “sim” ao grande dia.
          </SectionHeading>
        )}
        {hasTestimonials ? <Testimonials list={testimonials} /> : <Strengths />}
        <ul
          aria-label="Por que confiar no Aceito"
          className={`mt-12 grid gap-3 ${badges.length === 4 ? 'grid-cols-2 lg:grid-cols-4' : badges.length === 3 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
        >
          {badges.map(({ icon: Icon, text }) => (
            <li
              key={text}
              className="flex flex-col items-center gap-2 rounded-2xl border bg-card/80 px-4 py-5 text-center text-sm font-semibold sm:flex-row sm:text-left"
            >
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold-soft text-gold">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              {text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

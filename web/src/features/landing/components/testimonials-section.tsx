import { Clock, Headset, Heart, Quote, ShieldCheck } from 'lucide-react'
import { SectionHeading } from './section-heading'

// TODO(product): replace with real, authorised testimonials before launch.
const testimonials = [
  {
    couple: 'Mariana & Felipe',
    city: 'Belo Horizonte, MG',
    initials: 'MF',
    quote:
      'Com o orçamento por categoria a gente enxergou para onde ia cada real. Renegociamos buffet e decoração e economizamos mais de R$ 7 mil sem abrir mão do que importava.',
  },
  {
    couple: 'Camila & Rafael',
    city: 'Recife, PE',
    initials: 'CR',
    quote:
      'Os lembretes do checklist salvaram a nossa sanidade. Cada prazo chegava na hora certa e nada ficou para a última semana.',
  },
  {
    couple: 'Juliana & Thiago',
    city: 'Curitiba, PR',
    initials: 'JT',
    quote:
      'A lista de convidados com mesas e confirmações acabou com a troca de planilhas entre as famílias. No dia, sabíamos exatamente quantas pessoas viriam.',
  },
]

const badges = [
  { icon: Heart, text: 'Mais de 3.500 casais' },
  { icon: Clock, text: '10 a 20 horas economizadas por mês' },
  { icon: ShieldCheck, text: 'Cancele a qualquer momento' },
  { icon: Headset, text: 'Suporte dedicado' },
]

const avatarTones = ['bg-primary-soft text-primary-soft-foreground', 'bg-gold-soft text-[#7a5f33]', 'bg-success-soft text-success']

export function TestimonialsSection() {
  return (
    <section
      id="depoimentos"
      aria-labelledby="depoimentos-title"
      className="scroll-mt-16 border-y bg-[linear-gradient(180deg,#fff,#fbf3f5)] py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="depoimentos-title" eyebrow="Depoimentos" title="Casais que disseram “sim” ao Aceito">
          Quem já subiu ao altar conta como foi planejar com menos estresse.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 lg:grid-cols-3">
          {testimonials.map(({ couple, city, initials, quote }, index) => (
            <li key={couple}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-7 shadow-soft">
                <Quote className="size-8 text-gold/70" aria-hidden="true" />
                <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-foreground/90">“{quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t pt-5">
                  <span
                    aria-hidden="true"
                    className={`flex size-11 items-center justify-center rounded-full text-sm font-semibold ${avatarTones[index % avatarTones.length]}`}
                  >
                    {initials}
                  </span>
                  <span>
                    <span className="block font-semibold">{couple}</span>
                    <span className="block text-sm text-muted-foreground">{city}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <ul aria-label="Por que confiar no Aceito" className="mt-12 grid grid-cols-2 gap-3 lg:grid-cols-4">
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

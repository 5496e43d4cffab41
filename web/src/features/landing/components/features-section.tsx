import { BellRing, FileText, HandCoins, Plane, Users, Wallet } from './icons'
import { SectionHeading } from './section-heading'

const features = [
  {
    icon: BellRing,
    title: 'Checklist com lembretes',
    text: 'Tarefas com prazo, prioridade e lembrete no horário que vocês escolherem. Comecem com uma lista sugerida, de 6 meses a 1 semana antes do casamento.',
  },
  {
    icon: Users,
    title: 'Convidados e confirmações',
    text: 'Lista com mesas e acompanhantes, convites digitais personalizados e confirmação de presença. Saibam quantas pessoas virão, sem planilhas.',
  },
  {
    icon: Wallet,
    title: 'Orçamento sob controle',
    text: 'Definam o total e dividam por categoria — local, buffet, decoração, fotografia. Acompanhem o previsto e o gasto antes que a conta aperte.',
  },
  {
    icon: Plane,
    title: 'Lua de mel planejada',
    text: 'Destino, datas, roteiro e gastos da viagem no mesmo lugar que o resto do casamento.',
  },
  {
    icon: FileText,
    title: 'Galeria e contratos',
    text: 'Guardem as inspirações em uma galeria de fotos e organizem contratos e fornecedores, com valores e prazos de pagamento.',
  },
  {
    icon: HandCoins,
    title: 'Presentes com PIX',
    text: 'Montem a lista de presentes e recebam por PIX direto na conta de vocês, com cada presente registrado.',
  },
]

export function FeaturesSection() {
  return (
    <section id="funcionalidades" aria-labelledby="funcionalidades-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="funcionalidades-title" eyebrow="Funcionalidades" title="Tudo o que o casamento pede, em um só lugar">
          Chega de planilhas espalhadas, grupos de mensagens e anotações perdidas. O Aceito organiza cada etapa — e
          funciona no celular, no tablet e no computador.
        </SectionHeading>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <li
              key={title}
              className="group rounded-2xl border bg-card p-6 shadow-soft transition-shadow hover:shadow-[0_18px_40px_-24px_rgb(124_42_62/0.35)] sm:p-7"
            >
              <span className="flex size-12 items-center justify-center rounded-2xl bg-primary-soft text-primary transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <Icon className="size-5.5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 font-serif text-xl font-semibold">{title}</h3>
              <p className="mt-2 text-[0.95rem] leading-relaxed text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

import { ChevronDown } from './icons'
import { SectionHeading } from './section-heading'

const questions = [
  {
    question: 'Posso cancelar quando quiser?',
    answer:
      'Sim. A assinatura é mensal, sem fidelidade e sem taxa de adesão. Vocês cancelam a qualquer momento, sem burocracia.',
  },
  {
    question: 'Funciona no celular?',
    answer:
      'Funciona no celular, no tablet e no computador, direto no navegador — não é preciso instalar nada. Vocês acessam de onde estiverem.',
  },
  {
    question: 'Posso mudar de plano depois?',
    answer:
      'Pode. Comecem pelo plano que faz sentido hoje e façam upgrade quando precisarem — por exemplo, quando a lista de convidados crescer. É só usar “Upgrade Plano” dentro do app.',
  },
  {
    question: 'Como funciona o pagamento?',
    answer:
      'O pagamento é mensal, no cartão de crédito, feito na página segura do nosso provedor de pagamento. Os dados do cartão não passam pelo Aceito.',
  },
]

/** #faq: native <details>, so several answers can be open at once and it works without JavaScript. */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <SectionHeading id="faq-title" eyebrow="FAQ" title="Perguntas frequentes" />
        <div className="mt-12 grid gap-3">
          {questions.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-2xl border bg-card shadow-soft transition-colors open:border-primary/25"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-medium sm:px-6 sm:py-5 sm:text-lg [&::-webkit-details-marker]:hidden">
                {question}
                <ChevronDown
                  className="size-5 shrink-0 text-muted-foreground transition-transform duration-200 group-open:rotate-180 group-open:text-primary"
                  aria-hidden="true"
                />
              </summary>
              <p className="px-5 pb-5 leading-relaxed text-muted-foreground sm:px-6">{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}

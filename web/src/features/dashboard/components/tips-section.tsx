import { Lightbulb } from 'lucide-react'
import type { Dashboard } from '../api/dashboard'

/** The smart tips: the server decides which apply and their texts (part 1 §2, §9). */
export function TipsSection({ tips }: { tips: Dashboard['tips'] }) {
  if (tips.length === 0) return null
  return (
    <section aria-labelledby="dashboard-tips-title" className="grid gap-3">
      <h2 id="dashboard-tips-title" className="font-serif text-xl font-semibold">
        Dicas para vocês
      </h2>
      <ul className="grid gap-3 sm:grid-cols-[repeat(auto-fit,minmax(17rem,1fr))]">
        {tips.map((tip) => (
          <li
            key={tip.key}
            data-testid={`tip-${tip.key}`}
            className="flex gap-3 rounded-2xl border border-[#eadcc4] bg-gold-soft/70 p-4 sm:p-5"
          >
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-card text-gold shadow-soft">
              <Lightbulb className="size-[1.125rem]" aria-hidden="true" />
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold">{tip.title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{tip.message}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}

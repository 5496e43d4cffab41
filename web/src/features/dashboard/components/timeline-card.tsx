import { Church, Landmark, Plane, Wine, type LucideIcon } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { Dashboard, MilestoneKey } from '../api/dashboard'
import { inDaysText } from '../utils/format'

const icons: Record<MilestoneKey, { icon: LucideIcon; accent: string }> = {
  civil: { icon: Landmark, accent: 'bg-gold-soft text-gold' },
  religioso: { icon: Church, accent: 'bg-primary-soft text-primary' },
  festa: { icon: Wine, accent: 'bg-primary-soft text-primary' },
  lua_de_mel: { icon: Plane, accent: 'bg-success-soft text-success' },
}

function when(daysUntil: number): string | null {
  if (daysUntil > 0) return inDaysText(daysUntil)
  if (daysUntil === 0) return 'hoje'
  return null
}

/** Casamento Civil, Casamento Religioso, Festa and Lua de Mel, the ones with a date (the server leaves out the rest). */
export function TimelineCard({ timeline }: { timeline: Dashboard['timeline'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Cronograma</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {timeline.length === 0 ? (
          <div className="grid gap-2 text-sm text-muted-foreground">
            <p>Nenhuma data definida ainda.</p>
            <Link to="/app/profile" className="font-medium text-primary underline-offset-4 hover:underline">
              Adicionar as datas no perfil
            </Link>
          </div>
        ) : (
          <ol className="relative grid gap-4" aria-label="Datas do casamento">
            {timeline.map((item, index) => {
              const { icon: Icon, accent } = icons[item.key]
              const relative = when(item.days_until)
              const past = item.days_until < 0
              return (
                <li key={item.key} data-testid={`timeline-${item.key}`} className="relative flex gap-3">
                  {index < timeline.length - 1 && (
                    <span aria-hidden="true" className="absolute top-10 bottom-[-1rem] left-[1.1875rem] w-px bg-border" />
                  )}
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', accent, past && 'opacity-60')}>
                    <Icon className="size-[1.125rem]" aria-hidden="true" />
                  </span>
                  <div className="min-w-0 flex-1 pt-0.5">
                    <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                      <p className="font-medium">{item.label}</p>
                      {relative && <p className="text-xs font-medium text-primary">{relative}</p>}
                    </div>
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {formatDate(item.date)}
                      {item.detail && <span className="break-words"> · {item.detail}</span>}
                    </p>
                  </div>
                </li>
              )
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  )
}

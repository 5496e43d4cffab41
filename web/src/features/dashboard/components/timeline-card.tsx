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

function when(daysUntil: number | null): string | null {
  if (daysUntil === null) return null
  if (daysUntil > 0) return inDaysText(daysUntil)
  if (daysUntil === 0) return 'hoje'
  return null
}

/** Where each milestone's date is set: the profile's date fields, the honeymoon plan's 'Data de ida'. */
const setDateLinks: Record<MilestoneKey, string> = {
  civil: '/app/profile#profile-civil_ceremony_date',
  religioso: '/app/profile#profile-religious_ceremony_date',
  festa: '/app/profile#profile-wedding_date',
  lua_de_mel: '/app/honeymoon',
}

/**
 * Casamento Civil, Casamento Religioso, Festa and Lua de Mel (once there is a trip plan). A
 * milestone without a date is shown too, inviting the couple to set it ('Definir a data', as the
 * countdown card's 'Definir a data do casamento'), linked to the field where it is set.
 */
export function TimelineCard({ timeline }: { timeline: Dashboard['timeline'] }) {
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle>Cronograma</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">
        {/* Never empty: the server lists the profile's three milestones, dated or not. */}
        <ol className="relative grid gap-4" aria-label="Datas do casamento">
          {timeline.map((item, index) => {
            const { icon: Icon, accent } = icons[item.key]
            const relative = when(item.days_until)
            const past = item.days_until !== null && item.days_until < 0
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
                  {item.date === null ? (
                    <p className="text-sm text-muted-foreground">
                      <Link
                        to={setDateLinks[item.key]}
                        aria-label={`Definir a data: ${item.label}`}
                        className="font-medium text-primary underline-offset-4 hover:underline"
                      >
                        Definir a data
                      </Link>
                      {item.detail && <span className="wrap-anywhere"> · {item.detail}</span>}
                    </p>
                  ) : (
                    <p className="text-sm text-muted-foreground tabular-nums">
                      {formatDate(item.date)}
                      {item.detail && <span className="wrap-anywhere"> · {item.detail}</span>}
                    </p>
                  )}
                </div>
              </li>
            )
          })}
        </ol>
      </CardContent>
    </Card>
  )
}

import { ArrowRight, CalendarClock } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { Dashboard, Priority } from '../api/dashboard'
import { plural } from '../utils/format'

const priorityStyle: Record<Priority, { dot: string; label: string }> = {
  alta: { dot: 'bg-red-500', label: 'Prioridade alta' },
  media: { dot: 'bg-yellow-400', label: 'Prioridade média' },
  baixa: { dot: 'bg-green-500', label: 'Prioridade baixa' },
}

type PriorityTasksCardProps = { tasks: Dashboard['priority_tasks']; upcomingDeadlines: number }

/** The first pending tasks by priority (at most 5, sorted by the server) and the deadlines of the next 30 days. */
export function PriorityTasksCard({ tasks, upcomingDeadlines }: PriorityTasksCardProps) {
  return (
    <Card className="flex flex-col">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <CardTitle>Tarefas Prioritárias</CardTitle>
        <Link
          to="/app/planning"
          className="inline-flex shrink-0 items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver todas
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p
          data-testid="upcoming-deadlines"
          className={cn(
            'flex items-center gap-2 rounded-xl px-3 py-2 text-sm',
            upcomingDeadlines > 0 ? 'bg-warning-soft text-warning' : 'bg-muted text-muted-foreground',
          )}
        >
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {upcomingDeadlines === 0
            ? 'Nenhum prazo nos próximos 30 dias'
            : `${plural(upcomingDeadlines, 'prazo', 'prazos')} nos próximos 30 dias`}
        </p>
        {tasks.length === 0 ? (
          <p className="py-4 text-center text-sm text-muted-foreground">Nenhuma tarefa pendente</p>
        ) : (
          <ul className="grid divide-y divide-border" aria-label="Tarefas pendentes por prioridade">
            {tasks.map((task) => {
              const style = priorityStyle[task.prioridade]
              return (
                <li key={task.id} data-testid="priority-task" className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                  <span
                    role="img"
                    aria-label={style.label}
                    data-priority={task.prioridade}
                    className={cn('mt-1.5 size-2.5 shrink-0 rounded-full', style.dot)}
                  />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium wrap-anywhere">{task.tarefa}</p>
                    <p className="text-xs text-muted-foreground">{style.label}</p>
                  </div>
                  {task.prazo ? (
                    <Badge variant="outline" className="mt-0.5 tabular-nums">
                      {formatDate(task.prazo)}
                    </Badge>
                  ) : (
                    <span className="mt-0.5 text-xs text-muted-foreground">Sem prazo</span>
                  )}
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

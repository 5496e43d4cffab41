import { Bell, Check, Clock } from 'lucide-react'
import { cn } from '@/lib/utils'
import { delay } from './tour-delay'

/*
 * Illustrated app screens for the product tour: plain HTML/CSS with sample data, no images. The
 * first screen is here; the others (tour-more-screens.tsx) load when the tour comes near.
 * Entry animations use `animate-rise-in` with staggered delays; the global
 * prefers-reduced-motion rule in index.css shortens them to nothing.
 */

export function ScreenTitle({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="animate-rise-in">
      <p className="font-serif text-lg font-semibold sm:text-xl">{title}</p>
      <p className="text-xs text-muted-foreground sm:text-sm">{subtitle}</p>
    </div>
  )
}

const priorityStyles = {
  Alta: 'bg-destructive-soft text-destructive',
  Média: 'bg-warning-soft text-warning',
  Baixa: 'bg-success-soft text-success',
} as const

export function ChecklistScreen() {
  const tasks = [
    { text: 'Reservar o local da cerimônia', priority: 'Alta', done: true, when: 'Concluída' },
    { text: 'Contratar fotografia e filmagem', priority: 'Alta', done: true, when: 'Concluída' },
    { text: 'Degustação do buffet', priority: 'Alta', done: 'animated', when: 'Prazo 15/03 · lembrete 19:00' },
    { text: 'Enviar os convites', priority: 'Média', done: false, when: 'Prazo 02/04' },
    { text: 'Escolher as músicas da entrada', priority: 'Baixa', done: false, when: 'Prazo 20/04' },
  ] as const
  return (
    <div className="grid gap-4">
      <ScreenTitle title="Planejamento do Casamento" subtitle="13 de 18 tarefas concluídas" />
      <div className="h-2 overflow-hidden rounded-full bg-muted">
        <div className="h-full w-[72%] origin-left animate-[tour-grow_900ms_ease-out_both] rounded-full bg-primary" />
      </div>
      <ul className="grid gap-2">
        {tasks.map((task, index) => (
          <li
            key={task.text}
            style={delay(120 + index * 90)}
            className="flex animate-rise-in items-center gap-3 rounded-xl border bg-card px-3 py-2.5"
          >
            <span
              className={cn(
                'relative flex size-5 shrink-0 items-center justify-center rounded-md border-2',
                task.done === true ? 'border-success bg-success text-white' : 'border-input',
              )}
            >
              {task.done === true && <Check className="size-3.5" strokeWidth={3} />}
              {task.done === 'animated' && (
                <span className="absolute -inset-0.5 flex animate-[tour-pop_400ms_ease-out_1600ms_both] items-center justify-center rounded-md bg-success text-white">
                  <Check className="size-3.5" strokeWidth={3} />
                </span>
              )}
            </span>
            <span className="min-w-0 flex-1">
              <span className={cn('block truncate text-sm font-medium', task.done === true && 'text-muted-foreground line-through')}>
                {task.text}
              </span>
              <span className="flex items-center gap-1 text-xs text-muted-foreground">
                {task.when.includes('lembrete') ? <Bell className="size-3" /> : <Clock className="size-3" />}
                {task.when}
              </span>
            </span>
            <span className={cn('hidden rounded-full px-2 py-0.5 text-[0.7rem] font-medium sm:inline', priorityStyles[task.priority])}>
              {task.priority}
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

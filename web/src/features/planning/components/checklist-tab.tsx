import { AlarmClock, CalendarDays, ListChecks, NotebookText, Plus, RotateCw, Sparkles, Trash2, Wand2 } from 'lucide-react'
import { useMemo, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
import { TextField } from '@/components/text-field'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { AddToCalendar } from '@/features/calendar-feed/components/add-to-calendar'
import { errorMessage, isApiError } from '@/lib/api'
import { INVALID_BR_DATE, todayInWeddingZone } from '@/lib/calendar-date'
import { formatDate, reminderZoneHint } from '@/lib/format'
import { useWeddingTimeZone } from '@/lib/session'
import { cn } from '@/lib/utils'
import {
  priorities,
  priorityLabels,
  useAddChecklistItem,
  useChecklist,
  useDeleteChecklistItem,
  useGenerateSuggestedTasks,
  useRestoreChecklistItem,
  useSetChecklistStatus,
  WEDDING_DATE_REQUIRED,
  type ChecklistItem,
  type Priority,
} from '../api/checklist'
import {
  countChecklist,
  emptyAddForm,
  filterChecklist,
  filterLabels,
  isOverdue,
  toChecklistPayload,
  reminderErrorMessage,
  maskClock,
  PAST_DEADLINE,
  validatePrazo,
  validateReminder,
  type AddFormValues,
  type ChecklistFilter,
} from '../utils/checklist'
import { TaskEditorDialog } from './task-editor-dialog'

/** How long the delete toast offers 'Desfazer' (the server keeps the task for 10 minutes). */
const UNDO_TOAST_MS = 6000

/** The 'Tarefas gerais' tab of /app/planning (spec part 1 §2 Planning). */
export function ChecklistTab() {
  const checklist = useChecklist()
  const items = checklist.data
  const [filter, setFilter] = useState<ChecklistFilter>('todas')
  const [needsDate, setNeedsDate] = useState(false)
  const [editingId, setEditingId] = useState<string | null>(null)
  // The editor follows the cached task (a realtime refetch updates it); a task deleted elsewhere closes it.
  const editing = items?.find((it) => it.id === editingId) ?? null
  const generate = useGenerateSuggestedTasks()
  // Delete and undo live here, not in the row: the row unmounts as soon as it is deleted, and the
  // toast's 'Desfazer' must still reach a mounted mutation.
  const remove = useDeleteChecklistItem()
  const restore = useRestoreChecklistItem()

  // No confirmation: the row goes at once and the toast offers 'Desfazer', which asks the server
  // to put the task back exactly as it was (same id, dates and reminder).
  const onDelete = ({ id, tarefa }: ChecklistItem) => {
    remove.mutate(id, {
      onSuccess: () =>
        toast.success('Item removido', {
          description: tarefa,
          duration: UNDO_TOAST_MS,
          action: {
            label: 'Desfazer',
            onClick: () =>
              restore.mutate(id, {
                onSuccess: () => toast.success('Tarefa restaurada'),
                onError: (error) => toast.error('Não foi possível desfazer', { description: errorMessage(error) }),
              }),
          },
        }),
      onError: (error) => toast.error('Erro ao remover item', { description: errorMessage(error) }),
    })
  }

  const counts = useMemo(() => countChecklist(items ?? []), [items])
  const visible = useMemo(() => filterChecklist(items ?? [], filter), [items, filter])
  const today = todayInWeddingZone()

  const onGenerate = () => {
    generate.mutate(undefined, {
      onSuccess: ({ added }) => {
        setNeedsDate(false)
        if (added > 0) toast.success('Tarefas sugeridas adicionadas!')
        else toast('Nenhuma tarefa nova', { description: 'Todas as sugestões já estavam na sua lista.' })
      },
      onError: (error) => {
        if (isApiError(error) && error.code === WEDDING_DATE_REQUIRED) setNeedsDate(true)
        else toast.error('Erro ao adicionar item', { description: errorMessage(error) })
      },
    })
  }

  return (
    <div className="grid gap-6">
      <AddTaskCard />

      <Card>
        <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <CardTitle>Tarefas</CardTitle>
          <Button variant="secondary" onClick={onGenerate} disabled={generate.isPending} className="w-full sm:w-auto">
            {generate.isPending ? <Spinner /> : <Sparkles aria-hidden="true" />}
            Gerar tarefas sugeridas
          </Button>
        </CardHeader>
        <CardContent className="grid gap-4">
          {needsDate && (
            <div role="alert" className="rounded-xl border border-warning/30 bg-warning-soft p-4 text-sm">
              <p className="font-medium text-foreground">Data do casamento não informada</p>
              <p className="mt-1 text-muted-foreground">
                Informe a data do casamento em{' '}
                <Link to="/app/profile" className="font-medium text-primary underline underline-offset-4">
                  Configurações
                </Link>{' '}
                para gerar as tarefas sugeridas: os prazos são calculados a partir dela.
              </p>
            </div>
          )}

          <div role="group" aria-label="Filtrar tarefas" className="flex flex-wrap gap-2">
            {(Object.keys(filterLabels) as ChecklistFilter[]).map((key) => (
              <Button
                key={key}
                size="sm"
                variant={filter === key ? 'default' : 'outline'}
                aria-pressed={filter === key}
                onClick={() => setFilter(key)}
              >
                {filterLabels[key]} ({counts[key]})
              </Button>
            ))}
          </div>

          {checklist.isPending ? (
            <div className="grid gap-3" aria-busy="true">
              <span className="sr-only" role="status">
                Carregando...
              </span>
              {Array.from({ length: 4 }, (_, i) => (
                <Skeleton key={i} className="h-16 w-full" />
              ))}
            </div>
          ) : checklist.isError && !items ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
              <p className="font-medium">Não foi possível carregar os itens</p>
              <Button variant="outline" onClick={() => void checklist.refetch()} disabled={checklist.isFetching}>
                <RotateCw aria-hidden="true" className={checklist.isFetching ? 'animate-spin' : undefined} />
                Tentar novamente
              </Button>
            </div>
          ) : visible.length === 0 ? (
            <div className="flex flex-col items-center gap-2 py-10 text-center text-sm text-muted-foreground">
              <ListChecks className="size-6" aria-hidden="true" />
              {counts.todas === 0
                ? 'Nenhuma tarefa ainda. Adicione uma acima ou gere as tarefas sugeridas.'
                : filter === 'pendentes'
                  ? 'Nenhuma tarefa pendente'
                  : 'Nenhuma tarefa concluída ainda.'}
            </div>
          ) : (
            <ul className="grid gap-2" aria-label="Lista de tarefas">
              {visible.map((item) => (
                <ChecklistRow
                  key={item.id}
                  item={item}
                  overdue={isOverdue(item, today)}
                  onEdit={() => setEditingId(item.id)}
                  onDelete={() => onDelete(item)}
                  deleting={remove.isPending && remove.variables === item.id}
                />
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <TaskEditorDialog item={editing} onClose={() => setEditingId(null)} />
    </div>
  )
}

const priorityVariant: Record<Priority, 'destructive' | 'warning' | 'success'> = {
  alta: 'destructive',
  media: 'warning',
  baixa: 'success',
}

type ChecklistRowProps = { item: ChecklistItem; overdue: boolean; onEdit: () => void; onDelete: () => void; deleting: boolean }

function ChecklistRow({ item, overdue, onEdit, onDelete, deleting }: ChecklistRowProps) {
  const setStatus = useSetChecklistStatus()
  // The box follows the click at once (a click's state update renders before the event ends),
  // and keeps the asked-for state while the request is in flight, so a list refetch that started
  // before the change committed cannot flip it back for a moment.
  const [asked, setAsked] = useState<boolean | null>(null)
  const done = asked ?? item.status === 'concluido'

  const onToggle = (checked: boolean) => {
    setAsked(checked)
    setStatus.mutate(
      { id: item.id, status: checked ? 'concluido' : 'pendente' },
      {
        onError: (error) => toast.error('Erro ao atualizar status', { description: errorMessage(error) }),
        onSettled: () => setAsked(null),
      },
    )
  }
  return (
    <li
      className={cn('flex items-start gap-3 rounded-xl border bg-card p-3 sm:p-4', done && 'bg-muted/50')}
      data-testid="checklist-item"
    >
      {/* Only the checkbox completes a task; the title opens the editor (issue 18 §3). */}
      <Checkbox aria-label={item.tarefa} checked={done} onCheckedChange={(c) => onToggle(c === true)} className="mt-0.5" />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <button
          type="button"
          onClick={onEdit}
          aria-label={`Editar tarefa: ${item.tarefa}`}
          className={cn(
            'rounded-sm text-left text-sm leading-snug font-medium wrap-anywhere hover:underline hover:underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            done && 'text-muted-foreground line-through',
          )}
        >
          {item.tarefa}
        </button>
        <div className="flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
          <Badge variant={priorityVariant[item.prioridade]}>{priorityLabels[item.prioridade]}</Badge>
          {item.prazo && (
            <span className={cn('inline-flex items-center gap-1', overdue && 'font-medium text-destructive')}>
              <CalendarDays className="size-3.5" aria-hidden="true" />
              Prazo: {formatDate(item.prazo)}
              {overdue && ' (atrasada)'}
            </span>
          )}
          {item.horario_lembrete && (
            <span className="inline-flex items-center gap-1">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              Lembrete: {item.horario_lembrete}
            </span>
          )}
        </div>
        {item.conclusao_automatica && done && (
          <p className="inline-flex items-start gap-1 text-xs text-success" data-testid="auto-note">
            <Wand2 className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            {item.conclusao_automatica}
          </p>
        )}
        {item.notas && (
          <p className="inline-flex items-start gap-1 text-xs whitespace-pre-line text-muted-foreground">
            <NotebookText className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
            <span className="line-clamp-2 wrap-anywhere">{item.notas}</span>
          </p>
        )}
        {item.prazo && !done && (
          <AddToCalendar
            kind="checklist"
            id={item.id}
            event={{
              title: `Tarefa: ${item.tarefa}`,
              date: item.prazo,
              details: item.horario_lembrete ? `Lembrete às ${item.horario_lembrete}.` : undefined,
            }}
          />
        )}
      </div>
      <Button
        variant="ghost"
        size="icon"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Remover ${item.tarefa}`}
        className="shrink-0 text-muted-foreground hover:text-destructive"
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </li>
  )
}

function AddTaskCard() {
  const add = useAddChecklistItem()
  const { register, control, handleSubmit, reset, setError } = useForm<AddFormValues>({ defaultValues: emptyAddForm })
  const timeZone = useWeddingTimeZone()

  const onSubmit = handleSubmit((values) => {
    const payload = toChecklistPayload(values)
    if (!payload) return // an empty description is ignored (spec part 1 §5)
    add.mutate(payload, {
      onSuccess: () => {
        toast.success('Item adicionado')
        reset(emptyAddForm)
      },
      onError: (error) => {
        // The server checks the same rules; if it still refuses the deadline, say so under the field.
        if (isApiError(error) && error.fields.prazo) {
          setError('prazo', { message: error.fields.prazo === 'past' ? PAST_DEADLINE : INVALID_BR_DATE })
        }
        if (isApiError(error) && error.fields.horario_lembrete) {
          setError('horario_lembrete', { message: reminderErrorMessage(error.fields.horario_lembrete) })
        }
        toast.error('Erro ao adicionar item', { description: errorMessage(error) })
      },
    })
  })

  return (
    <Card>
      <CardHeader>
        <CardTitle>Nova tarefa</CardTitle>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label="Adicionar tarefa" className="grid gap-4 lg:grid-cols-[1fr_auto_auto_auto_auto] lg:items-start">
          <Field>
            <Label htmlFor="task-tarefa">Descrição</Label>
            <Input id="task-tarefa" autoComplete="off" maxLength={200} placeholder="Ex.: Comprar as alianças" {...register('tarefa')} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2 lg:contents">
            <Controller
              control={control}
              name="prazo"
              rules={{ validate: (text) => validatePrazo(text) }}
              render={({ field, fieldState }) => (
                <DateField
                  id="task-prazo"
                  label="Prazo"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  className="lg:w-44"
                />
              )}
            />
            <Controller
              control={control}
              name="horario_lembrete"
              rules={{ validate: validateReminder }}
              render={({ field, fieldState }) => (
                <TextField
                  id="task-lembrete"
                  label="Lembrete"
                  inputMode="numeric"
                  placeholder="hh:mm"
                  autoComplete="off"
                  maxLength={5}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onChange={(event) => field.onChange(maskClock(event.target.value))}
                  onBlur={field.onBlur}
                  error={fieldState.error?.message}
                  hint={reminderZoneHint(timeZone)}
                  className="lg:w-36"
                />
              )}
            />
          </div>
          <Field>
            <Label htmlFor="task-prioridade">Prioridade</Label>
            <Controller
              control={control}
              name="prioridade"
              render={({ field }) => (
                <Select value={field.value} onValueChange={(v) => field.onChange(v as Priority)}>
                  <SelectTrigger id="task-prioridade" className="lg:w-36">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    {priorities.map((p) => (
                      <SelectItem key={p} value={p}>
                        {priorityLabels[p]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              )}
            />
          </Field>
          {/* Top-aligned row (a field error must not shift the others): the button lines up with the inputs, below the labels. */}
          <Button type="submit" disabled={add.isPending} className="lg:mt-5.5">
            {add.isPending ? <Spinner /> : <Plus aria-hidden="true" />}
            Adicionar
          </Button>
        </form>
      </CardContent>
    </Card>
  )
}

import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError } from '@/lib/api'
import { INVALID_BR_DATE } from '@/lib/calendar-date'
import { reminderZoneHint } from '@/lib/format'
import { useWeddingTimeZone } from '@/lib/session'
import { priorities, priorityLabels, useUpdateChecklistItem, type ChecklistItem, type Priority } from '../api/checklist'
import {
  reminderErrorMessage,
  MAX_NOTAS,
  maskClock,
  PAST_DEADLINE,
  toEditForm,
  toEditPayload,
  validatePrazo,
  validateReminder,
  type EditFormValues,
} from '../utils/checklist'

type TaskEditorDialogProps = {
  /** The task being edited; null closes the dialog. */
  item: ChecklistItem | null
  onClose: () => void
}

/**
 * Tapping a task opens it here (issue 18 §3): title, deadline, priority, reminder and notes.
 * Completing stays on the row's checkbox. The form is keyed by the task, so each opening starts
 * from the stored values.
 */
export function TaskEditorDialog({ item, onClose }: TaskEditorDialogProps) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Editar tarefa</DialogTitle>
          <DialogDescription>Alterem os detalhes da tarefa. Para concluí-la, marquem a caixa na lista.</DialogDescription>
        </DialogHeader>
        {item && <TaskEditorForm key={item.id} item={item} onDone={onClose} />}
      </DialogContent>
    </Dialog>
  )
}

function TaskEditorForm({ item, onDone }: { item: ChecklistItem; onDone: () => void }) {
  const update = useUpdateChecklistItem()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EditFormValues>({ defaultValues: toEditForm(item) })
  const timeZone = useWeddingTimeZone()

  const onSubmit = handleSubmit((values) => {
    const payload = toEditPayload(values)
    if (!payload) {
      setError('tarefa', { message: 'Informe a descrição da tarefa.' })
      return
    }
    update.mutate(
      { id: item.id, payload },
      {
        onSuccess: () => {
          toast.success('Tarefa atualizada')
          onDone()
        },
        onError: (error) => {
          // The server checks the same rules; show its refusal under the field it names.
          if (isApiError(error)) {
            const f = error.fields
            if (f.prazo) setError('prazo', { message: f.prazo === 'past' ? PAST_DEADLINE : INVALID_BR_DATE })
            if (f.horario_lembrete) setError('horario_lembrete', { message: reminderErrorMessage(f.horario_lembrete) })
            if (f.notas) setError('notas', { message: `Use no máximo ${MAX_NOTAS} caracteres.` })
            if (f.tarefa) setError('tarefa', { message: 'Informe a descrição da tarefa (até 200 caracteres).' })
          }
          toast.error('Erro ao atualizar tarefa', { description: errorMessage(error) })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Editar tarefa" className="grid gap-4">
      <Field>
        <Label htmlFor="edit-tarefa">Descrição</Label>
        <Input
          id="edit-tarefa"
          autoComplete="off"
          maxLength={200}
          aria-invalid={errors.tarefa ? true : undefined}
          aria-describedby={errors.tarefa ? 'edit-tarefa-error' : undefined}
          {...register('tarefa')}
        />
        <FieldError id="edit-tarefa-error">{errors.tarefa?.message}</FieldError>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={control}
          name="prazo"
          rules={{ validate: (text) => validatePrazo(text, item.prazo) }}
          render={({ field, fieldState }) => (
            <DateField
              id="edit-prazo"
              label="Prazo"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="horario_lembrete"
          rules={{ validate: validateReminder }}
          render={({ field, fieldState }) => (
            <TextField
              id="edit-lembrete"
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
            />
          )}
        />
      </div>
      <Field>
        <Label htmlFor="edit-prioridade">Prioridade</Label>
        <Controller
          control={control}
          name="prioridade"
          render={({ field }) => (
            <Select value={field.value} onValueChange={(v) => field.onChange(v as Priority)}>
              <SelectTrigger id="edit-prioridade">
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
      <Field>
        <Label htmlFor="edit-notas">Notas</Label>
        <Textarea
          id="edit-notas"
          rows={4}
          maxLength={MAX_NOTAS}
          placeholder="Ex.: telefone do fornecedor, o que levar, o que ficou combinado"
          aria-invalid={errors.notas ? true : undefined}
          aria-describedby={errors.notas ? 'edit-notas-error' : undefined}
          {...register('notas')}
        />
        <FieldError id="edit-notas-error">{errors.notas?.message}</FieldError>
      </Field>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone}>
          Cancelar
        </Button>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Salvar
        </Button>
      </DialogFooter>
    </form>
  )
}

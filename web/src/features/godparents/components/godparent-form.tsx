import { zodResolver } from '@hookform/resolvers/zod'
import { Save, UserPlus, X } from 'lucide-react'
import { useEffect } from 'react'
import { Controller, useForm, type UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage, isApiError } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useCreateGodparent, useUpdateGodparent } from '../api/godparents'
import {
  emptyGodparentForm,
  godparentFieldMessage,
  godparentFormSchema,
  godparentToFormInput,
  godparentTipos,
  isGodparentFormField,
  tipoLabels,
  type Godparent,
  type GodparentFormInput,
  type GodparentFormValues,
} from '../api/schemas'

type GodparentFormProps = {
  /** The person being edited; null when adding. */
  editing: Godparent | null
  onDoneEditing: () => void
}

/** The add/edit form of the godparents page (spec part 2 §2, §5, §8). */
export function GodparentForm({ editing, onDoneEditing }: GodparentFormProps) {
  const create = useCreateGodparent()
  const update = useUpdateGodparent()
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<GodparentFormInput, unknown, GodparentFormValues>({
    resolver: zodResolver(godparentFormSchema),
    defaultValues: emptyGodparentForm,
  })

  // Switching between adding and editing loads that person's data (or clears the form).
  useEffect(() => {
    reset(editing ? godparentToFormInput(editing) : emptyGodparentForm)
    if (editing) setFocus('nome')
  }, [editing, reset, setFocus])

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (editing) {
        await update.mutateAsync({ id: editing.id, ...values })
        toast.success('Informações atualizadas')
        onDoneEditing()
      } else {
        await create.mutateAsync(values)
        toast.success('Padrinho/Madrinha adicionado')
        reset(emptyGodparentForm)
      }
    } catch (error) {
      reportSaveError(error, editing !== null, setError)
    }
  })

  const busy = create.isPending || update.isPending
  const title = editing ? 'Editar Padrinho/Madrinha' : 'Adicionar Padrinho/Madrinha'

  return (
    <Card id="godparent-form" className={cn(editing && 'border-primary/50')}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>
          {editing ? (
            <>
              Alterando os dados de <strong className="font-semibold text-foreground">{editing.nome}</strong>.
            </>
          ) : (
            'Nome e tipo são obrigatórios.'
          )}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={title}>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField id="godparent-nome" label="Nome*" autoComplete="off" error={errors.nome?.message} {...register('nome')} />
            <Controller
              control={control}
              name="tipo"
              render={({ field }) => (
                <Field>
                  <Label htmlFor="godparent-tipo">Tipo*</Label>
                  {/* Always controlled: '' shows the placeholder again after a reset. */}
                  <Select name={field.name} value={field.value} onValueChange={field.onChange}>
                    <SelectTrigger
                      id="godparent-tipo"
                      ref={field.ref}
                      onBlur={field.onBlur}
                      aria-invalid={errors.tipo ? true : undefined}
                      aria-describedby={errors.tipo ? 'godparent-tipo-error' : undefined}
                      className="h-11 aria-invalid:border-destructive"
                    >
                      <SelectValue placeholder="Selecione" />
                    </SelectTrigger>
                    <SelectContent>
                      {godparentTipos.map((tipo) => (
                        <SelectItem key={tipo} value={tipo}>
                          {tipoLabels[tipo]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                  <FieldError id="godparent-tipo-error">{errors.tipo?.message}</FieldError>
                </Field>
              )}
            />
            <TextField
              id="godparent-email"
              label="E-mail"
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.email?.message}
              {...register('email')}
            />
            <TextField
              id="godparent-telefone"
              label="Telefone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 91234-5678"
              maxLength={30}
              error={errors.telefone?.message}
              {...register('telefone')}
            />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxField control={control} name="is_dama_honra" id="godparent-dama" label="Dama de honra" />
            <CheckboxField control={control} name="confirmado" id="godparent-confirmado" label="Presença confirmada" />
          </div>
          <Field>
            <Label htmlFor="godparent-observacoes">Observações</Label>
            <textarea
              id="godparent-observacoes"
              rows={3}
              maxLength={1000}
              aria-invalid={errors.observacoes ? true : undefined}
              aria-describedby={errors.observacoes ? 'godparent-observacoes-error' : undefined}
              className="w-full min-w-0 rounded-lg border border-input bg-card px-3 py-2 text-base shadow-xs transition-colors placeholder:text-muted-foreground/70 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm"
              placeholder="Ex.: irmão do noivo, traje, medidas…"
              {...register('observacoes')}
            />
            <FieldError id="godparent-observacoes-error">{errors.observacoes?.message}</FieldError>
          </Field>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button type="button" variant="outline" onClick={onDoneEditing}>
                <X aria-hidden="true" />
                Cancelar edição
              </Button>
            )}
            <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
              {busy ? <Spinner /> : editing ? <Save aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {editing ? 'Salvar alterações' : 'Adicionar'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

type CheckboxFieldProps = {
  control: ReturnType<typeof useForm<GodparentFormInput, unknown, GodparentFormValues>>['control']
  name: 'is_dama_honra' | 'confirmado'
  id: string
  label: string
}

function CheckboxField({ control, name, id, label }: CheckboxFieldProps) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="flex items-center gap-3 rounded-xl bg-muted/60 p-3">
          <Checkbox
            id={id}
            name={field.name}
            ref={field.ref}
            checked={field.value}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            onBlur={field.onBlur}
          />
          <Label htmlFor={id} className="cursor-pointer">
            {label}
          </Label>
        </div>
      )}
    />
  )
}

/** Spec part 2 §8: 'Erro ao adicionar' / 'Erro ao atualizar' with the server's message; field codes also go under their fields. */
function reportSaveError(error: unknown, editing: boolean, setError: UseFormSetError<GodparentFormInput>) {
  toast.error(editing ? 'Erro ao atualizar' : 'Erro ao adicionar', { description: errorMessage(error) })
  if (!isApiError(error)) return
  let first = true
  for (const [field, code] of Object.entries(error.fields)) {
    if (!isGodparentFormField(field)) continue
    setError(field, { type: 'server', message: godparentFieldMessage(field, code, error.message) }, { shouldFocus: first })
    first = false
  }
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { isApiError } from '@/lib/api'
import { limitFormSchema, type LimitFormInput } from '../api/forms'
import { useCreateLimit, useUpdateLimit, type LimitPayload, type SpendingLimit } from '../api/spending'
import { centsToInput } from '@/lib/format'
import { panelCategories } from '../utils/spending'
import { FormDialog, FormDialogFooter } from './shared'

type Props = { open: boolean; onOpenChange: (open: boolean) => void; limit: SpendingLimit | null }

/** The alerts panel's new/edit limit dialog (part 2 §2, §5). */
export function LimitFormDialog({ open, onOpenChange, limit }: Props) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={limit ? 'Editar Limite' : 'Novo Limite de Gastos'}
      description="Avisamos em 60%, 80% e 100% do limite."
    >
      <LimitForm key={limit?.id ?? 'new'} limit={limit} onDone={() => onOpenChange(false)} />
    </FormDialog>
  )
}

const serverFields: Record<string, keyof LimitFormInput> = {
  category: 'category',
  limit_cents: 'limit',
  current_cents: 'current',
}

function LimitForm({ limit, onDone }: { limit: SpendingLimit | null; onDone: () => void }) {
  const create = useCreateLimit()
  const update = useUpdateLimit()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<LimitFormInput, unknown, LimitPayload>({
    resolver: zodResolver(limitFormSchema),
    defaultValues: limit
      ? {
          category: limit.category,
          limit: centsToInput(limit.limit_cents),
          current: centsToInput(limit.current_cents),
          is_active: limit.is_active,
        }
      : { category: '', limit: '', current: '', is_active: true },
  })
  // A limit created in the events screen may carry a category the panel's list lacks.
  const categories: string[] = [...panelCategories]
  if (limit && !categories.includes(limit.category)) categories.push(limit.category)

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (limit) {
        await update.mutateAsync({ id: limit.id, ...values })
        toast.success('Limite atualizado com sucesso!')
      } else {
        await create.mutateAsync(values)
        toast.success('Limite criado com sucesso!')
      }
      onDone()
    } catch (error) {
      if (isApiError(error)) {
        for (const field of Object.keys(error.fields)) {
          const target = serverFields[field]
          if (target) setError(target, { type: 'server', message: 'Valor inválido.' })
        }
      }
      toast.error('Erro', { description: 'Não foi possível salvar o limite.' })
    }
  })

  const busy = create.isPending || update.isPending

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={limit ? 'Editar limite' : 'Novo limite'}>
      <Controller
        control={control}
        name="category"
        render={({ field }) => (
          <Field>
            <Label htmlFor="limit-category">Categoria*</Label>
            <Select value={field.value} onValueChange={field.onChange}>
              <SelectTrigger
                id="limit-category"
                ref={field.ref}
                onBlur={field.onBlur}
                className="h-11"
                aria-invalid={errors.category ? true : undefined}
                aria-describedby={errors.category ? 'limit-category-error' : undefined}
              >
                <SelectValue placeholder="Selecione a categoria" />
              </SelectTrigger>
              <SelectContent>
                {categories.map((value) => (
                  <SelectItem key={value} value={value}>
                    {value}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FieldError id="limit-category-error">{errors.category?.message}</FieldError>
          </Field>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="limit-amount"
          label="Limite (R$)*"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          error={errors.limit?.message}
          {...register('limit')}
        />
        <TextField
          id="limit-current"
          label="Gasto atual (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          error={errors.current?.message}
          {...register('current')}
        />
      </div>
      <Controller
        control={control}
        name="is_active"
        render={({ field }) => (
          <div className="flex items-center gap-2">
            <Checkbox id="limit-active" checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor="limit-active">Alerta ativo</Label>
          </div>
        )}
      />
      <FormDialogFooter busy={busy} />
    </form>
  )
}

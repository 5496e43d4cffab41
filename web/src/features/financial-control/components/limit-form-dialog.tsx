import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Checkbox } from '@/components/ui/checkbox'
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { isApiError } from '@/lib/api'
import { limitFormSchema, type LimitFormInput } from '../api/forms'
import { useBudgetCategories, useCreateLimit, useUpdateLimit, type LimitPayload, type SpendingLimit } from '../api/spending'
import { centsToInput, formatBRL } from '@/lib/format'
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
  budget_category: 'budget_category',
}

/** The Select's value for 'no budget category' (a Radix Select item cannot have an empty value). */
const TYPED = 'digitado'

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
          current: limit.budget_category === null ? centsToInput(limit.current_cents) : '',
          is_active: limit.is_active,
          budget_category: limit.budget_category ?? '',
        }
      : { category: '', limit: '', current: '', is_active: true, budget_category: '' },
  })
  const budgetCategories = useBudgetCategories().data ?? []
  const followed = useWatch({ control, name: 'budget_category' })
  const followedSpend = budgetCategories.find((c) => c.nome === followed)?.spent_cents
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
        for (const [field, code] of Object.entries(error.fields)) {
          const target = serverFields[field]
          const message = code === 'not_found' ? 'Esta categoria não existe mais no orçamento.' : 'Valor inválido.'
          if (target) setError(target, { type: 'server', message })
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
        {followed === '' ? (
          <TextField
            id="limit-current"
            label="Gasto atual (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            error={errors.current?.message}
            {...register('current')}
          />
        ) : (
          <div className="grid content-start gap-2 text-sm">
            <span className="font-medium">Gasto atual (R$)</span>
            <p className="text-muted-foreground" data-testid="limit-current-from-budget">
              {followedSpend === undefined ? 'Vem do orçamento.' : `${formatBRL(followedSpend)}, do orçamento.`}
            </p>
          </div>
        )}
      </div>
      <Controller
        control={control}
        name="budget_category"
        render={({ field }) => (
          <Field>
            <Label htmlFor="limit-budget-category">Acompanhar categoria do orçamento</Label>
            <Select value={field.value === '' ? TYPED : field.value} onValueChange={(v) => field.onChange(v === TYPED ? '' : v)}>
              <SelectTrigger
                id="limit-budget-category"
                ref={field.ref}
                onBlur={field.onBlur}
                className="h-11"
                aria-invalid={errors.budget_category ? true : undefined}
                aria-describedby="limit-budget-category-hint"
              >
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value={TYPED}>Nenhuma: informar o gasto à mão</SelectItem>
                {budgetCategories.map((c) => (
                  <SelectItem key={c.nome} value={c.nome}>
                    {c.nome}
                  </SelectItem>
                ))}
                {field.value !== '' && !budgetCategories.some((c) => c.nome === field.value) && (
                  <SelectItem value={field.value}>{field.value}</SelectItem>
                )}
              </SelectContent>
            </Select>
            <p id="limit-budget-category-hint" className="text-xs text-muted-foreground">
              O gasto atual passa a ser o gasto desta categoria no orçamento e muda com ele.
            </p>
            <FieldError id="limit-budget-category-error">{errors.budget_category?.message}</FieldError>
          </Field>
        )}
      />
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

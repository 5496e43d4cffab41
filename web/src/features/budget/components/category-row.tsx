import { AlertTriangle, CheckCircle2, Circle, Clock, Plane, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { formatBRL, parseBRL } from '@/lib/format'
import { cn } from '@/lib/utils'
import { categoryStatuses, categoryStatusLabels, isCategoryStatus, type CategoryStatus } from '../api/budget'
import {
  allocatedCents,
  centsToInput,
  moneyToCents,
  percentToTenths,
  type CategoryErrors,
  type DraftCategory,
} from '../utils/budget-math'
import { conflictNote, type CategoryField } from '../utils/budget-draft'
import type { Contract } from '@/features/contracts/api/schemas'

/** Grey, yellow and green (part 1 §4), always with the label so colour is not the only cue. */
const statusIcons: Record<CategoryStatus, { Icon: typeof Circle; className: string }> = {
  pendente: { Icon: Circle, className: 'text-muted-foreground' },
  em_andamento: { Icon: Clock, className: 'text-warning' },
  concluido: { Icon: CheckCircle2, className: 'text-success' },
}

const units = [
  { unit: 'percent', text: 'Em %' },
  { unit: 'reais', text: 'Em R$' },
] as const

type Props = {
  category: DraftCategory
  /** What the percentages split: the total less the categories in reais. */
  percentBaseCents: number
  errors?: CategoryErrors
  /** Fields the other member also changed, to another value; this person's value was kept. */
  conflicts?: CategoryField[]
  /** The contracts that name this category (issue 18 §4: a category has suppliers). */
  suppliers?: Contract[]
  onChange: (changes: Partial<Omit<DraftCategory, 'key'>>) => void
  onRemove: () => void
}

/** One budget category: name, percent, allocated value, spent, status, progress and remaining. */
export function CategoryRow({ category, percentBaseCents, errors, conflicts, suppliers = [], onChange, onRemove }: Props) {
  const id = `budget-${category.key}`
  const honeymoon = category.honeymoon === true
  const reais = category.unit === 'reais'
  const allocated = reais ? Math.max(0, moneyToCents(category.amount)) : allocatedCents(percentBaseCents, percentToTenths(category.percent))
  const spent = moneyToCents(category.spent)
  const remaining = allocated - spent
  const progress = allocated > 0 ? Math.min(100, (spent / allocated) * 100) : spent > 0 ? 100 : 0
  const label = category.nome.trim() || 'Nova categoria'
  const { Icon, className: iconClass } = statusIcons[category.status]

  return (
    <li
      data-testid="budget-category"
      className={cn('rounded-xl border bg-card p-4', conflicts && conflicts.length > 0 && 'border-warning')}
      aria-label={label}
    >
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,2fr)_8.5rem_minmax(0,1.2fr)_minmax(0,1.3fr)_auto] sm:items-start">
        <Field className="col-span-2 sm:col-span-1">
          {/* As tall as the other fields' labels (the toggle overflows it), so the inputs line up. */}
          <div className="flex h-5 items-center justify-between gap-2">
            <Label htmlFor={`${id}-nome`}>Categoria</Label>
            {!honeymoon && (
              <div role="group" aria-label={`Como definir ${label}`} className="inline-flex rounded-md border" data-testid="budget-unit">
                {units.map(({ unit, text }) => (
                  <button
                    key={unit}
                    type="button"
                    aria-pressed={category.unit === unit}
                    className={cn(
                      'h-6 rounded-[5px] px-2 text-xs font-medium',
                      category.unit === unit ? 'bg-primary text-primary-foreground' : 'text-muted-foreground hover:bg-muted',
                    )}
                    onClick={() => {
                      if (category.unit === unit) return
                      // The allocation stays where it was: reais start at it, a percentage keeps its own.
                      onChange(unit === 'reais' ? { unit, amount: allocated > 0 ? centsToInput(allocated) : '' } : { unit })
                    }}
                  >
                    {text}
                  </button>
                ))}
              </div>
            )}
          </div>
          <Input
            id={`${id}-nome`}
            value={category.nome}
            readOnly={honeymoon}
            maxLength={100}
            aria-invalid={errors?.nome ? true : undefined}
            aria-describedby={errors?.nome ? `${id}-nome-error` : undefined}
            onChange={(event) => onChange({ nome: event.target.value })}
          />
          <FieldError id={`${id}-nome-error`}>{errors?.nome}</FieldError>
        </Field>
        {honeymoon ? (
          <div className="grid gap-2">
            <span className="text-sm font-medium whitespace-nowrap">Porcentagem (%)</span>
            <p className="flex h-11 items-center text-sm text-muted-foreground" data-testid="budget-fixed">
              Valor fixo
            </p>
          </div>
        ) : reais ? (
          <Field>
            <Label htmlFor={`${id}-amount`} className="whitespace-nowrap">
              Valor (R$)
            </Label>
            <Input
              id={`${id}-amount`}
              inputMode="decimal"
              placeholder="0,00"
              value={category.amount}
              aria-invalid={errors?.amount ? true : undefined}
              aria-describedby={errors?.amount ? `${id}-amount-error` : undefined}
              onChange={(event) => onChange({ amount: event.target.value })}
              onBlur={() => {
                const cents = parseBRL(category.amount)
                if (cents !== null && cents >= 0) onChange({ amount: centsToInput(cents) })
              }}
            />
            <FieldError id={`${id}-amount-error`}>{errors?.amount}</FieldError>
          </Field>
        ) : (
          <Field>
            <Label htmlFor={`${id}-percent`} className="whitespace-nowrap">
              Porcentagem (%)
            </Label>
            <Input
              id={`${id}-percent`}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.1}
              value={category.percent}
              aria-invalid={errors?.percent ? true : undefined}
              aria-describedby={errors?.percent ? `${id}-percent-error` : undefined}
              onChange={(event) => onChange({ percent: event.target.value })}
            />
            <FieldError id={`${id}-percent-error`}>{errors?.percent}</FieldError>
          </Field>
        )}
        <div className="grid gap-2">
          <span className="text-sm font-medium">Valor alocado</span>
          <p className="flex h-11 items-center text-base font-semibold tabular-nums" data-testid="budget-allocated">
            {formatBRL(allocated)}
          </p>
        </div>
        <Field className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-spent`}>Gasto (R$)</Label>
          <Input
            id={`${id}-spent`}
            inputMode="decimal"
            placeholder="0,00"
            value={category.spent}
            readOnly={honeymoon}
            aria-invalid={errors?.spent ? true : undefined}
            aria-describedby={errors?.spent ? `${id}-spent-error` : undefined}
            onChange={(event) => onChange({ spent: event.target.value })}
            onBlur={() => {
              const cents = parseBRL(category.spent)
              if (cents !== null && cents >= 0) onChange({ spent: centsToInput(cents) })
            }}
          />
          <FieldError id={`${id}-spent-error`}>{errors?.spent}</FieldError>
        </Field>
        <div className="col-span-2 flex items-end gap-2 sm:col-span-1 sm:pt-7">
          <Select value={category.status} onValueChange={(value) => isCategoryStatus(value) && onChange({ status: value })}>
            <SelectTrigger aria-label={`Status de ${label}`} className="h-11 w-full sm:w-[10.5rem]">
              <SelectValue>
                <span className="flex items-center gap-2">
                  <Icon className={cn('size-4', iconClass)} aria-hidden="true" />
                  {categoryStatusLabels[category.status]}
                </span>
              </SelectValue>
            </SelectTrigger>
            <SelectContent>
              {categoryStatuses.map((value) => {
                const { Icon: ItemIcon, className } = statusIcons[value]
                return (
                  <SelectItem key={value} value={value}>
                    <span className="flex items-center gap-2">
                      <ItemIcon className={cn('size-4', className)} aria-hidden="true" />
                      {categoryStatusLabels[value]}
                    </span>
                  </SelectItem>
                )
              })}
            </SelectContent>
          </Select>
          <Button
            variant="ghost"
            size="icon"
            className="size-11 text-destructive hover:bg-destructive-soft"
            aria-label={`Remover ${label}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      {conflicts && conflicts.length > 0 && (
        <p className="mt-3 flex items-start gap-2 text-sm font-medium text-warning" data-testid="budget-conflict">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {conflictNote(conflicts)}
        </p>
      )}
      {honeymoon && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted-foreground">
          <Plane className="size-4 shrink-0" aria-hidden="true" />
          <span>
            Valores do planejador de{' '}
            <Link to="/app/honeymoon" className="font-medium text-primary underline-offset-4 hover:underline">
              Lua de Mel
            </Link>
            : alocado = total estimado, gasto = total real.
          </span>
        </p>
      )}
      <div className="mt-4 grid gap-1.5">
        <div
          role="progressbar"
          aria-label={`Gasto de ${label}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress)}
          className="h-2 overflow-hidden rounded-full bg-muted"
        >
          <div
            className={cn('h-full rounded-full', remaining < 0 ? 'bg-destructive' : 'bg-primary')}
            style={{ width: `${progress}%` }}
          />
        </div>
        <p className={cn('text-right text-sm tabular-nums', remaining < 0 ? 'text-destructive' : 'text-muted-foreground')}>
          {remaining < 0 ? `Acima do alocado: ${formatBRL(-remaining)}` : `Restante: ${formatBRL(remaining)}`}
        </p>
      </div>
      {suppliers.length > 0 && (
        <div className="mt-3 grid gap-1 border-t pt-3 text-sm" data-testid="budget-suppliers">
          <span className="font-medium">Fornecedores</span>
          <ul className="grid gap-1">
            {suppliers.map((c) => (
              <li key={c.id} className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link to="/app/contracts" className="font-medium text-primary underline-offset-4 hover:underline">
                  {c.fornecedor}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  {[
                    c.valor_cents !== null ? formatBRL(c.valor_cents) : null,
                    c.payments.count > 0 ? `${c.payments.paid} de ${c.payments.count} pagos` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </li>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { ExternalLink, Lightbulb, MapPin, Plane, Save, Wallet } from 'lucide-react'
import { useEffect, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConflictNotice } from '@/components/conflict-notice'
import { DateField } from '@/components/date-field'
import { GatedCard, PlanCheckFailed } from '@/components/gated-card'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { isConflict } from '@/lib/api'
import { formatBRL } from '@/lib/format'
import { mergeFields } from '@/lib/merge-fields'
import { gatedCardPropsFromError } from '@/lib/plan-gate'
import { cn } from '@/lib/utils'
import { usePermission } from '@/lib/permission'
import {
  HONEYMOON_FEATURE,
  honeymoonQueryOptions,
  honeymoonSchema,
  useHoneymoon,
  useSaveHoneymoon,
  type Honeymoon,
} from '../api/honeymoon'
import {
  DESTINATION_REQUIRED,
  draftFromTrip,
  expenseCategories,
  expenseTotals,
  parseAmount,
  preferenceOptions,
  suggestedDestinations,
  travelTips,
  usefulLinks,
  validateTrip,
  type BudgetLevel,
  type TripDraft,
  type TripErrors,
} from '../utils/trip-form'


const budgetLevelClass: Record<BudgetLevel, string> = {
  Alto: 'bg-destructive-soft text-destructive',
  Médio: 'bg-warning-soft text-warning',
  Baixo: 'bg-success/10 text-success',
}

/** The form's checked fields, in page order: the first one in error gets the focus. */
const errorFields: { key: keyof TripErrors; id: string; label: string }[] = [
  { key: 'destino', id: 'honeymoon-destino', label: 'Destino' },
  { key: 'dataInicio', id: 'honeymoon-inicio', label: 'Data de ida' },
  { key: 'dataFim', id: 'honeymoon-fim', label: 'Data de volta' },
  { key: 'orcamento', id: 'honeymoon-orcamento', label: 'Orçamento' },
]

/** /app/honeymoon 'Lua de Mel' (part 2 §2 Honeymoon planner), gated by honeymoon_planner. */
export function HoneymoonPage() {
  const permission = usePermission(HONEYMOON_FEATURE) // the plan gate, answered by the server
  const allowed = permission.data?.allowed === true
  // Loaded on every plan: a plan without the feature still sees its saved trip, read-only
  // (issue 15: gated means locked, never hidden; the server's GET is not gated).
  const honeymoon = useHoneymoon(permission.isSuccess)
  // A failed load is only logged (part 2 §8): the couple can still plan and save.
  useEffect(() => {
    if (honeymoon.error) console.error('honeymoon: load failed', honeymoon.error)
  }, [honeymoon.error])

  let body
  if (permission.isPending || (allowed && honeymoon.isPending)) {
    body = (
      <div className="grid gap-4" aria-busy="true" aria-label="Carregando">
        <Skeleton className="h-72" />
        <Skeleton className="h-96" />
      </div>
    )
  } else if (permission.data && !permission.data.allowed) {
    const savedTrip = honeymoon.data?.trip ? honeymoon.data : null
    body = (
      <>
        <GatedCard
          kind="feature"
          feature={HONEYMOON_FEATURE}
          message={permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.'}
          currentPlanName={permission.data.current_plan_name}
          upgradeRequired={permission.data.upgrade_required}
        />
        {savedTrip && <HoneymoonPlanner saved={savedTrip} readOnly />}
      </>
    )
  } else if (permission.isError) {
    body = <PlanCheckFailed />
  } else {
    body = <HoneymoonPlanner saved={honeymoon.data ?? null} />
  }

  return (
    <div className="grid gap-6">
      <PageHeader title="Lua de Mel" description="Planejem a viagem dos sonhos: destino, datas, orçamento e gastos." />
      {body}
    </div>
  )
}

/** The planner; readOnly shows a saved trip to a plan without the feature, every control locked. */
function HoneymoonPlanner({ saved, readOnly = false }: { saved: Honeymoon | null; readOnly?: boolean }) {
  const queryClient = useQueryClient()
  const save = useSaveHoneymoon()
  const [draft, setDraft] = useState<TripDraft>(() => draftFromTrip(saved?.trip ?? null))
  // The saved trip the draft was built from, with its version (sent with the next save).
  const [base, setBase] = useState(() => ({ version: saved?.trip?.version ?? 0, draft: draftFromTrip(saved?.trip ?? null) }))
  const [conflict, setConflict] = useState<string | null>(null)
  // A newer trip (the other member's save by realtime, or a 409's current one): fields not
  // edited here take its values, edited ones are kept, and the version moves on. Adjusted while
  // rendering, as React advises for state that follows a prop.
  const serverVersion = saved?.trip?.version ?? 0
  if (serverVersion > base.version) {
    const next = draftFromTrip(saved?.trip ?? null)
    setDraft(mergeFields(base.draft, draft, next))
    setBase({ version: serverVersion, draft: next })
  }
  const [showErrors, setShowErrors] = useState(false)
  const [gate, setGate] = useState<ReturnType<typeof gatedCardPropsFromError>>(null)
  const { payload, errors } = validateTrip(draft)
  const inError = errorFields.filter((f) => errors[f.key]) // in page order
  const firstError = inError[0]
  const visible = showErrors ? errors : {}
  const totals = expenseTotals(draft.expenses)
  const difference = totals.estimated - totals.actual
  const hasBudget = saved?.has_budget ?? false

  const update = (changes: Partial<TripDraft>) => setDraft((d) => ({ ...d, ...changes }))
  const setExpense = (category: string, field: 'estimated' | 'actual', value: string) =>
    setDraft((d) => {
      const current = d.expenses[category] ?? { estimated: '', actual: '' }
      return { ...d, expenses: { ...d.expenses, [category]: { ...current, [field]: value } } }
    })
  const togglePreference = (p: string) =>
    setDraft((d) => ({
      ...d,
      preferencias: d.preferencias.includes(p) ? d.preferencias.filter((x) => x !== p) : [...d.preferencias, p],
    }))

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    if (!payload) {
      setShowErrors(true)
      if (errors.destino) toast.error(DESTINATION_REQUIRED.title, { description: DESTINATION_REQUIRED.description })
      // The first field in error comes into view with the focus, wherever the button was.
      const el = firstError && document.getElementById(firstError.id)
      // (jsdom has no scrollIntoView; browsers all do.)
      if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'center' })
      el?.focus({ preventScroll: true })
      return
    }
    try {
      const result = await save.mutateAsync({ ...payload, version: base.version })
      const next = draftFromTrip(result.trip)
      setBase({ version: result.trip?.version ?? 0, draft: next })
      setDraft(next)
      setConflict(null)
      setShowErrors(false)
      toast.success('Sucesso!', { description: 'Plano de lua de mel salvo com sucesso.' })
    } catch (error) {
      if (isConflict(error)) {
        const current = honeymoonSchema.safeParse(error.details.current)
        if (current.success) queryClient.setQueryData(honeymoonQueryOptions.queryKey, current.data)
        setConflict(error.message)
        toast.error(error.message)
        return
      }
      const gated = gatedCardPropsFromError(error)
      if (gated) setGate(gated)
      console.error('honeymoon: save failed', error)
      toast.error('Erro', { description: 'Erro ao salvar plano de lua de mel.' })
    }
  }

  if (gate) return <GatedCard {...gate} />

  return (
    // A disabled fieldset locks every input and button inside it, the Radix ones included.
    <fieldset disabled={readOnly} className="contents">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <form className="grid min-w-0 gap-6" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Plano de lua de mel">
          {readOnly && (
            <p className="rounded-xl bg-muted px-4 py-3 text-sm text-muted-foreground" data-testid="honeymoon-read-only">
              Somente leitura: o plano salvo continua aqui. Para editá-lo, escolham um plano com a Lua de Mel.
            </p>
          )}
          <ConflictNotice message={conflict} />
          <Card>
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                <Plane className="size-5 text-primary" aria-hidden="true" />
                Detalhes da Viagem
              </CardTitle>
              <CardDescription>Destino, datas, orçamento e o estilo da viagem.</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-4">
              <Field>
                <Label htmlFor="honeymoon-destino">Destino *</Label>
                <Input
                  id="honeymoon-destino"
                  placeholder="Ex.: Fernando de Noronha, PE"
                  maxLength={200}
                  value={draft.destino}
                  aria-invalid={visible.destino ? true : undefined}
                  aria-describedby={visible.destino ? 'honeymoon-destino-error' : undefined}
                  onChange={(e) => update({ destino: e.target.value })}
                />
                <FieldError id="honeymoon-destino-error">{visible.destino}</FieldError>
              </Field>
              <div className="grid gap-4 sm:grid-cols-2">
                <DateField
                  id="honeymoon-inicio"
                  label="Data de ida"
                  value={draft.dataInicio}
                  onChange={(text) => update({ dataInicio: text })}
                  error={visible.dataInicio}
                />
                <DateField
                  id="honeymoon-fim"
                  label="Data de volta"
                  value={draft.dataFim}
                  onChange={(text) => update({ dataFim: text })}
                  error={visible.dataFim}
                />
              </div>
              <Field className="sm:max-w-xs">
                <Label htmlFor="honeymoon-orcamento">Orçamento (R$)</Label>
                <Input
                  id="honeymoon-orcamento"
                  inputMode="decimal"
                  placeholder="0,00"
                  value={draft.orcamento}
                  aria-invalid={visible.orcamento ? true : undefined}
                  aria-describedby={visible.orcamento ? 'honeymoon-orcamento-error' : undefined}
                  onChange={(e) => update({ orcamento: e.target.value })}
                />
                <FieldError id="honeymoon-orcamento-error">{visible.orcamento}</FieldError>
              </Field>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Preferências</legend>
                <div className="flex flex-wrap gap-2">
                  {preferenceOptions.map((p) => {
                    const on = draft.preferencias.includes(p)
                    return (
                      <button
                        key={p}
                        type="button"
                        aria-pressed={on}
                        onClick={() => togglePreference(p)}
                        className={cn(
                          'min-h-9 rounded-full border px-3 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-ring',
                          on ? 'border-primary bg-primary text-primary-foreground' : 'bg-card hover:bg-muted',
                        )}
                      >
                        {p}
                      </button>
                    )
                  })}
                </div>
            </fieldset>
            <Field>
              <Label htmlFor="honeymoon-observacoes">Observações</Label>
              <Textarea
                id="honeymoon-observacoes"
                rows={3}
                maxLength={5000}
                placeholder="Ideias, reservas feitas, lugares que querem conhecer…"
                value={draft.observacoes}
                onChange={(e) => update({ observacoes: e.target.value })}
              />
            </Field>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Wallet className="size-5 text-primary" aria-hidden="true" />
              Controle de Gastos Detalhado
            </CardTitle>
            <CardDescription>Valor estimado e gasto real por categoria. Valores inválidos contam como zero.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            <ul className="grid gap-3" aria-label="Gastos por categoria">
              {expenseCategories.map((category, i) => {
                const e = draft.expenses[category] ?? { estimated: '', actual: '' }
                return (
                  <li
                    key={category}
                    data-testid="honeymoon-expense"
                    className="grid grid-cols-2 gap-3 rounded-xl border p-3 sm:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,1fr)] sm:items-end"
                  >
                    <p className="col-span-2 font-medium sm:col-span-1 sm:pb-3">{category}</p>
                    <Field>
                      <Label htmlFor={`honeymoon-exp-${i}-est`}>Estimado (R$)</Label>
                      <Input
                        id={`honeymoon-exp-${i}-est`}
                        inputMode="decimal"
                        placeholder="0,00"
                        aria-label={`Estimado ${category}`}
                        value={e.estimated}
                        onChange={(ev) => setExpense(category, 'estimated', ev.target.value)}
                      />
                    </Field>
                    <Field>
                      <Label htmlFor={`honeymoon-exp-${i}-real`}>Real (R$)</Label>
                      <Input
                        id={`honeymoon-exp-${i}-real`}
                        inputMode="decimal"
                        placeholder="0,00"
                        aria-label={`Real ${category}`}
                        value={e.actual}
                        onChange={(ev) => setExpense(category, 'actual', ev.target.value)}
                      />
                    </Field>
                    {(parseAmount(e.estimated) > 0 || parseAmount(e.actual) > 0) && (
                      <p className="col-span-2 text-right text-xs text-muted-foreground tabular-nums sm:col-span-3">
                        {formatBRL(parseAmount(e.estimated))} estimado · {formatBRL(parseAmount(e.actual))} real
                      </p>
                    )}
                  </li>
                )
              })}
            </ul>
            <dl className="grid gap-2 rounded-xl bg-muted/60 p-4 sm:grid-cols-3">
              <div>
                <dt className="text-sm text-muted-foreground">Total estimado</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="honeymoon-total-estimated">
                  {formatBRL(totals.estimated)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Total real</dt>
                <dd className="text-lg font-semibold tabular-nums" data-testid="honeymoon-total-actual">
                  {formatBRL(totals.actual)}
                </dd>
              </div>
              <div>
                <dt className="text-sm text-muted-foreground">Diferença</dt>
                <dd
                  className={cn('text-lg font-semibold tabular-nums', difference < 0 ? 'text-destructive' : 'text-success')}
                  data-testid="honeymoon-total-difference"
                >
                  {difference < 0 ? `Acima do estimado: ${formatBRL(-difference)}` : formatBRL(difference)}
                </dd>
              </div>
            </dl>
            {!hasBudget && (
              <p className="text-sm text-muted-foreground" data-testid="honeymoon-budget-hint">
                Para que a categoria Lua de Mel apareça no orçamento, definam primeiro o valor total em{' '}
                <Link to="/app/budget" className="font-medium text-primary underline-offset-4 hover:underline">
                  Orçamento
                </Link>
                .
              </p>
            )}
          </CardContent>
        </Card>

        <div className="flex flex-col items-stretch gap-2 sm:items-end">
          {showErrors && firstError && (
            <p role="alert" className="text-sm text-destructive sm:text-right" data-testid="honeymoon-form-errors">
              Corrijam {inError.length > 1 ? 'os campos' : 'o campo'} {inError.map((f) => f.label).join(', ')}: {errors[firstError.key]}
            </p>
          )}
          {!readOnly && (
            <Button type="submit" size="lg" disabled={save.isPending} className="w-full sm:w-auto">
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              Salvar Plano
            </Button>
          )}
        </div>
      </form>

      <aside className="grid min-w-0 gap-6">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <MapPin className="size-5 text-primary" aria-hidden="true" />
              Destinos Sugeridos
            </CardTitle>
            <CardDescription>Toquem em um destino para preenchê-lo.</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2" aria-label="Destinos sugeridos">
              {suggestedDestinations.map((d) => (
                <li key={d.name}>
                  <button
                    type="button"
                    onClick={() => update({ destino: d.name })}
                    className="flex w-full items-center justify-between gap-3 rounded-xl border p-3 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    <span className="min-w-0">
                      <span className="block font-medium">{d.name}</span>
                      <span className="block text-sm text-muted-foreground">{d.type}</span>
                    </span>
                    <Badge className={cn('shrink-0', budgetLevelClass[d.budget])}>{d.budget}</Badge>
                  </button>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Links Úteis</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2">
            {usefulLinks.map((l) => (
              <a
                key={l.href}
                href={l.href}
                target="_blank"
                rel="noopener noreferrer"
                className="flex items-center justify-between gap-3 rounded-xl border p-3 transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
              >
                <span>
                  <span className="block font-medium">{l.label}</span>
                  <span className="block text-sm text-muted-foreground">{l.description}</span>
                </span>
                <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">(abre em nova aba)</span>
              </a>
            ))}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Lightbulb className="size-5 text-primary" aria-hidden="true" />
              Dicas para a Viagem
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3">
              {travelTips.map((t) => (
                <li key={t.title} className="text-sm">
                  <span className="font-medium">{t.title}:</span> <span className="text-muted-foreground">{t.text}</span>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </aside>
    </div>
    </fieldset>
  )
}

import { useQueryClient } from '@tanstack/react-query'
import { AlertTriangle, Plus, RotateCcw, RotateCw, Save, TrendingDown, TrendingUp, Wallet } from 'lucide-react'
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { useBlocker, useNavigate, type Blocker } from 'react-router'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { isApiError, isConflict, type ApiError } from '@/lib/api'
import { formatBRL, parseBRL } from '@/lib/format'
import { cn } from '@/lib/utils'
import { budgetQueryOptions, budgetSchema, useBudget, useSaveBudget, type Budget } from '../api/budget'
import {
  buildPayload,
  draftFromBudget,
  isDirty,
  mergeDraft,
  newDraftCategory,
  noConflicts,
  saveStatusText,
  type DraftConflicts,
  type SaveState,
} from '../utils/budget-draft'
import {
  CATEGORY_AUTOSAVE_MS,
  centsToInput,
  defaultCategories,
  formatTenths,
  MAX_CATEGORIES,
  moneyToCents,
  NAME_DUPLICATE,
  NAME_REQUIRED,
  percentBase,
  splitWarning,
  sumTenths,
  summarize,
  TOTAL_AUTOSAVE_MS,
  type Draft,
  type DraftCategory,
} from '../utils/budget-math'
import { useContracts } from '@/features/contracts/api/contracts'
import { CategoryRow } from './category-row'

/** /app/budget 'Orçamento do Casamento' (part 1 §2 Budget, §5, §9). */
export function BudgetPage() {
  const budgetQuery = useBudget()
  return (
    <div className="grid gap-6">
      <PageHeader title="Orçamento do Casamento" description="Defina o total, divida por categoria e acompanhe os gastos." />
      {budgetQuery.data ? (
        <BudgetEditor budget={budgetQuery.data} />
      ) : budgetQuery.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">Erro ao carregar orçamento</p>
            <Button variant="outline" onClick={() => void budgetQuery.refetch()} disabled={budgetQuery.isFetching}>
              <RotateCw aria-hidden="true" className={budgetQuery.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando...
          </span>
          <div className="grid gap-4 sm:grid-cols-3">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
          <Skeleton className="h-96" />
        </div>
      )}
    </div>
  )
}

/**
 * The default split, keeping the honeymoon plan's 'Lua de Mel' as it is: dropping it here would
 * lose the plan's values on the next save.
 */
function defaultDraftCategories(current: DraftCategory[] = []): DraftCategory[] {
  const kept = current.filter((c) => c.honeymoon)
  const keptNames = new Set(kept.map((c) => c.nome.trim().toLocaleLowerCase('pt-BR')))
  const defaults = defaultCategories
    .filter((c) => !keptNames.has(c.nome.toLocaleLowerCase('pt-BR')))
    .map((c) => newDraftCategory(c.nome, String(c.percent)))
  return [...defaults, ...kept]
}

const savedAtOf = (budget: Budget) => (budget.updated_at ? new Date(budget.updated_at) : null)

/**
 * An edit saved while leaving the page that met the other member's newer budget (409): merged
 * with it and kept in the query cache (cleared on sign-out), so the page shows it again, with
 * the conflict message, when the couple comes back, instead of losing it (issue 14).
 */
type LeftBehind = { draft: Draft; conflicts: DraftConflicts; base: Budget }
const LEFT_BEHIND_KEY = ['budget-left-behind'] as const

function BudgetEditor({ budget }: { budget: Budget }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { mutateAsync: saveBudget } = useSaveBudget()
  const contracts = useContracts().data
  const suppliersOf = (nome: string) => contracts?.filter((c) => c.budget_category === nome.trim()) ?? []
  const [leftBehind] = useState(() => queryClient.getQueryData<LeftBehind>(LEFT_BEHIND_KEY) ?? null)
  useEffect(() => {
    if (leftBehind) queryClient.removeQueries({ queryKey: LEFT_BEHIND_KEY, exact: true })
  }, [leftBehind, queryClient])
  const [draft, setDraftState] = useState<Draft>(() => leftBehind?.draft ?? draftFromBudget(budget))
  // The budget the draft is based on (its version goes with every save). Refs too: a queued save
  // runs between renders and must send the newest ones.
  const [base, setBaseState] = useState<Budget>(leftBehind?.base ?? budget)
  const draftRef = useRef(draft)
  const baseRef = useRef(base)
  const setDraft = useCallback((change: Draft | ((d: Draft) => Draft)) => {
    draftRef.current = typeof change === 'function' ? change(draftRef.current) : change
    setDraftState(draftRef.current)
  }, [])
  const adoptBase = useCallback((b: Budget) => {
    baseRef.current = b
    setBaseState(b)
  }, [])
  const [conflicts, setConflicts] = useState<DraftConflicts>(() => leftBehind?.conflicts ?? noConflicts())
  // What kind of edit is waiting for the autosave: it sets the debounce (2 s total, 1 s category).
  const [pending, setPending] = useState<'total' | 'category' | null>(null)
  // Counts the edits, so each one restarts the debounce: pending alone may not change (an edit
  // in the same render as the timer's setPending(null) leaves it 'category'), and then no timer
  // would run again until the page was left.
  const [edits, setEdits] = useState(0)
  const [saveState, setSaveState] = useState<SaveState>(leftBehind ? 'conflict' : 'idle')
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  const [savedAt, setSavedAt] = useState<Date | null>(() => savedAtOf(budget))
  const [showErrors, setShowErrors] = useState(false)
  const [newName, setNewName] = useState('')

  const { errors, skipped } = useMemo(() => buildPayload(base, draft), [base, draft])
  const dirty = useMemo(() => isDirty(base, draft), [base, draft])
  const totalCents = Math.max(0, parseBRL(draft.total) ?? 0)
  const summary = summarize(totalCents, draft.categories.map((c) => moneyToCents(c.spent)))
  const percentTenths = sumTenths(draft.categories)
  const warning = splitWarning(totalCents, draft.categories)
  const hasPercent = draft.categories.some((c) => c.unit === 'percent')
  const hasReais = draft.categories.some((c) => c.unit === 'reais')
  const percentBaseCents = percentBase(totalCents, draft.categories)

  // Another member's save (realtime refetch) or the honeymoon's sync: an untouched draft simply
  // takes it; an edited one is merged field by field, and the next save sends the new version.
  useEffect(() => {
    const current = baseRef.current
    if (budget.version <= current.version) return
    if (!isDirty(current, draftRef.current)) {
      setDraft(draftFromBudget(budget))
      setConflicts(noConflicts())
    } else {
      const merged = mergeDraft(current, draftRef.current, budget)
      setDraft(merged.draft)
      setConflicts(merged.conflicts)
    }
    adoptBase(budget)
    setSavedAt(savedAtOf(budget))
  }, [budget, adoptBase, setDraft])

  /** A 409: takes the current budget, keeps this person's edits where they do not conflict. */
  const takeConflict = useCallback(
    (error: ApiError) => {
      const parsed = budgetSchema.safeParse(error.details.current)
      if (!parsed.success) return
      const merged = mergeDraft(baseRef.current, draftRef.current, parsed.data)
      queryClient.setQueryData(budgetQueryOptions.queryKey, parsed.data)
      if (!mounted.current) {
        // The page is gone (the save ran on leaving): keep the merged edit for the return.
        queryClient.setQueryDefaults(LEFT_BEHIND_KEY, { gcTime: Infinity })
        queryClient.setQueryData<LeftBehind>(LEFT_BEHIND_KEY, { ...merged, base: parsed.data })
        toast.error(error.message, { action: { label: 'Revisar orçamento', onClick: () => void navigate('/app/budget') } })
        return
      }
      setDraft(merged.draft)
      setConflicts(merged.conflicts)
      adoptBase(parsed.data)
      toast.error(error.message)
    },
    [adoptBase, navigate, queryClient, setDraft],
  )

  // Saves run one after another, and each builds its body when it runs, from the newest draft
  // and version, so an older body can never land after a newer one nor carry an old version.
  const queue = useRef<Promise<void>>(Promise.resolve())
  const persist = useCallback(
    (mode: 'auto' | 'manual') => {
      const run = async () => {
        const { payload, skipped } = buildPayload(baseRef.current, draftRef.current)
        if (!payload) {
          setShowErrors(true)
          setSaveState('invalid')
          if (mode === 'manual') toast.error('Erro ao salvar orçamento', { description: 'Verifique os campos destacados.' })
          return
        }
        if (mode === 'auto' && !isDirty(baseRef.current, draftRef.current)) {
          setSaveState('saved')
          return
        }
        setSaveState('saving')
        try {
          const saved = await saveBudget(payload)
          adoptBase(saved)
          setConflicts(noConflicts())
          setSavedAt(new Date())
          if (skipped.length > 0) {
            setShowErrors(true)
            setSaveState('invalid')
          } else {
            setSaveState(isDirty(saved, draftRef.current) ? 'pending' : 'saved')
          }
          if (mode === 'auto') toast.success('Salvo automaticamente')
          else toast.success('Orçamento salvo')
        } catch (error) {
          if (isConflict(error)) {
            takeConflict(error)
            setSaveState('conflict')
            return
          }
          setSaveState('error')
          const message = isApiError(error) && error.fromServer ? error.message : undefined
          if (mode === 'auto') toast.error('Erro ao salvar', { description: message ?? 'Erro desconhecido' })
          else toast.error('Erro ao salvar orçamento', { description: message })
        }
      }
      queue.current = queue.current.then(run)
      return queue.current
    },
    [adoptBase, saveBudget, takeConflict],
  )

  // Leaving the page inside the autosave pause still saves the last edit when all of it can be
  // saved; otherwise the blocker below asks first.
  const flushOnLeave = useRef(false)
  useEffect(() => {
    flushOnLeave.current = pending !== null && skipped.length === 0 && !errors.total
  }, [pending, skipped, errors.total])
  useEffect(
    () => () => {
      if (flushOnLeave.current) void persist('auto')
    },
    [persist],
  )

  // Edits that would be lost by leaving: the browser asks on reload/close, the router in-app.
  const unsaved = dirty && (saveState !== 'saved' || pending !== null)
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [unsaved])
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      unsaved && !flushOnLeave.current && currentLocation.pathname !== nextLocation.pathname,
  )

  // Autosave after a pause (part 1 §5): invalid rows are skipped and marked, the rest is saved.
  useEffect(() => {
    if (!pending) return
    const timer = window.setTimeout(
      () => {
        setPending(null)
        void persist('auto')
      },
      pending === 'total' ? TOTAL_AUTOSAVE_MS : CATEGORY_AUTOSAVE_MS,
    )
    return () => window.clearTimeout(timer)
  }, [pending, edits, persist])

  const edit = (kind: 'total' | 'category', change: (d: Draft) => Draft) => {
    setDraft(change)
    setSaveState('pending')
    // A category edit during a pending total change keeps the shorter wait; both save everything.
    setPending((was) => (was === 'category' || kind === 'category' ? 'category' : 'total'))
    setEdits((n) => n + 1)
  }

  const updateCategory = (key: string, changes: Partial<Omit<DraftCategory, 'key'>>) =>
    edit('category', (d) => ({ ...d, categories: d.categories.map((c) => (c.key === key ? { ...c, ...changes } : c)) }))

  const removeCategory = (key: string) => {
    if (draft.categories.length <= 1) {
      toast.error('Deve haver pelo menos uma categoria')
      return
    }
    edit('category', (d) => ({ ...d, categories: d.categories.filter((c) => c.key !== key) }))
    toast.success('Categoria removida')
  }

  const addCategory = (event: FormEvent) => {
    event.preventDefault()
    const nome = newName.trim()
    if (nome === '') {
      toast.error(NAME_REQUIRED)
      return
    }
    if (draft.categories.some((c) => c.nome.trim().toLowerCase() === nome.toLowerCase())) {
      toast.error(NAME_DUPLICATE)
      return
    }
    if (draft.categories.length >= MAX_CATEGORIES) {
      toast.error(`Use no máximo ${MAX_CATEGORIES} categorias.`)
      return
    }
    edit('category', (d) => ({
      ...d,
      categories: [...d.categories, newDraftCategory(nome)],
    }))
    setNewName('')
    toast.success('Categoria adicionada')
  }

  const restoreDefaults = () => {
    edit('category', (d) => ({ ...d, categories: defaultDraftCategories(d.categories) }))
    toast.success('Orçamento resetado')
  }

  const saveNow = () => {
    setShowErrors(true)
    setPending(null)
    void persist('manual')
  }

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <SummaryCard title="Total Orçado" icon={<Wallet aria-hidden="true" />} value={formatBRL(summary.totalCents)} testId="budget-total" />
        <SummaryCard
          title="Total Gasto"
          icon={<TrendingUp aria-hidden="true" />}
          value={formatBRL(summary.spentCents)}
          note={`${summary.spentPercent.toLocaleString('pt-BR', { maximumFractionDigits: 1 })}% do orçamento`}
          testId="budget-spent"
        />
        <SummaryCard
          title="Saldo Restante"
          icon={<TrendingDown aria-hidden="true" />}
          value={formatBRL(summary.remainingCents)}
          note={summary.withinBudget ? 'Dentro do orçamento' : 'Acima do orçamento'}
          tone={summary.withinBudget ? 'good' : 'bad'}
          testId="budget-remaining"
        />
      </div>

      <Card>
        <CardHeader>
          <CardTitle>Orçamento total</CardTitle>
          <CardDescription>
            Cada categoria recebe uma parte do total, em porcentagem ou em reais. As alterações são salvas automaticamente.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <Field className="sm:max-w-xs sm:flex-1">
              <Label htmlFor="budget-total-input">Valor total (R$)</Label>
              <Input
                id="budget-total-input"
                inputMode="decimal"
                placeholder="Ex.: 80.000,00"
                value={draft.total}
                aria-invalid={showErrors && errors.total ? true : undefined}
                aria-describedby={showErrors && errors.total ? 'budget-total-error' : undefined}
                onChange={(event) => edit('total', (d) => ({ ...d, total: event.target.value }))}
                onBlur={() => {
                  const cents = parseBRL(draft.total)
                  if (cents !== null && cents > 0) setDraft((d) => ({ ...d, total: centsToInput(cents) }))
                }}
              />
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button onClick={saveNow} disabled={saveState === 'saving'} size="lg">
                {saveState === 'saving' ? <Spinner /> : <Save aria-hidden="true" />}
                Salvar
              </Button>
              <Button variant="outline" size="lg" onClick={restoreDefaults}>
                <RotateCcw aria-hidden="true" />
                Restaurar Padrão
              </Button>
            </div>
          </div>
          <FieldError id="budget-total-error">{showErrors ? errors.total : undefined}</FieldError>
          <p
            className={cn('text-sm', saveState === 'conflict' || saveState === 'invalid' ? 'font-medium text-destructive' : 'text-muted-foreground')}
            role={saveState === 'conflict' ? 'alert' : undefined}
            aria-live="polite"
            data-testid="budget-save-state"
          >
            {saveStatusText(saveState, savedAt)}
          </p>
          {conflicts.total && <p className="text-sm text-warning">{TOTAL_CONFLICT}</p>}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Categorias</CardTitle>
          <CardDescription>
            Porcentagem de 0 a 100 (passo 0,1), ou um valor em reais. As categorias em reais saem primeiro do total; as
            porcentagens dividem o restante.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {warning && (
            <p role="alert" className="flex items-start gap-2 rounded-xl border border-warning/30 bg-warning-soft p-3 text-sm font-medium text-warning">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {warning}
            </p>
          )}
          <ul className="grid gap-3" aria-label="Categorias do orçamento">
            {draft.categories.map((category) => (
              <CategoryRow
                key={category.key}
                category={category}
                percentBaseCents={percentBaseCents}
                errors={showErrors || skipped.includes(category.key) ? errors.categories[category.key] : undefined}
                conflicts={conflicts.categories[category.key]}
                suppliers={suppliersOf(category.nome)}
                onChange={(changes) => updateCategory(category.key, changes)}
                onRemove={() => removeCategory(category.key)}
              />
            ))}
          </ul>
          {hasPercent && (
            <p className="text-sm text-muted-foreground tabular-nums" data-testid="budget-percent-sum">
              Soma das porcentagens:{' '}
              <span className={cn('font-semibold', warning ? 'text-warning' : 'text-success')}>
                {formatTenths(percentTenths)}%
              </span>
              {hasReais && ` de ${formatBRL(percentBaseCents)} (o total menos as categorias em R$)`}
            </p>
          )}
          <form onSubmit={addCategory} className="flex flex-col gap-2 sm:flex-row sm:items-end" aria-label="Adicionar categoria">
            <Field className="sm:max-w-sm sm:flex-1">
              <Label htmlFor="budget-new-category">Nova categoria</Label>
              <Input
                id="budget-new-category"
                placeholder="Ex.: Lembrancinhas"
                maxLength={100}
                value={newName}
                onChange={(event) => setNewName(event.target.value)}
              />
            </Field>
            <Button type="submit" variant="secondary" size="lg">
              <Plus aria-hidden="true" />
              Adicionar Categoria
            </Button>
          </form>
        </CardContent>
      </Card>
      <LeaveDialog blocker={blocker} />
    </>
  )
}

const TOTAL_CONFLICT = 'A outra pessoa também mudou o valor total; o seu valor foi mantido.'

/** Asks before an in-app navigation would drop edits that were not saved. */
function LeaveDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog open={blocker.state === 'blocked'} onOpenChange={(open) => !open && blocker.reset?.()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Sair sem salvar?</DialogTitle>
          <DialogDescription>Há alterações no orçamento que ainda não foram salvas. Se sair agora, elas serão perdidas.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => blocker.reset?.()}>
            Continuar editando
          </Button>
          <Button variant="destructive" onClick={() => blocker.proceed?.()}>
            Sair sem salvar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

function SummaryCard({
  title,
  icon,
  value,
  note,
  tone,
  testId,
}: {
  title: string
  icon: ReactNode
  value: string
  note?: string
  tone?: 'good' | 'bad'
  testId: string
}) {
  return (
    <Card data-testid={testId}>
      <CardContent className="grid gap-1 pt-5 sm:pt-6">
        <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
          {title}
          <span className="text-primary [&_svg]:size-5">{icon}</span>
        </div>
        <p className="text-2xl font-semibold tabular-nums">{value}</p>
        {note && (
          <p
            className={cn(
              'text-sm',
              tone === 'good' && 'text-success',
              tone === 'bad' && 'text-destructive',
              !tone && 'text-muted-foreground',
            )}
          >
            {note}
          </p>
        )}
      </CardContent>
    </Card>
  )
}

import { AlertTriangle, Gauge, Pencil, PiggyBank, ShieldAlert, Trash2, TrendingUp } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatBRL } from '@/lib/format'
import { cn } from '@/lib/utils'
import { useDeleteLimit, useLimits, type SpendingLimit } from '../api/spending'
import { formatPercentTenths } from '../utils/money'
import { levelBadgeVariant, levelBarClass, levelLabels, progressPercent, shownPercentTenths } from '../utils/spending'
import { LimitFormDialog } from './limit-form-dialog'
import { PanelEmpty, PanelError, PanelHeader, PanelLoading, StatCard } from './shared'

type FormState = { open: false } | { open: true; limit: SpendingLimit | null }

/** 'Alertas de Gastos' in the financial control (part 2 §2 Spending alerts panel). */
export function SpendingAlertsPanel() {
  const query = useLimits()
  const remove = useDeleteLimit()
  const [form, setForm] = useState<FormState>({ open: false })
  const [removing, setRemoving] = useState<SpendingLimit | null>(null)
  const data = query.data
  const critical = data ? data.limits.filter((l) => l.critical) : []
  const openAdd = () => setForm({ open: true, limit: null })

  const onRemove = () => {
    if (!removing) return
    remove.mutate(removing.id, {
      onSuccess: () => {
        toast.success('Limite removido com sucesso!')
        setRemoving(null)
      },
      onError: () => toast.error('Erro', { description: 'Não foi possível remover o limite.' }),
    })
  }

  return (
    <section aria-labelledby="limits-heading" className="grid gap-4">
      <PanelHeader
        headingId="limits-heading"
        title="Alertas de Gastos"
        subtitle="Alertas em 60%, 80% e 100% de cada limite."
        addLabel="Novo Limite"
        onAdd={openAdd}
      />

      {critical.length > 0 && (
        <div className="grid gap-2" aria-label="Alertas críticos" role="region">
          {critical.map((limit) => (
            <div
              key={limit.id}
              role="alert"
              data-testid="critical-alert"
              className="flex items-start gap-3 rounded-xl border border-destructive/40 bg-destructive-soft p-3 text-sm text-destructive"
            >
              <ShieldAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
              <p>
                <strong className="font-semibold">{limit.category}</strong>:{' '}
                {limit.level === 'danger'
                  ? `limite excedido (${formatPercentTenths(shownPercentTenths(limit.percent_tenths))} usado).`
                  : `${formatPercentTenths(shownPercentTenths(limit.percent_tenths))} do limite usado.`}
              </p>
            </div>
          ))}
        </div>
      )}

      <div className="grid gap-3 sm:grid-cols-3">
        <StatCard
          testId="limit-stat-active"
          label="Limites Ativos"
          icon={Gauge}
          accent="bg-primary-soft text-primary"
          value={data ? String(data.summary.active) : null}
        />
        <StatCard
          testId="limit-stat-critical"
          label="Alertas Críticos"
          icon={AlertTriangle}
          accent="bg-destructive-soft text-destructive"
          value={data ? String(data.summary.critical) : null}
        />
        <StatCard
          testId="limit-stat-budget"
          label="Orçamento Total"
          icon={PiggyBank}
          accent="bg-gold-soft text-gold"
          value={data ? formatBRL(data.summary.budget_total_cents) : null}
          hint={
            data
              ? `Soma dos limites: ${formatBRL(data.summary.budget_cents)} · ${formatBRL(data.summary.spent_cents)} gastos`
              : undefined
          }
        />
      </div>

      {query.isPending ? (
        <PanelLoading className="grid gap-3 sm:grid-cols-2" itemClassName="h-40 w-full" />
      ) : query.isError && !data ? (
        <PanelError
          message="Não foi possível carregar os limites de gastos."
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : data && data.limits.length === 0 ? (
        <PanelEmpty
          icon={Gauge}
          title="Nenhum limite de gastos ainda"
          text="Defina limites por categoria e acompanhe quanto já foi gasto."
          actionLabel="Criar Primeiro Limite"
          onAction={openAdd}
        />
      ) : (
        <ul aria-label="Limites de gastos" className="grid gap-3 sm:grid-cols-2">
          {data?.limits.map((limit) => (
            <li key={limit.id}>
              <LimitCard limit={limit} onEdit={() => setForm({ open: true, limit })} onRemove={() => setRemoving(limit)} />
            </li>
          ))}
        </ul>
      )}

      <LimitFormDialog
        open={form.open}
        limit={form.open ? form.limit : null}
        onOpenChange={(open) => setForm(open && form.open ? form : { open: false })}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remover limite?"
        description={
          removing ? (
            <>
              O limite de <strong className="font-semibold text-foreground">{removing.category}</strong> será removido. Esta ação não
              pode ser desfeita.
            </>
          ) : null
        }
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={onRemove}
      />
    </section>
  )
}

function LimitCard({ limit, onEdit, onRemove }: { limit: SpendingLimit; onEdit?: () => void; onRemove?: () => void }) {
  const width = progressPercent(limit.percent_tenths)
  return (
    <Card data-testid="limit-card" className={cn('h-full', !limit.is_active && 'opacity-75')}>
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-2">
          <CardTitle className="min-w-0 text-lg wrap-anywhere">{limit.category}</CardTitle>
          <div className="flex shrink-0 flex-wrap justify-end gap-1">
            {!limit.is_active && <Badge variant="outline">Inativo</Badge>}
            <Badge variant={levelBadgeVariant[limit.level]} data-testid="level-badge">
              {levelLabels[limit.level]}
            </Badge>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex justify-between gap-2 text-sm">
          <span className="tabular-nums">
            {formatBRL(limit.current_cents)} de {formatBRL(limit.limit_cents)}
          </span>
          <span className="font-semibold tabular-nums" data-testid="limit-percent">
            {formatPercentTenths(shownPercentTenths(limit.percent_tenths))}
          </span>
        </div>
        <div
          role="progressbar"
          aria-label={`Gasto de ${limit.category}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={width}
          className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
        >
          <div className={cn('h-full rounded-full transition-all', levelBarClass[limit.level])} style={{ width: `${width}%` }} />
        </div>
        {limit.above_benchmark && limit.benchmark && (
          <p
            data-testid="benchmark-warning"
            className="flex items-start gap-2 rounded-lg bg-warning-soft p-2 text-xs text-warning"
          >
            <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              Acima da média regional: o gasto passa em mais de 20% a média de {formatBRL(limit.benchmark.average_cents)} (faixa de{' '}
              {formatBRL(limit.benchmark.min_cents)} a {formatBRL(limit.benchmark.max_cents)}).
            </span>
          </p>
        )}
        {(onEdit || onRemove) && (
          <div className="flex justify-end gap-1">
            {onEdit && (
              <Button variant="ghost" size="sm" onClick={onEdit} aria-label={`Editar limite de ${limit.category}`}>
                <Pencil aria-hidden="true" />
              </Button>
            )}
            {onRemove && (
              <Button
                variant="ghost"
                size="sm"
                onClick={onRemove}
                aria-label={`Remover limite de ${limit.category}`}
                className="text-destructive"
              >
                <Trash2 aria-hidden="true" />
              </Button>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  )
}

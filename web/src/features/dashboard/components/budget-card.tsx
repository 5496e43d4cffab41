import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { formatBRL } from '@/lib/format'
import { cn } from '@/lib/utils'
import type { Dashboard } from '../api/dashboard'
import { barWidthPercent, formatTenthsPercent } from '../utils/format'

function barColour(tenths: number): string {
  if (tenths > 1000) return 'bg-destructive'
  if (tenths >= 900) return 'bg-warning'
  return 'bg-primary'
}

/** Budget by category: bars capped at 100 %, the percent with one decimal (it may pass 100). */
export function BudgetCard({ categories }: { categories: Dashboard['financial_data'] }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="grid gap-1.5">
          <CardTitle>Orçamento por Categoria</CardTitle>
          <CardDescription>Quanto de cada categoria já foi gasto.</CardDescription>
        </div>
        <Link
          to="/app/budget"
          className="inline-flex shrink-0 items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver orçamento
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent>
        {categories.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Defina o orçamento total e as categorias para acompanhar os gastos aqui.
          </p>
        ) : (
          <ul className="grid gap-5">
            {categories.map((line, index) => {
              const percent = formatTenthsPercent(line.spent_tenths)
              return (
                <li key={`${line.category}-${index}`} data-testid="budget-category" className="grid gap-2">
                  <div className="flex items-baseline justify-between gap-3">
                    <p className="min-w-0 truncate font-medium">{line.category}</p>
                    <p
                      className={cn(
                        'shrink-0 text-sm font-semibold tabular-nums',
                        line.spent_tenths > 1000 ? 'text-destructive' : 'text-foreground',
                      )}
                    >
                      {percent}
                    </p>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={line.category}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={barWidthPercent(line.spent_tenths)}
                    aria-valuetext={percent}
                    className="h-2.5 overflow-hidden rounded-full bg-muted"
                  >
                    <div
                      data-testid="budget-bar-fill"
                      className={cn('h-full rounded-full transition-[width] duration-500', barColour(line.spent_tenths))}
                      style={{ width: `${barWidthPercent(line.spent_tenths)}%` }}
                    />
                  </div>
                  <p className="flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground tabular-nums">
                    <span>Gasto: {formatBRL(line.spent_cents)}</span>
                    <span>Previsto: {formatBRL(line.allocated_cents)}</span>
                  </p>
                </li>
              )
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

import { ArrowRight, Wallet } from 'lucide-react'
import { Link } from 'react-router'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatBRL, formatDate } from '@/lib/format'
import type { Dashboard } from '../api/dashboard'
import { plural } from '../utils/format'

type PendingPaymentsCardProps = Pick<Dashboard, 'pending_payments' | 'pending_payments_cents' | 'overdue_payments' | 'next_payment'>

/**
 * The supplier payments still to make (spec part 1 pendingPayments, issue 15): how many, how much,
 * how many are overdue, and the one due first, from the payment reminders of Controle Financeiro.
 */
export function PendingPaymentsCard({ pending_payments, pending_payments_cents, overdue_payments, next_payment }: PendingPaymentsCardProps) {
  return (
    <Card data-testid="pending-payments">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <CardTitle>Pagamentos Pendentes</CardTitle>
        <Link
          to="/app/financial-control"
          className="inline-flex shrink-0 items-center gap-1 pt-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
        >
          Ver pagamentos
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </CardHeader>
      <CardContent className="grid gap-3">
        {pending_payments === 0 || !next_payment ? (
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <Wallet className="size-4 shrink-0" aria-hidden="true" />
            Nenhum pagamento pendente
          </p>
        ) : (
          <>
            <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
              <span className="text-2xl font-semibold tabular-nums">{formatBRL(pending_payments_cents)}</span>
              <span className="text-sm text-muted-foreground">
                em {plural(pending_payments, 'pagamento', 'pagamentos')}
              </span>
              {overdue_payments > 0 && (
                <Badge variant="destructive">{overdue_payments === 1 ? '1 vencido' : `${overdue_payments} vencidos`}</Badge>
              )}
            </p>
            <p className="text-sm">
              {next_payment.overdue ? 'Vencido: ' : 'Próximo: '}
              <span className="font-medium">{next_payment.supplier_name}</span>, {formatBRL(next_payment.amount_cents)}{' '}
              {next_payment.overdue ? 'desde' : 'em'} <span className="tabular-nums">{formatDate(next_payment.due_date)}</span>
            </p>
          </>
        )}
      </CardContent>
    </Card>
  )
}

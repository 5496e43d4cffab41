import { AlertTriangle, BellRing, Lightbulb, Link2 } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useReminders } from '../api/reminders'
import { useLimits } from '../api/spending'
import { PaymentRemindersPanel } from './payment-reminders-panel'
import { StatCard } from './shared'
import { SpendingAlertsPanel } from './spending-alerts-panel'

/**
 * The payment integrations that really work (issue 12: PicPay and Mercado Pago offer no
 * payer-built link with an amount, so the spec's three became PIX alone).
 */
const integrations = ['PIX'] as const

const tips = [
  'Configure lembretes 7 dias antes do vencimento.',
  'Defina limites 10% abaixo do seu orçamento real.',
  'Cadastre a chave PIX do fornecedor para pagar pelo QR Code com o valor preenchido.',
  'Compare seus gastos com as médias regionais.',
]

/** /app/financial-control 'Controle Financeiro' (part 2 §2 Financial control). */
export function FinancialControlPage() {
  const reminders = useReminders()
  const limits = useLimits()
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Controle Financeiro"
        description="Lembretes de pagamento dos fornecedores e alertas de gastos por categoria, em um só lugar."
      />

      <div className="grid gap-3 sm:grid-cols-3 sm:gap-4">
        <StatCard
          testId="fc-active-reminders"
          label="Lembretes Ativos"
          icon={BellRing}
          accent="bg-primary-soft text-primary"
          value={reminders.data ? String(reminders.data.summary.active) : null}
        />
        <StatCard
          testId="fc-critical-alerts"
          label="Alertas Críticos"
          icon={AlertTriangle}
          accent="bg-destructive-soft text-destructive"
          value={limits.data ? String(limits.data.summary.critical) : null}
        />
        <StatCard
          testId="fc-integrations"
          label="Integrações"
          icon={Link2}
          accent="bg-gold-soft text-gold"
          value={String(integrations.length)}
          hint={integrations.join(', ')}
        />
      </div>

      <Tabs defaultValue="reminders">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="reminders">Lembretes de Pagamento</TabsTrigger>
          <TabsTrigger value="alerts">Alertas de Gastos</TabsTrigger>
        </TabsList>
        <TabsContent value="reminders">
          <PaymentRemindersPanel />
        </TabsContent>
        <TabsContent value="alerts">
          <SpendingAlertsPanel />
        </TabsContent>
      </Tabs>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2 text-lg">
            <Lightbulb className="size-5 text-gold" aria-hidden="true" />
            Dicas de uso
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {tips.map((tip) => (
              <li key={tip} className="rounded-lg bg-muted p-3">
                {tip}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  )
}

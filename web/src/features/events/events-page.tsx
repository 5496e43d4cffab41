import { BellRing, Info, Mail, Wallet } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { InvitationsPanel } from '@/features/digital-invitations/components/invitations-panel'
import { PaymentRemindersPanel } from '@/features/financial-control/components/payment-reminders-panel'
import { SpendingAlertsPanel } from '@/features/financial-control/components/spending-alerts-panel'

/**
 * /app/events 'Eventos Avançados' (part 2 §2 Advanced events): reminders, spending, invitations.
 * The reminders and spending tabs are Controle Financeiro's own panels (issue 18 §4: one place
 * for money), so a payment or a limit has the same actions wherever it is listed.
 */
export function EventsPage() {
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Eventos Avançados"
        description="Lembretes com vários horários, limites de gastos e convites digitais."
      />
      <Tabs defaultValue="reminders">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="reminders">
            <BellRing aria-hidden="true" />
            Lembretes
          </TabsTrigger>
          <TabsTrigger value="spending">
            <Wallet aria-hidden="true" />
            Gastos
          </TabsTrigger>
          <TabsTrigger value="invitations">
            <Mail aria-hidden="true" />
            Convites
          </TabsTrigger>
        </TabsList>
        <TabsContent value="reminders">
          <PaymentRemindersPanel />
        </TabsContent>
        <TabsContent value="spending" className="grid gap-4">
          <p className="flex items-start gap-2 rounded-xl bg-muted p-3 text-sm text-muted-foreground">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Os alertas são disparados quando o gasto atinge 60%, 80% e 100% do limite.
          </p>
          <SpendingAlertsPanel />
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}

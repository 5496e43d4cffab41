import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { InvitationsPanel } from '@/features/digital-invitations/components/invitations-panel'

/**
 * /app/events 'Eventos Avançados' (part 2 §2). Stand-in on the invites branch: the events engineer's
 * page replaces it at merge and renders <InvitationsPanel /> in its Convites tab.
 */
export function EventsPage() {
  return (
    <div className="grid gap-6">
      <title>Eventos Avançados · Aceito</title>
      <h1 className="font-serif text-3xl font-semibold">Eventos Avançados</h1>
      <Tabs defaultValue="reminders">
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="reminders">Lembretes</TabsTrigger>
          <TabsTrigger value="spending">Gastos</TabsTrigger>
          <TabsTrigger value="invitations">Convites</TabsTrigger>
        </TabsList>
        <TabsContent value="reminders">
          <p className="text-muted-foreground">Lembretes de pagamento.</p>
        </TabsContent>
        <TabsContent value="spending">
          <p className="text-muted-foreground">Limites de gastos.</p>
        </TabsContent>
        <TabsContent value="invitations">
          <InvitationsPanel />
        </TabsContent>
      </Tabs>
    </div>
  )
}

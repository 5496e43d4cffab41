import { FileText, ListChecks } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { PageHeader } from '@/components/page-header'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { CalendarFeedCard } from '@/features/calendar-feed/components/calendar-feed-card'
import { CeremonyDocumentation } from '@/features/ceremony/components/ceremony-documentation'
import { ChecklistTab } from './checklist-tab'

/** /app/planning 'Planejamento do Casamento' (spec part 1 §2 Planning): the checklist, the ceremony paperwork
 * and the private calendar feed ('Agenda no seu calendário'). */
export function PlanningPage() {
  // The open tab lives in the URL, so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams()
  const tab = params.get('aba') === 'documentacao' ? 'documentacao' : 'tarefas'
  const onTab = (value: string) => setParams(value === 'documentacao' ? { aba: 'documentacao' } : {}, { replace: true })
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Planejamento do Casamento"
        description="Organize as tarefas e a documentação da cerimônia, com prazos e lembretes."
      />
      <Tabs value={tab} onValueChange={onTab}>
        <TabsList className="w-full sm:w-auto">
          <TabsTrigger value="tarefas">
            <ListChecks aria-hidden="true" />
            Tarefas gerais
          </TabsTrigger>
          <TabsTrigger value="documentacao">
            <FileText aria-hidden="true" />
            Documentação
          </TabsTrigger>
        </TabsList>
        <TabsContent value="tarefas">
          <ChecklistTab />
        </TabsContent>
        <TabsContent value="documentacao">
          <CeremonyDocumentation />
        </TabsContent>
      </Tabs>
      <CalendarFeedCard />
    </div>
  )
}

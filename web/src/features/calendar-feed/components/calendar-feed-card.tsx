import { CalendarSync, Copy, Link2, RefreshCw } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { GatedCard, PlanCheckFailed } from '@/components/gated-card'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { usePermission } from '@/lib/permission'
import { CALENDAR_FEATURE, useCalendarFeed, useCreateCalendarFeed } from '../api/calendar-feed'

/** How to subscribe in each app (pt-BR menu names of the apps themselves). */
const instructions = [
  {
    app: 'Google Agenda',
    steps:
      'No computador, abra o Google Agenda, clique em “+” ao lado de “Outras agendas” e escolha “Do URL”. Cole o link e clique em “Adicionar agenda”. A agenda aparece também no celular.',
  },
  {
    app: 'Calendário da Apple',
    steps:
      'No iPhone ou iPad: Ajustes › Calendário › Contas › Adicionar Conta › Outra › Adicionar Calendário Assinado, e cole o link. No Mac: no app Calendário, Arquivo › Nova Assinatura de Calendário.',
  },
  {
    app: 'Outlook',
    steps:
      'No Outlook na web: abra o Calendário, clique em “Adicionar calendário” › “Assinar da Web”, cole o link, dê um nome e clique em “Importar”.',
  },
] as const

/**
 * 'Agenda no seu calendário' on /app/planning (issue 12 §2, plan feature calendar_integration):
 * the member's private iCalendar feed. The link is shown once, when made; 'Gerar novo link'
 * replaces it and the old one stops working. Plans without the feature see the gated card.
 */
export function CalendarFeedCard() {
  const permission = usePermission(CALENDAR_FEATURE)
  const allowed = permission.data?.allowed === true
  const status = useCalendarFeed(allowed)
  const create = useCreateCalendarFeed()
  const [url, setUrl] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)

  const generate = () => {
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url)
        setConfirming(false)
        toast.success('Link da agenda gerado!')
      },
      onError: (error) => toast.error('Erro ao gerar o link', { description: errorMessage(error) }),
    })
  }
  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copiado!')
    } catch {
      toast.error('Erro ao copiar', { description: 'Selecione o link e copie manualmente.' })
    }
  }

  let body
  if (permission.isPending || (allowed && status.isPending)) {
    body = <Skeleton className="h-24" aria-label="Carregando" />
  } else if (permission.data && !permission.data.allowed) {
    body = (
      <GatedCard
        kind="feature"
        feature={CALENDAR_FEATURE}
        message={permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.'}
        currentPlanName={permission.data.current_plan_name}
        upgradeRequired={permission.data.upgrade_required}
      />
    )
  } else if (permission.isError) {
    body = <PlanCheckFailed />
  } else if (url) {
    body = (
      <div className="grid gap-3">
        <div className="grid gap-2">
          <Label htmlFor="calendar-feed-url">Link da sua agenda</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input id="calendar-feed-url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} className="font-mono text-xs" />
            <Button onClick={() => void copy()} className="shrink-0">
              <Copy aria-hidden="true" />
              Copiar link
            </Button>
          </div>
        </div>
        <p role="note" className="rounded-lg bg-warning-soft p-3 text-sm">
          Guarde este link agora: por segurança, ele não será mostrado de novo. Quem tiver o link vê a agenda do casamento, então
          não o compartilhe.
        </p>
      </div>
    )
  } else if (status.data?.active) {
    body = (
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Você já tem um link ativo
          {status.data.created_at ? `, gerado em ${formatDate(status.data.created_at)}` : ''}. Por segurança, ele não é
          mostrado de novo: se precisar dele, gere um novo link.
        </p>
        <Button variant="outline" onClick={() => setConfirming(true)} className="shrink-0">
          <RefreshCw aria-hidden="true" />
          Gerar novo link
        </Button>
      </div>
    )
  } else {
    body = (
      <Button onClick={generate} disabled={create.isPending} className="w-full sm:w-auto">
        {create.isPending ? <Spinner /> : <Link2 aria-hidden="true" />}
        Gerar link da agenda
      </Button>
    )
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-start gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <CalendarSync className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Agenda no seu calendário</CardTitle>
            <CardDescription>
              Assine a agenda do casamento no Google Agenda, no Calendário da Apple ou no Outlook: o grande dia, as cerimônias, os
              prazos das tarefas (com lembrete no horário marcado) e os vencimentos dos pagamentos aparecem lá e se atualizam sozinhos.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {body}
        {allowed && (
          <details className="rounded-xl border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Como adicionar a agenda</summary>
            <dl className="mt-3 grid gap-3">
              {instructions.map((item) => (
                <div key={item.app}>
                  <dt className="font-semibold">{item.app}</dt>
                  <dd className="text-muted-foreground">{item.steps}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-xs text-muted-foreground">
              Cada aplicativo busca as novidades de tempos em tempos: uma mudança pode levar algumas horas para aparecer (no Google
              Agenda, até um dia).
            </p>
          </details>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Gerar novo link?"
        description="O link atual deixará de funcionar nos aplicativos em que a agenda foi adicionada. Depois, adicione a agenda de novo com o novo link."
        confirmLabel="Gerar novo link"
        destructive={false}
        pending={create.isPending}
        onConfirm={generate}
      />
    </Card>
  )
}

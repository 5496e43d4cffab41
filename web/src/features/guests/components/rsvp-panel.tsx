import { Check, Copy, Download, Link2, Mail, MessageCircle, RefreshCw, Send, SkipForward, X } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { useProfile, type Profile } from '@/lib/profile'
import {
  useGuestSummary,
  useMarkSent,
  useRotateLink,
  useRsvpSettings,
  useSaveRsvpSettings,
  type GuestSummary,
} from '../api/rsvp'
import type { Guest } from '../api/schemas'
import { mailtoUrl, personalInvitation, whatsAppUrl } from '../utils/whatsapp'

/**
 * The 'Confirmações' tab (issue 13): personal RSVP links sent by WhatsApp one tap at a time,
 * the live counts by age band and dietary restriction, 'Não responderam' and 'Lista para o buffet'.
 * Nothing is sent without the couple's tap: each link opens WhatsApp (or the e-mail app).
 */
export function RsvpPanel({ guests }: { guests: Guest[] | undefined }) {
  const profile = useProfile()
  const settings = useRsvpSettings()
  const summary = useGuestSummary()
  const pending = useMemo(() => (guests ?? []).filter((g) => g.status_confirmacao === 'pendente'), [guests])
  const deadline = settings.data?.prazo ?? null
  return (
    <div className="grid gap-5">
      <SummaryCard summary={summary.data} />
      <DeadlineCard deadline={deadline} loaded={settings.isSuccess} />
      <Card>
        <CardHeader>
          <CardTitle className="font-serif text-xl">Não responderam</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4">
          {!guests || !profile.data ? (
            <Skeleton className="h-24 w-full" />
          ) : pending.length === 0 ? (
            <p className="text-sm text-muted-foreground">Todos os convidados já responderam.</p>
          ) : (
            <>
              <StepThrough pending={pending} profile={profile.data} deadline={deadline} />
              <ul className="grid gap-3" aria-label="Não responderam">
                {pending.map((guest) => (
                  <li key={guest.id} className="grid gap-2 rounded-xl border p-3 sm:flex sm:items-center sm:justify-between">
                    <div className="flex min-w-0 flex-wrap items-center gap-2">
                      <span className="font-medium wrap-anywhere">{guest.nome}</span>
                      {guest.convite_enviado_em && (
                        <Badge variant="success">
                          <Check aria-hidden="true" />
                          Convite enviado
                        </Badge>
                      )}
                    </div>
                    <GuestActions guest={guest} profile={profile.data} deadline={deadline} />
                  </li>
                ))}
              </ul>
            </>
          )}
        </CardContent>
      </Card>
    </div>
  )
}

function SummaryCard({ summary }: { summary: GuestSummary | undefined }) {
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle className="font-serif text-xl">Confirmações</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href="/api/guests/buffet.csv" download>
            <Download aria-hidden="true" />
            Lista para o buffet
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!summary ? (
          <Skeleton className="h-20 w-full" />
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Pessoas confirmadas por faixa">
              <Count label="Adultos" value={summary.por_faixa.adulto} />
              <Count label="Crianças de 0 a 5 anos" value={summary.por_faixa['0-5']} />
              <Count label="Crianças de 6 a 12 anos" value={summary.por_faixa['6-12']} />
              <Count label="Não responderam" value={summary.nao_responderam} />
            </dl>
            <div>
              <h3 className="text-sm font-medium">Restrição alimentar</h3>
              {summary.restricoes.length === 0 ? (
                <p className="text-sm text-muted-foreground">Nenhuma restrição entre os confirmados.</p>
              ) : (
                <ul className="mt-1 grid gap-1 text-sm" aria-label="Restrições alimentares">
                  {summary.restricoes.map((r) => (
                    <li key={r.restricao}>
                      {r.restricao}: <strong>{r.pessoas}</strong>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  )
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-xl bg-muted/60 p-3">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="text-2xl font-semibold tabular-nums">{value}</dd>
    </div>
  )
}

function DeadlineCard({ deadline, loaded }: { deadline: string | null; loaded: boolean }) {
  const save = useSaveRsvpSettings()
  const [value, setValue] = useState<string | null>(null)
  const shown = value ?? deadline ?? ''
  return (
    <Card>
      <CardContent className="grid gap-2 pt-5 sm:pt-6">
        <form
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault()
            save.mutate(shown === '' ? null : shown, {
              onSuccess: () => {
                setValue(null)
                toast.success('Prazo salvo')
              },
              onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
            })
          }}
        >
          <div className="grid gap-1.5">
            <Label htmlFor="rsvp-prazo">Prazo para confirmar presença</Label>
            <Input
              id="rsvp-prazo"
              type="date"
              value={shown}
              disabled={!loaded}
              onChange={(e) => setValue(e.target.value)}
              className="sm:w-48"
            />
          </div>
          <Button type="submit" variant="outline" disabled={!loaded || save.isPending}>
            {save.isPending && <Spinner />}
            Salvar prazo
          </Button>
        </form>
        <p className="text-xs text-muted-foreground">
          {deadline
            ? `Os convidados veem 'Confirme até ${formatDate(deadline)}' e podem mudar a resposta até esse dia.`
            : 'Sem prazo, os convidados podem responder e mudar a resposta a qualquer momento.'}
        </p>
      </CardContent>
    </Card>
  )
}

type SendProps = { guest: Guest; profile: Profile; deadline: string | null }

/** Where the couple's tap sends the invitation: WhatsApp, or e-mail when there is an address and no phone. */
function sendTarget({ guest, profile, deadline }: SendProps): { href: string; label: string; email: boolean } | null {
  if (!guest.rsvp_url) return null
  const message = personalInvitation(guest.nome, profile, guest.rsvp_url, deadline)
  if (!guest.telefone && guest.email) return { href: mailtoUrl(guest.email, message), label: 'Enviar por e-mail', email: true }
  return { href: whatsAppUrl(guest.whatsapp, message), label: 'Enviar pelo WhatsApp', email: false }
}

function SendLink({ onSent, ...props }: SendProps & { onSent?: () => void }) {
  const markSent = useMarkSent()
  const target = sendTarget(props)
  if (!target) return null
  const Icon = target.email ? Mail : MessageCircle
  return (
    <Button asChild size="sm">
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${target.label}: ${props.guest.nome}`}
        onClick={() => {
          markSent.mutate(props.guest.id, { onError: (error) => toast.error('Erro', { description: errorMessage(error) }) })
          onSent?.()
        }}
      >
        <Icon aria-hidden="true" />
        {target.label}
      </a>
    </Button>
  )
}

function GuestActions(props: SendProps) {
  const rotate = useRotateLink()
  const { guest } = props
  const copy = async () => {
    if (!guest.rsvp_url) return
    try {
      await navigator.clipboard.writeText(guest.rsvp_url)
      toast.success('Link copiado')
    } catch {
      toast.error('Não foi possível copiar', { description: guest.rsvp_url })
    }
  }
  return (
    <div className="flex flex-wrap gap-2">
      <SendLink {...props} />
      {guest.rsvp_url && (
        <Button size="sm" variant="outline" onClick={() => void copy()} aria-label={`Copiar link: ${guest.nome}`}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
      )}
      <Button
        size="sm"
        variant="ghost"
        disabled={rotate.isPending}
        aria-label={`Gerar novo link: ${guest.nome}`}
        onClick={() =>
          rotate.mutate(guest.id, {
            onSuccess: () => toast.success('Novo link gerado', { description: 'O link anterior deixou de funcionar.' }),
            onError: (error) => toast.error('Erro', { description: errorMessage(error) }),
          })
        }
      >
        {rotate.isPending ? <Spinner /> : guest.rsvp_url ? <RefreshCw aria-hidden="true" /> : <Link2 aria-hidden="true" />}
        Gerar novo link
      </Button>
    </div>
  )
}

/** 'Enviar para pendentes': one pending guest at a time, each sent by the couple's own tap. */
function StepThrough({ pending, profile, deadline }: { pending: Guest[]; profile: Profile; deadline: string | null }) {
  const [queue, setQueue] = useState<string[] | null>(null)
  const [index, setIndex] = useState(0)
  if (!queue) {
    return (
      <Button
        className="justify-self-start"
        onClick={() => {
          setQueue(pending.map((g) => g.id))
          setIndex(0)
        }}
      >
        <Send aria-hidden="true" />
        Enviar para pendentes
      </Button>
    )
  }
  const current = pending.find((g) => g.id === queue[index])
  const next = () => setIndex((i) => i + 1)
  if (index >= queue.length) {
    return (
      <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl bg-success-soft p-3 text-sm">
        Pronto! Você passou por todos os pendentes.
        <Button size="sm" variant="outline" onClick={() => setQueue(null)}>
          Fechar
        </Button>
      </div>
    )
  }
  return (
    <section aria-label="Enviar para pendentes" className="grid gap-3 rounded-xl border-2 border-primary/30 p-4">
      <p className="text-sm text-muted-foreground">
        {index + 1} de {queue.length}
      </p>
      {current ? (
        <>
          <p className="font-medium">{current.nome}</p>
          <div className="flex flex-wrap gap-2">
            <SendLink guest={current} profile={profile} deadline={deadline} onSent={next} />
            <Button size="sm" variant="outline" onClick={next}>
              <SkipForward aria-hidden="true" />
              Pular
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setQueue(null)}>
              <X aria-hidden="true" />
              Parar
            </Button>
          </div>
        </>
      ) : (
        // Answered meanwhile: skip it.
        <Button size="sm" variant="outline" className="justify-self-start" onClick={next}>
          Próximo
        </Button>
      )}
    </section>
  )
}

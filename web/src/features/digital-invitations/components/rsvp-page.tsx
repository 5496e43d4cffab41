import { useQuery } from '@tanstack/react-query'
import { CalendarDays, Check, Clock, ExternalLink, Heart, MapPin, Shirt, X } from 'lucide-react'
import { toast } from 'sonner'
import { useParams } from 'react-router'
import { Brand } from '@/components/brand'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { agree } from '@/lib/pt-br'
import { cn } from '@/lib/utils'
import { publicInvitationQueryOptions, useAnswerInvitation, type Answer, type PublicInvitation } from '../api/invitations'
import { DetailItem } from '@/components/detail-item'

/**
 * /convite/:token: the page a guest opens from the invitation e-mail (no account). It shows that
 * invitation and lets the guest confirm or decline, and change the answer later.
 */
export function RsvpPage() {
  const { token = '' } = useParams()
  const invitation = useQuery({ ...publicInvitationQueryOptions(token), retry: false })
  return (
    <main className="min-h-dvh bg-gradient-to-b from-primary-soft/40 to-background px-4 py-10 sm:py-16">
      <title>Convite · Aceito</title>
      {/* A personal link: keep it out of search engines. */}
      <meta name="robots" content="noindex" />
      <div className="mx-auto flex max-w-lg flex-col items-center gap-8">
        <Brand />
        {invitation.isPending ? (
          <div role="status" aria-label="Carregando convite" className="py-16">
            <Spinner />
          </div>
        ) : invitation.isError ? (
          <InvitationError notFound={isApiError(invitation.error) && invitation.error.status === 404} onRetry={() => void invitation.refetch()} />
        ) : (
          <InvitationCard invitation={invitation.data} token={token} />
        )}
      </div>
    </main>
  )
}

function InvitationError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  return (
    <section role="alert" className="w-full rounded-3xl border bg-card px-6 py-10 text-center shadow-soft">
      <h1 className="font-serif text-2xl font-semibold">{notFound ? 'Convite não encontrado' : 'Não foi possível abrir o convite'}</h1>
      <p className="mt-2 text-muted-foreground">
        {notFound
          ? 'Confira se o link está completo ou peça um novo convite aos noivos.'
          : 'Verifique sua conexão e tente novamente.'}
      </p>
      {!notFound && (
        <Button className="mt-5" variant="outline" onClick={onRetry}>
          Tentar novamente
        </Button>
      )}
    </section>
  )
}

const answerTexts: Record<Answer, { toast: string; current: string }> = {
  confirmed: { toast: 'Presença confirmada! Agradecemos sua resposta.', current: 'Sua presença está confirmada. Até lá!' },
  declined: { toast: 'Resposta enviada. Agradecemos sua resposta.', current: 'Você informou que não poderá ir.' },
}

function InvitationCard({ invitation, token }: { invitation: PublicInvitation; token: string }) {
  const answer = useAnswerInvitation(token)
  const inviter = invitation.host_name ?? invitation.couple_names
  const respond = (value: Answer) =>
    answer.mutate(value, {
      onSuccess: () => toast.success(answerTexts[value].toast),
      onError: () => toast.error('Erro', { description: 'Não foi possível enviar sua resposta. Tente novamente.' }),
    })
  const current = invitation.status === 'sent' ? null : invitation.status
  return (
    <article className="w-full rounded-3xl border bg-card px-6 py-8 text-center shadow-soft sm:px-10">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Heart className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-sm tracking-wide text-muted-foreground uppercase">Você recebeu um convite</p>
      <h1 className="mt-1 font-serif text-3xl font-semibold wrap-anywhere">Olá, {invitation.guest_name}!</h1>
      {inviter && (
        <p className="mt-2 text-muted-foreground">
          <strong className="font-semibold text-foreground">{inviter}</strong> {agree(inviter, 'tem', 'têm')} o prazer de
          convidar você.
        </p>
      )}
      <dl className="mx-auto mt-6 grid max-w-sm gap-3 text-left">
        <DetailItem icon={CalendarDays} label="Data" value={formatDate(invitation.event_date)} />
        {invitation.event_time && <DetailItem icon={Clock} label="Horário" value={invitation.event_time} />}
        {invitation.event_location && <DetailItem icon={MapPin} label="Local" value={invitation.event_location} />}
        {invitation.dress_code && <DetailItem icon={Shirt} label="Traje" value={invitation.dress_code} />}
      </dl>
      {invitation.map_link && (
        <Button asChild variant="link" className="mt-2">
          <a href={invitation.map_link} target="_blank" rel="noopener noreferrer">
            <ExternalLink aria-hidden="true" />
            Ver no mapa
          </a>
        </Button>
      )}
      {invitation.custom_message && (
        <p className="mt-5 rounded-2xl bg-muted/60 px-4 py-3 text-left whitespace-pre-line wrap-anywhere">{invitation.custom_message}</p>
      )}
      <div className="mt-8 border-t pt-6">
        <p aria-live="polite" className={cn(
            'font-medium',
            current === 'confirmed' && 'text-success',
            current === 'declined' && 'text-muted-foreground',
          )}>
          {current ? answerTexts[current].current : 'Você poderá comparecer?'}
        </p>
        <div className="mt-4 flex flex-col gap-2 sm:flex-row sm:justify-center">
          <Button
            size="lg"
            onClick={() => respond('confirmed')}
            disabled={answer.isPending}
            aria-pressed={current === 'confirmed'}
            variant={current === 'declined' ? 'outline' : 'default'}
          >
            {answer.isPending && answer.variables === 'confirmed' ? <Spinner /> : <Check aria-hidden="true" />}
            Confirmar presença
          </Button>
          <Button
            size="lg"
            variant={current === 'declined' ? 'default' : 'outline'}
            onClick={() => respond('declined')}
            disabled={answer.isPending}
            aria-pressed={current === 'declined'}
          >
            {answer.isPending && answer.variables === 'declined' ? <Spinner /> : <X aria-hidden="true" />}
            Não poderei ir
          </Button>
        </div>
        {current && <p className="mt-3 text-xs text-muted-foreground">Mudou de ideia? Você pode alterar sua resposta.</p>}
      </div>
    </article>
  )
}


import { CalendarDays, Clock, MailCheck, MapPin, RefreshCw, Shirt, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { GatedCard, PlanCheckFailed } from '@/components/gated-card'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { formatDate } from '@/lib/format'
import { usePermission } from '@/lib/permission'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import {
  DIGITAL_INVITATIONS_FEATURE,
  statusLabels,
  useDeleteInvitation,
  useInvitations,
  useResendInvitation,
  type Invitation,
  type InvitationStatus,
} from '../api/invitations'
import { sendErrorDescription } from '../utils/invitation-form'
import { InvitationForm } from './invitation-form'

const statusVariant: Record<InvitationStatus, 'default' | 'success' | 'destructive'> = {
  sent: 'default',
  confirmed: 'success',
  declined: 'destructive',
}

/**
 * The Convites tab of /app/events (part 2 §2 Advanced events): the creation form and the list of
 * digital invitations, gated by digital_invitations (Premium and Luxo). Without the feature the
 * gated card comes first and the invitations already sent stay listed, read-only (gated means
 * locked, never hidden; the server's list is not gated).
 */
export function InvitationsPanel() {
  const permission = usePermission(DIGITAL_INVITATIONS_FEATURE) // the plan gate, answered by the server
  const invitations = useInvitations()
  const [gate, setGate] = useState<GatedCardProps | null>(null)
  const listGate = gatedCardPropsFromError(invitations.error)
  const permissionGate: GatedCardProps | null =
    permission.data && !permission.data.allowed
      ? {
          kind: 'feature',
          feature: DIGITAL_INVITATIONS_FEATURE,
          message: permission.data.message || 'Esta funcionalidade não está disponível no seu plano atual.',
          currentPlanName: permission.data.current_plan_name,
          upgradeRequired: permission.data.upgrade_required,
        }
      : null
  const shownGate = gate ?? listGate ?? permissionGate

  // A send refused by the plan (e.g. the subscription lapsed meanwhile) turns the tab into the gated card.
  const onGated = (error: unknown) => {
    const gated = gatedCardPropsFromError(error)
    if (gated) setGate(gated)
    return gated !== null
  }

  if (shownGate) {
    const sent = invitations.data ?? []
    return (
      <div className="grid gap-6">
        <GatedCard {...shownGate} />
        {sent.length > 0 && <InvitationList invitations={sent} onGated={onGated} readOnly />}
      </div>
    )
  }
  if (permission.isPending || invitations.isPending) {
    return (
      <div className="flex justify-center py-10" role="status" aria-label="Carregando convites">
        <Spinner />
      </div>
    )
  }
  if (invitations.isError) {
    return (
      <Card role="alert">
        <CardContent className="flex flex-col items-center gap-3 py-8 text-center">
          <p className="text-sm text-muted-foreground">Não foi possível carregar os convites.</p>
          <Button variant="outline" onClick={() => void invitations.refetch()}>
            Tentar novamente
          </Button>
        </CardContent>
      </Card>
    )
  }
  if (permission.isError) return <PlanCheckFailed />
  return (
    <div className="grid gap-6">
      <InvitationForm onGated={onGated} />
      <InvitationList invitations={invitations.data} onGated={onGated} />
    </div>
  )
}

type ListProps = {
  invitations: Invitation[]
  onGated: (error: unknown) => boolean
  /** The plan lacks the feature: the invitations are shown without their resend and remove buttons. */
  readOnly?: boolean
}

function InvitationList({ invitations, onGated, readOnly = false }: ListProps) {
  const [deleting, setDeleting] = useState<Invitation | null>(null)
  const confirmed = invitations.filter((i) => i.status === 'confirmed').length
  const declined = invitations.filter((i) => i.status === 'declined').length
  return (
    <Card>
      <CardHeader>
        <CardTitle>Convites enviados</CardTitle>
        <CardDescription>
          {readOnly && 'Somente leitura: os convites enviados e as respostas continuam aqui. '}
          {invitations.length === 0
            ? 'Nenhum convite enviado ainda.'
            : `${invitations.length} ${invitations.length === 1 ? 'convite' : 'convites'} · ${confirmed} ${confirmed === 1 ? 'confirmado' : 'confirmados'} · ${declined} ${declined === 1 ? 'recusado' : 'recusados'}`}
        </CardDescription>
      </CardHeader>
      {invitations.length > 0 && (
        <CardContent>
          <ul className="grid gap-3" aria-label="Convites enviados">
            {invitations.map((invitation) => (
              <InvitationItem key={invitation.id} invitation={invitation} onDelete={setDeleting} onGated={onGated} readOnly={readOnly} />
            ))}
          </ul>
        </CardContent>
      )}
      <DeleteInvitationDialog invitation={deleting} onOpenChange={(open) => !open && setDeleting(null)} />
    </Card>
  )
}

type ItemProps = {
  invitation: Invitation
  onDelete: (invitation: Invitation) => void
  onGated: (error: unknown) => boolean
  readOnly: boolean
}

function InvitationItem({ invitation, onDelete, onGated, readOnly }: ItemProps) {
  const resend = useResendInvitation()
  const onResend = () =>
    resend.mutate(invitation.id, {
      onSuccess: () => toast.success(`Convite reenviado para ${invitation.guest_email}.`),
      onError: (error) => {
        if (!onGated(error)) toast.error('Erro', { description: sendErrorDescription(error) })
      },
    })
  return (
    <li
      aria-label={invitation.guest_name}
      className="flex flex-col gap-3 rounded-xl border border-border p-4 sm:flex-row sm:items-start sm:justify-between"
    >
      <div className="min-w-0 space-y-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium wrap-anywhere">{invitation.guest_name}</p>
          <Badge variant={statusVariant[invitation.status]}>{statusLabels[invitation.status]}</Badge>
        </div>
        <p className="text-sm break-all text-muted-foreground">{invitation.guest_email}</p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <li className="flex items-center gap-1.5">
            <CalendarDays className="size-4" aria-hidden="true" />
            <span>{formatDate(invitation.event_date)}</span>
          </li>
          {invitation.event_time && (
            <li className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" />
              <span>{invitation.event_time}</span>
            </li>
          )}
          {invitation.event_location && (
            <li className="flex min-w-0 items-center gap-1.5">
              <MapPin className="size-4 shrink-0" aria-hidden="true" />
              <span className="wrap-anywhere">{invitation.event_location}</span>
            </li>
          )}
          {invitation.dress_code && (
            <li className="flex items-center gap-1.5">
              <Shirt className="size-4" aria-hidden="true" />
              <span>{invitation.dress_code}</span>
            </li>
          )}
        </ul>
        <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
          <MailCheck className="size-3.5" aria-hidden="true" />
          Enviado em {formatDate(invitation.sent_at)}
          {invitation.responded_at && ` · respondido em ${formatDate(invitation.responded_at)}`}
        </p>
      </div>
      {!readOnly && (
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" size="sm" onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending || undefined}>
            {resend.isPending ? <Spinner /> : <RefreshCw aria-hidden="true" />}
            Reenviar
          </Button>
          <Button variant="outline" size="sm" onClick={() => onDelete(invitation)} aria-label={`Remover convite de ${invitation.guest_name}`}>
            <Trash2 aria-hidden="true" />
            <span className="sm:sr-only">Remover</span>
          </Button>
        </div>
      )}
    </li>
  )
}

function DeleteInvitationDialog({
  invitation,
  onOpenChange,
}: {
  invitation: Invitation | null
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteInvitation()
  const onConfirm = () => {
    if (!invitation) return
    remove.mutate(invitation.id, {
      onSuccess: () => {
        toast.success('Convite removido.')
        onOpenChange(false)
      },
      onError: () => toast.error('Erro', { description: 'Não foi possível remover o convite.' }),
    })
  }
  return (
    <ConfirmDialog
      open={invitation !== null}
      onOpenChange={onOpenChange}
      title="Remover convite?"
      description={
        invitation ? (
          <>
            O convite de <strong className="font-semibold text-foreground">{invitation.guest_name}</strong> será
            removido e o link enviado deixará de funcionar. Esta ação não pode ser desfeita.
          </>
        ) : null
      }
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}

import { Crown, RotateCw, Send, UserMinus, UsersRound, X } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { TextField } from '@/components/text-field'
import { Badge } from '@/components/ui/badge'
import { Checkbox } from '@/components/ui/checkbox'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldHint } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage, isApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { sessionRole, useSession } from '@/lib/session'
import {
  roleLabels,
  useInvite,
  useMembers,
  useRemoveMember,
  useRevokeInvitation,
  useActivityNotify,
  useSetActivityNotify,
  useTransferOwnership,
  type InviteRole,
  type Member,
} from '../api/members'

function displayName(member: Member): string {
  const name = `${member.first_name} ${member.last_name}`.trim()
  return name || member.email
}

/**
 * 'Pessoas do casamento' in Configurações (#pessoas): who plans this wedding, the pending
 * invitations and, for the owner, inviting the partner or a cerimonialista, removing someone
 * and handing ownership to the partner. Every role sees the list; the server refuses the rest.
 */
export function MembersSection() {
  const { data: session } = useSession()
  const isOwner = sessionRole(session) === 'owner'
  const members = useMembers()
  const revoke = useRevokeInvitation()
  const remove = useRemoveMember()
  const transfer = useTransferOwnership()
  const [removing, setRemoving] = useState<Member | null>(null)
  const [promoting, setPromoting] = useState<Member | null>(null)

  const data = members.data
  const used = data ? data.members.length + data.invitations.length : 0

  const confirmRemove = async () => {
    if (!removing) return
    try {
      await remove.mutateAsync(removing.id)
      toast.success(`${displayName(removing)} foi removido(a) do casamento.`)
    } catch (error) {
      toast.error('Não foi possível remover.', { description: errorMessage(error) })
    } finally {
      setRemoving(null)
    }
  }

  const confirmTransfer = async () => {
    if (!promoting) return
    try {
      await transfer.mutateAsync(promoting.id)
      toast.success(`${displayName(promoting)} agora é titular do casamento.`)
    } catch (error) {
      toast.error('Não foi possível transferir a titularidade.', { description: errorMessage(error) })
    } finally {
      setPromoting(null)
    }
  }

  return (
    <Card id="pessoas" className="scroll-mt-20">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <UsersRound className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Pessoas do casamento</CardTitle>
            <CardDescription>
              Quem planeja este casamento, cada um com sua própria conta, senha e notificações.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {data ? (
          <>
            <p className="text-sm text-muted-foreground" data-testid="members-usage">
              {data.limit === null
                ? `${used} ${used === 1 ? 'pessoa' : 'pessoas'}, convites pendentes incluídos.`
                : `${used} de ${data.limit} lugares do seu plano em uso (convites pendentes incluídos).`}
            </p>
            <ul className="grid gap-3" aria-label="Pessoas do casamento">
              {data.members.map((member) => (
                <li
                  key={member.id}
                  className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="grid min-w-0 gap-1">
                    <p className="flex flex-wrap items-center gap-2 font-medium">
                      <span className="wrap-anywhere">{displayName(member)}</span>
                      <Badge variant={member.role === 'owner' ? 'gold' : 'default'}>{roleLabels[member.role]}</Badge>
                      {member.is_you && <Badge variant="outline">Você</Badge>}
                    </p>
                    <p className="text-sm break-all text-muted-foreground">{member.email}</p>
                  </div>
                  {isOwner && !member.is_you && (
                    <div className="flex flex-wrap gap-2">
                      {member.role === 'partner' && (
                        <Button variant="outline" size="sm" onClick={() => setPromoting(member)}>
                          <Crown aria-hidden="true" />
                          Tornar titular
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        size="sm"
                        onClick={() => setRemoving(member)}
                        aria-label={`Remover ${displayName(member)}`}
                      >
                        <UserMinus aria-hidden="true" />
                        Remover
                      </Button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
            {data.invitations.length > 0 && (
              <div className="grid gap-2">
                <h3 className="text-sm font-semibold">Convites pendentes</h3>
                <ul className="grid gap-2" aria-label="Convites pendentes">
                  {data.invitations.map((inv) => (
                    <li
                      key={inv.id}
                      className="flex flex-col gap-2 rounded-xl border border-dashed p-3 sm:flex-row sm:items-center sm:justify-between"
                    >
                      <div className="grid min-w-0 gap-0.5">
                        <p className="flex flex-wrap items-center gap-2 text-sm font-medium">
                          <span className="break-all">{inv.email}</span>
                          <Badge variant="outline">{roleLabels[inv.role]}</Badge>
                        </p>
                        <p className="text-xs text-muted-foreground">Válido até {formatDate(inv.expires_at)}</p>
                      </div>
                      {isOwner && (
                        <Button
                          variant="ghost"
                          size="sm"
                          className="self-start sm:self-center"
                          disabled={revoke.isPending}
                          onClick={() =>
                            revoke.mutate(inv.id, {
                              onSuccess: () => toast.success('Convite cancelado.'),
                              onError: (error) =>
                                toast.error('Não foi possível cancelar o convite.', { description: errorMessage(error) }),
                            })
                          }
                          aria-label={`Cancelar convite de ${inv.email}`}
                        >
                          <X aria-hidden="true" />
                          Cancelar convite
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <ActivityNotifyOption />
            {isOwner ? (
              <InviteForm hasPartner={data.members.some((m) => m.role === 'partner') || data.invitations.some((i) => i.role === 'partner')} />
            ) : (
              <p className="rounded-xl bg-muted p-3 text-sm text-muted-foreground">
                Só o(a) titular do casamento convida ou remove pessoas.
              </p>
            )}
          </>
        ) : members.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-medium">Erro ao carregar as pessoas do casamento.</p>
            <Button variant="outline" onClick={() => void members.refetch()} disabled={members.isFetching}>
              <RotateCw aria-hidden="true" className={members.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </div>
        ) : (
          <Skeleton className="h-32 w-full" aria-busy="true" aria-label="Carregando pessoas do casamento" />
        )}
      </CardContent>

      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null)
        }}
        title="Remover do casamento?"
        description={
          removing
            ? `${displayName(removing)} deixa de ver e editar este casamento agora, em todos os dispositivos. A conta dessa pessoa continua existindo, sem acesso aos dados de vocês.`
            : ''
        }
        confirmLabel="Remover"
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
      />
      <ConfirmDialog
        open={promoting !== null}
        onOpenChange={(open) => {
          if (!open) setPromoting(null)
        }}
        title="Transferir a titularidade?"
        description={
          promoting
            ? `${displayName(promoting)} passa a cuidar da assinatura e das pessoas do casamento. Você continua no casamento como parceiro(a).`
            : ''
        }
        confirmLabel="Transferir"
        destructive={false}
        pending={transfer.isPending}
        onConfirm={() => void confirmTransfer()}
      />
    </Card>
  )
}

const inviteMessages: Record<string, string> = {
  required: 'Informe o e-mail.',
  invalid: 'Informe um e-mail válido.',
}

function InviteForm({ hasPartner }: { hasPartner: boolean }) {
  const invite = useInvite()
  const [email, setEmail] = useState('')
  const [role, setRole] = useState<InviteRole>(hasPartner ? 'planner' : 'partner')
  const [fieldError, setFieldError] = useState<string | undefined>()
  const [formError, setFormError] = useState<string | null>(null)

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault()
    setFieldError(undefined)
    setFormError(null)
    if (!email.trim()) {
      setFieldError(inviteMessages.required)
      return
    }
    try {
      const sent = await invite.mutateAsync({ email: email.trim(), role })
      toast.success('Convite enviado.', { description: `Enviamos o link para ${sent.email}. Ele vale por 7 dias.` })
      setEmail('')
    } catch (error) {
      const code = isApiError(error) ? error.fields.email : undefined
      if (code) setFieldError(inviteMessages[code] ?? errorMessage(error))
      else setFormError(errorMessage(error))
    }
  }

  return (
    <form className="grid gap-4 rounded-xl border p-4" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h3 className="text-sm font-semibold">Convidar alguém</h3>
      <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_14rem]">
        <TextField
          id="invite-email"
          label="E-mail"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
        />
        <Field>
          <Label htmlFor="invite-role">Função</Label>
          <select
            id="invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value === 'planner' ? 'planner' : 'partner')}
            className="h-10 w-full rounded-lg border border-input bg-card px-3 text-sm shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40"
          >
            <option value="partner">Parceiro(a)</option>
            <option value="planner">Cerimonialista</option>
          </select>
          <FieldHint>
            {role === 'planner'
              ? 'Planeja tudo, inclusive o orçamento; não vê a assinatura, não gerencia pessoas nem exclui nada.'
              : 'Planeja tudo com você e vê a assinatura.'}
          </FieldHint>
        </Field>
      </div>
      {formError && (
        <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-sm font-medium text-destructive">
          {formError}
        </p>
      )}
      <div>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          Enviar convite
        </Button>
      </div>
    </form>
  )
}

/**
 * The member's own choice (issue 14): a bell notification when another person of the wedding
 * changes something; never for one's own changes, and one per person and area every 10 minutes.
 */
function ActivityNotifyOption() {
  const notify = useActivityNotify()
  const save = useSetActivityNotify()
  const checked = notify.data?.enabled ?? false
  return (
    <div className="flex items-start gap-3 rounded-xl bg-muted/60 p-3">
      <Checkbox
        id="activity-notify"
        checked={checked}
        disabled={notify.isPending || save.isPending}
        onCheckedChange={(value) =>
          save.mutate(value === true, {
            onSuccess: (enabled) =>
              toast.success(enabled ? 'Você será avisado(a) das alterações.' : 'Você não será mais avisado(a) das alterações.'),
            onError: (error) => toast.error('Não foi possível salvar a preferência.', { description: errorMessage(error) }),
          })
        }
        className="mt-0.5"
      />
      <div className="grid gap-0.5">
        <Label htmlFor="activity-notify" className="font-medium">
          Avisar-me quando outra pessoa alterar algo
        </Label>
        <p className="text-xs text-muted-foreground">
          Uma notificação no sino quando outra pessoa do casamento alterar tarefas, orçamento, convidados ou outros dados. O
          histórico completo fica em Atividade.
        </p>
      </div>
    </div>
  )
}

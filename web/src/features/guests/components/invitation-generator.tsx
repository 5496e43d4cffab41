import { useQueryClient } from '@tanstack/react-query'
import { Copy, Save, Sparkles, UserRound } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { toast } from 'sonner'
import { ConflictNotice } from '@/components/conflict-notice'
import { GatedCard } from '@/components/gated-card'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldHint } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { isApiError, isConflict } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { findPlan } from '@/lib/plans'
import { usePlans } from '@/lib/plans-query'
import { useProfile, type Profile } from '@/lib/profile'
import { useSession } from '@/lib/session'
import {
  invitationMessageSchema,
  invitationMessagesQueryOptions,
  useInvitationMessages,
  useSaveInvitation,
  type InvitationMessage,
} from '../api/invitations'
import type { Guest } from '../api/schemas'
import { coupleNames, generateInvitation, invitationDate } from '../utils/invitation-message'

const FEATURE = 'digital_invitations'


/**
 * Guests → 'Gerar Convites' (part 1 §2): pick a guest, add an optional personal
 * message, generate the invitation from the profile, copy it, save it. Gated by
 * the plan feature digital_invitations (Premium and Luxo).
 */
export function InvitationGenerator({ guests }: { guests: Guest[] | undefined }) {
  const { data: session } = useSession()
  const plans = usePlans()
  const [serverGate, setServerGate] = useState<GatedCardProps | null>(null)
  const planId = session?.wedding?.plan.id
  const plan = plans.data ? findPlan(plans.data, planId) : undefined
  const allowed = plan ? plan.gated_features.includes(FEATURE) : undefined

  if (serverGate) return <GatedCard {...serverGate} />
  if (allowed === undefined) {
    if (plans.isError) return <GatedCard kind="feature" message={gateMessage} upgradeRequired currentPlanName={session?.wedding?.plan.name} />
    return <Skeleton className="h-72 w-full" aria-busy="true" aria-label="Carregando" />
  }
  if (!allowed) {
    return <GatedCard kind="feature" message={gateMessage} upgradeRequired currentPlanName={plan?.name} />
  }
  return <Generator guests={guests ?? []} onGated={setServerGate} />
}

const gateMessage = 'Convites digitais personalizados estão disponíveis nos planos Premium e Luxo. Faça upgrade para usar.'

function Generator({ guests, onGated }: { guests: Guest[]; onGated: (gate: GatedCardProps) => void }) {
  const profileQuery = useProfile()
  const messages = useInvitationMessages(true)
  const save = useSaveInvitation()
  const [guestId, setGuestId] = useState('')
  const [custom, setCustom] = useState('')
  const [content, setContent] = useState('')
  // The version of the guest's saved message the text was started from, sent with the save.
  const [version, setVersion] = useState(0)
  const [conflict, setConflict] = useState<string | null>(null)
  const queryClient = useQueryClient()
  const profile = profileQuery.data
  const guest = guests.find((g) => g.id === guestId)
  const saved = messages.data?.find((m) => m.guest_id === guestId)
  // The saved text the editor was filled with: while the text is still that, a newer message
  // from the other member (realtime refetch) replaces it; a text typed here is kept, and its
  // save gets the conflict message instead of overwriting (issue 14).
  const [loaded, setLoaded] = useState('')
  if (saved && saved.version > version && content === loaded) {
    setContent(saved.message_content)
    setLoaded(saved.message_content)
    setVersion(saved.version)
  }

  const chooseGuest = (id: string) => {
    setGuestId(id)
    // Show what was saved for this guest, if anything; otherwise start blank.
    const current = messages.data?.find((m) => m.guest_id === id)
    setContent(current?.message_content ?? '')
    setLoaded(current?.message_content ?? '')
    setVersion(current?.version ?? 0)
    setConflict(null)
  }

  const generate = () => {
    if (!guest || !profile) return
    setContent(generateInvitation(guest.nome, profile, custom))
  }

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content)
      toast.success('Copiado!')
    } catch {
      toast.error('Erro ao copiar', { description: 'Não foi possível copiar o convite. Tente novamente.' })
    }
  }

  const onSave = async () => {
    if (!guest || !content.trim()) return
    try {
      await save.mutateAsync({
        guestId: guest.id,
        message_content: content,
        wedding_date: profile ? invitationDate(profile) : null,
        wedding_location: profile?.wedding_location ?? null,
        wedding_address: profile?.wedding_address ?? null,
        version,
      }).then((saved) => {
        setVersion(saved.version)
        setLoaded(saved.message_content)
      })
      setConflict(null)
      toast.success('Convite salvo com sucesso.')
    } catch (error) {
      if (isConflict(error)) {
        // The text here is this person's edit and stays; the other member's saved message is
        // now the one shown as saved, and the next save goes on from its version.
        const parsed = invitationMessageSchema.nullable().safeParse(error.details.current)
        if (parsed.success) {
          const current = parsed.data
          setVersion(current?.version ?? 0)
          queryClient.setQueryData(invitationMessagesQueryOptions.queryKey, (list) => [
            ...(list ?? []).filter((m) => m.guest_id !== guest.id),
            ...(current ? [current] : []),
          ])
        }
        setConflict(error.message)
        toast.error(error.message)
        return
      }
      const gate = gatedCardPropsFromError(error)
      if (gate) {
        onGated(gate)
        return
      }
      toast.error('Erro ao salvar convite.', {
        description: isApiError(error) && error.fromServer ? error.message : undefined,
      })
    }
  }

  if (guests.length === 0) {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
          <UserRound className="size-6 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">Adicione convidados para gerar convites.</p>
        </CardContent>
      </Card>
    )
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <Card className="lg:order-1">
        <CardHeader>
          <CardTitle>Gerar Convite</CardTitle>
          <CardDescription>Escolha o convidado, escreva uma mensagem pessoal se quiser e gere o convite.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <Field>
            <Label htmlFor="invitation-guest">Convidado</Label>
            <Select value={guestId} onValueChange={chooseGuest}>
              <SelectTrigger id="invitation-guest" className="h-11 w-full">
                <SelectValue placeholder="Selecione um convidado" />
              </SelectTrigger>
              <SelectContent>
                {guests.map((g) => (
                  <SelectItem key={g.id} value={g.id}>
                    {g.nome}
                    {messages.data?.some((m) => m.guest_id === g.id) ? ' · convite salvo' : ''}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </Field>
          <Field>
            <Label htmlFor="invitation-custom">Mensagem personalizada (opcional)</Label>
            <Textarea
              id="invitation-custom"
              rows={3}
              maxLength={1000}
              placeholder="Ex.: Mal podemos esperar para celebrar com você!"
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
            />
          </Field>
          <div>
            <Button onClick={generate} disabled={!guest || !profile}>
              <Sparkles aria-hidden="true" />
              Gerar Convite
            </Button>
            {(!guest || !profile) && (
              <FieldHint className="mt-2">
                {!guest ? 'Selecione um convidado para gerar o convite.' : 'Carregando as informações do casal...'}
              </FieldHint>
            )}
          </div>
          <Field>
            <Label htmlFor="invitation-content">Convite</Label>
            <Textarea
              id="invitation-content"
              rows={12}
              maxLength={5000}
              placeholder="O convite gerado aparece aqui; você pode ajustá-lo antes de salvar."
              value={content}
              onChange={(event) => setContent(event.target.value)}
            />
            {saved && <SavedHint message={saved} />}
          </Field>
          <ConflictNotice message={conflict} />
          {conflict && saved && (
            <details className="text-sm">
              <summary className="cursor-pointer font-medium">Ver o convite salvo pela outra pessoa</summary>
              <p className="mt-2 whitespace-pre-wrap text-muted-foreground">{saved.message_content}</p>
            </details>
          )}
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="outline" onClick={() => void copy()} disabled={!content.trim()}>
              <Copy aria-hidden="true" />
              Copiar
            </Button>
            <Button onClick={() => void onSave()} disabled={!guest || !content.trim() || save.isPending}>
              {save.isPending ? <Spinner /> : <Save aria-hidden="true" />}
              Salvar Convite
            </Button>
          </div>
        </CardContent>
      </Card>
      <CoupleCard profile={profile} loading={profileQuery.isPending} />
    </div>
  )
}

function SavedHint({ message }: { message: InvitationMessage }) {
  return (
    <FieldHint>
      Convite salvo{message.updated_at ? ` em ${formatDate(message.updated_at)}` : ''}.
    </FieldHint>
  )
}

/** The couple info the invitation is made from (names, date, place, address). */
function CoupleCard({ profile, loading }: { profile: Profile | undefined; loading: boolean }) {
  const date = profile ? invitationDate(profile) : null
  const rows: [string, string | null][] = profile
    ? [
        ['Noivos', coupleNames(profile)],
        ['Data', date ? formatDate(date) : null],
        ['Local', profile.wedding_location],
        ['Endereço', profile.wedding_address],
      ]
    : []
  const missing = rows.some(([, value]) => !value)
  return (
    <Card className="h-fit lg:order-2">
      <CardHeader>
        <CardTitle>Informações do casal</CardTitle>
        <CardDescription>Vêm das Configurações.</CardDescription>
      </CardHeader>
      <CardContent>
        {loading ? (
          <Skeleton className="h-32 w-full" />
        ) : !profile ? (
          <p className="text-sm text-muted-foreground">Erro ao carregar perfil.</p>
        ) : (
          <>
            <dl className="grid gap-3 text-sm">
              {rows.map(([label, value]) => (
                <div key={label}>
                  <dt className="font-medium text-muted-foreground">{label}</dt>
                  <dd className="wrap-anywhere">{value ?? 'Não informado'}</dd>
                </div>
              ))}
            </dl>
            {missing && (
              <Button asChild variant="link" className="mt-2 h-auto p-0">
                <Link to="/app/profile">Completar em Configurações</Link>
              </Button>
            )}
          </>
        )}
      </CardContent>
    </Card>
  )
}

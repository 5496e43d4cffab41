import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { api, errorMessage, isApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { rememberPendingInvitation } from '@/lib/member-invitation'
import { forgetPushSubscription } from '@/lib/pwa'
import { setSession, useSession } from '@/lib/session'
import { useAcceptInvitation, useInvitation, type InvitationView } from '../api/invitation'
import { AuthLayout } from './auth-layout'

const roleNames = { partner: 'parceiro(a)', planner: 'cerimonialista' } as const

const stateMessages = {
  accepted: 'Este convite já foi usado. Se você já aceitou, é só entrar com seu e-mail e senha.',
  revoked: 'Este convite foi cancelado por quem o enviou. Peça um novo convite.',
  expired: 'Este convite expirou (ele vale por 7 dias). Peça um novo convite a quem convidou você.',
} as const

/**
 * /aceitar-convite?token=…: the page a member invitation links to. Signed out, it offers
 * 'Entrar' and 'Criar conta' and remembers the invitation, so the app comes back here once the
 * person is signed in (however the sign-up completes). Signed in, it says whether this account
 * can accept: it must be the invited e-mail, and an account whose own wedding has data is
 * refused with the reason (nothing is merged or dropped); an empty one is left on acceptance.
 * Accepting waits for a click, so a mail scanner opening the link accepts nothing.
 */
export function AcceptInvitationPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const session = useSession()
  const invitation = useInvitation(token)

  let body
  if (!token || (invitation.isError && isApiError(invitation.error) && invitation.error.status === 404)) {
    body = <Problem text="Convite inválido. Confira se o link do e-mail foi copiado inteiro." />
  } else if (invitation.isError) {
    body = <Problem text={errorMessage(invitation.error)} retry={() => void invitation.refetch()} />
  } else if (!invitation.data || session.isPending) {
    return <LoadingScreen fullScreen />
  } else if (invitation.data.state !== 'pending') {
    body = <Problem text={stateMessages[invitation.data.state]} />
  } else {
    body = <Pending token={token} invitation={invitation.data} signedIn={Boolean(session.data)} />
  }

  return (
    <AuthLayout title="Convite para o casamento">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl leading-tight font-semibold">Convite para planejar o casamento</h1>
          {invitation.data && (
            <CardDescription>
              {invitation.data.inviter} convidou {invitation.data.email} para planejar {invitation.data.wedding} no Aceito,
              como {roleNames[invitation.data.role]}.
            </CardDescription>
          )}
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  )
}

function Problem({ text, retry }: { text: string; retry?: () => void }) {
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-xl bg-destructive-soft p-4 text-sm font-medium text-destructive">
        {text}
      </p>
      {retry ? (
        <Button variant="outline" onClick={retry}>
          Tentar novamente
        </Button>
      ) : (
        <Button asChild variant="outline">
          <Link to="/auth">Ir para o login</Link>
        </Button>
      )}
    </div>
  )
}

function Pending({ token, invitation, signedIn }: { token: string; invitation: InvitationView; signedIn: boolean }) {
  const accept = useAcceptInvitation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const viewer = invitation.viewer

  if (!signedIn || !viewer) {
    const remember = () => rememberPendingInvitation(token)
    return (
      <div className="grid gap-4">
        <p className="text-sm">
          Para aceitar, entre com <strong className="break-all">{invitation.email}</strong> ou crie sua conta com esse
          e-mail. Depois disso voltamos para esta página. O convite vale até {formatDate(invitation.expires_at)}.
        </p>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button asChild onClick={remember}>
            <Link to="/auth">Entrar</Link>
          </Button>
          <Button asChild variant="outline" onClick={remember}>
            <Link to="/auth?aba=criar-conta">Criar conta</Link>
          </Button>
        </div>
      </div>
    )
  }

  const signOut = async () => {
    rememberPendingInvitation(token)
    await forgetPushSubscription()
    await api.send('/api/auth/signout', 'POST').catch(() => undefined)
    setSession(queryClient, null)
    void navigate('/auth', { replace: true })
  }

  if (!viewer.matches) {
    return (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl bg-warning-soft p-4 text-sm font-medium text-warning">
          Você está conectado(a) como <span className="break-all">{viewer.email}</span>, mas o convite é para{' '}
          <span className="break-all">{invitation.email}</span>. Saia e entre (ou crie uma conta) com o e-mail convidado.
        </p>
        <Button variant="outline" onClick={() => void signOut()}>
          Sair e entrar com {invitation.email}
        </Button>
      </div>
    )
  }
  if (viewer.own_wedding === 'this') {
    return (
      <div className="grid gap-4">
        <p role="status" className="rounded-xl bg-primary-soft p-4 text-sm font-medium">
          Você já faz parte deste casamento.
        </p>
        <Button asChild>
          <Link to="/app">Ir para o casamento</Link>
        </Button>
      </div>
    )
  }
  if (viewer.own_wedding === 'has_data') {
    return (
      <Problem
        text={
          'Sua conta já participa de outro casamento no Aceito, com dados que não juntamos nem apagamos. ' +
          'Cada conta participa de um só casamento: para aceitar, peça que o convite seja enviado para outro e-mail e crie uma conta com ele.'
        }
      />
    )
  }

  const onAccept = () =>
    accept.mutate(token, {
      onSuccess: () => void navigate('/app', { replace: true }),
    })

  return (
    <div className="grid gap-4">
      <p className="text-sm">
        Sua conta ainda não tem nada planejado. Ao aceitar, você passa a ver e editar o casamento de quem convidou, e o
        espaço vazio criado no seu cadastro é descartado.
      </p>
      {accept.isError && (
        <p role="alert" className="rounded-xl bg-destructive-soft p-3 text-sm font-medium text-destructive">
          {errorMessage(accept.error)}
        </p>
      )}
      <Button onClick={onAccept} disabled={accept.isPending}>
        {accept.isPending && <Spinner />}
        Aceitar convite
      </Button>
    </div>
  )
}

import { Link, useSearchParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { useCancelDeletion } from '../api/cancel-deletion'
import { AuthLayout } from './auth-layout'

/**
 * /conta/cancelar-exclusao?token=…: the page the 'Excluir conta' e-mail links to. The undo
 * waits for a click, so a mail scanner that opens links does not undo anything by itself.
 */
export function CancelDeletionPage() {
  const [params] = useSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const cancel = useCancelDeletion()

  let body
  if (cancel.isSuccess) {
    body = (
      <div className="grid gap-4">
        <p role="status" className="rounded-xl bg-primary-soft p-4 text-sm font-medium">
          Exclusão cancelada. Sua conta ({cancel.data.email}) continua ativa; entre normalmente. Se quiser continuar com o
          plano, retome a assinatura em Configurações.
        </p>
        <Button asChild>
          <Link to="/auth">Entrar</Link>
        </Button>
      </div>
    )
  } else if (!token || (cancel.isError && isApiError(cancel.error) && cancel.error.code === 'invalid_token')) {
    body = (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl bg-destructive-soft p-4 text-sm font-medium text-destructive">
          Link inválido ou expirado. Se a exclusão já aconteceu, não é possível desfazê-la.
        </p>
        <Button asChild variant="outline">
          <Link to="/auth">Voltar para o login</Link>
        </Button>
      </div>
    )
  } else {
    body = (
      <div className="grid gap-4">
        {cancel.isError && (
          <p role="alert" className="text-sm text-destructive">
            Não foi possível cancelar agora. Tente novamente.
          </p>
        )}
        <Button onClick={() => cancel.mutate(token)} disabled={cancel.isPending}>
          {cancel.isPending && <Spinner />}
          Cancelar exclusão
        </Button>
      </div>
    )
  }

  return (
    <AuthLayout title="Cancelar exclusão">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl leading-tight font-semibold">Cancelar exclusão da conta</h1>
          <CardDescription>A exclusão da sua conta está agendada. Mudou de ideia? Cancele aqui e tudo continua como estava.</CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  )
}

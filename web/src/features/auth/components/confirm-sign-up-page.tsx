import { useState, type FormEvent } from 'react'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { NavLink, useNavigateTo, useNavSearchParams } from '@/lib/nav'
import { useConfirmSignUp } from '../api/auth-api'
import { AuthLayout } from './auth-layout'

/**
 * /auth/confirmar?token=…: the page the 'Confirme seu e-mail' e-mail links to. The account is
 * created (and this browser signed in) when the person clicks, not when the page loads, so a
 * mail scanner that opens links neither spends the link nor gets the session. Opened in another
 * browser than the one that signed up, the server asks for the password chosen at sign-up
 * (password_required), and the page shows a password field.
 */
export function ConfirmSignUpPage() {
  const params = useNavSearchParams()
  const token = params.get('token')?.trim() ?? ''
  const navigate = useNavigateTo()
  const confirm = useConfirmSignUp()
  const [password, setPassword] = useState('')
  const [askPassword, setAskPassword] = useState(false)

  const error = confirm.error
  const passwordAsked =
    isApiError(error) && error.fromServer && (error.code === 'password_required' || error.code === 'wrong_password')
  if (passwordAsked && !askPassword) setAskPassword(true)

  const onConfirm = (e?: FormEvent) => {
    e?.preventDefault()
    void confirm.mutateAsync(askPassword ? { token, password } : { token }).then(
      () => {
        // A new couple starts with the first-run flow (issue 18 §2); every step can be skipped.
        navigate('/app/comecar', { replace: true, toast: { title: 'Conta criada com sucesso!' } })
      },
      () => undefined, // shown below
    )
  }

  let body
  if (!token || (isApiError(error) && error.fromServer && error.code === 'invalid_token')) {
    body = (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl bg-destructive-soft p-4 text-sm font-medium text-destructive">
          Link inválido ou expirado. Crie a conta de novo para receber outro link.
        </p>
        <Button asChild variant="outline">
          <NavLink to="/auth?aba=criar-conta">Criar conta</NavLink>
        </Button>
      </div>
    )
  } else if (isApiError(error) && error.fromServer && error.code === 'email_taken') {
    body = (
      <div className="grid gap-4">
        <p role="alert" className="rounded-xl bg-destructive-soft p-4 text-sm font-medium text-destructive">
          {error.message}
        </p>
        <Button asChild variant="outline">
          <NavLink to="/auth">Entrar</NavLink>
        </Button>
      </div>
    )
  } else {
    body = (
      <form className="grid gap-4" onSubmit={onConfirm} noValidate>
        {confirm.isError && (
          <p role="alert" className="text-sm text-destructive">
            {isApiError(error) && error.fromServer ? error.message : 'Não foi possível confirmar agora. Tente novamente.'}
          </p>
        )}
        {askPassword && (
          <TextField
            id="confirm-signup-password"
            label="Senha"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
        <Button type="submit" size="lg" disabled={confirm.isPending || confirm.isSuccess} className="w-full">
          {confirm.isPending && <Spinner />}
          {confirm.isPending ? 'Criando conta...' : 'Confirmar e entrar'}
        </Button>
      </form>
    )
  }

  return (
    <AuthLayout title="Confirme seu e-mail">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl leading-tight font-semibold">Confirme seu e-mail</h1>
          <CardDescription>
            Falta só um passo: confirme o e-mail para criar a conta e começar o teste grátis.
          </CardDescription>
        </CardHeader>
        <CardContent>{body}</CardContent>
      </Card>
    </AuthLayout>
  )
}

import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { NavLink, useNavigateTo, useNavSearchParams } from '@/lib/nav'
import { useFormRules } from '@/lib/use-form-rules'
import { toast } from '@/lib/toast'
import { useConfirmPasswordReset } from '../api/auth-api'
import { accountFieldMessage, checkResetPassword } from '../api/schemas'
import { AuthLayout } from './auth-layout'

export const INVALID_LINK_MESSAGE = 'Link inválido ou expirado.'

/** /auth/nova-senha?token=…: the page the password-reset e-mail links to. */
export function ResetPasswordPage() {
  const params = useNavSearchParams()
  const token = params.get('token')?.trim() ?? ''

  return (
    <AuthLayout title="Nova senha">
      <Card>
        <CardHeader>
          <h1 className="font-serif text-2xl leading-tight font-semibold">Criar nova senha</h1>
          <CardDescription>Escolha uma nova senha para acessar sua conta.</CardDescription>
        </CardHeader>
        <CardContent>{token ? <ResetPasswordForm token={token} /> : <InvalidLink />}</CardContent>
      </Card>
    </AuthLayout>
  )
}

function InvalidLink() {
  return (
    <div className="grid gap-4">
      <p role="alert" className="rounded-xl bg-destructive-soft p-4 text-sm font-medium text-destructive">
        {INVALID_LINK_MESSAGE}
      </p>
      <Button asChild variant="outline">
        <NavLink to="/auth">Voltar para o login</NavLink>
      </Button>
    </div>
  )
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigateTo()
  const confirm = useConfirmPasswordReset()
  const { register, handleSubmit, setError, errors } = useFormRules(
    ['password', 'confirm_password'],
    { password: '', confirm_password: '' },
    checkResetPassword,
  )

  const onSubmit = handleSubmit((values) =>
    confirm.mutateAsync({ token, password: values.password }).then(
      () => {
        navigate('/auth', { replace: true, toast: { title: 'Senha redefinida!', description: 'Entre com sua nova senha.' } })
      },
      (error: unknown) => {
        if (!isApiError(error) || !error.fromServer) {
          toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
          return
        }
        const passwordCode = error.fields.password
        if (passwordCode) {
          setError('password', accountFieldMessage('password', passwordCode, error.message))
          return
        }
        toast.error(error.code === 'invalid_token' ? INVALID_LINK_MESSAGE : 'Não foi possível redefinir a senha', {
          description: error.code === 'invalid_token' ? 'Solicite um novo link na tela de login.' : error.message,
        })
      },
    ),
  )

  // After a success the page moves on (on its own entry, a full page load): no second tap meanwhile.
  const busy = confirm.isPending || confirm.isSuccess
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Criar nova senha">
      <TextField
        id="reset-password"
        label="Nova senha"
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 8 caracteres, com letra minúscula, maiúscula e número."
        error={errors.password}
        {...register('password')}
      />
      <TextField
        id="reset-confirm-password"
        label="Confirmar nova senha"
        type="password"
        autoComplete="new-password"
        error={errors.confirm_password}
        {...register('confirm_password')}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Salvando...' : 'Salvar nova senha'}
      </Button>
      <NavLink to="/auth" className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline">
        Voltar para o login
      </NavLink>
    </form>
  )
}

import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { useNavigateTo } from '@/lib/nav'
import { useFormRules } from '@/lib/use-form-rules'
import { toast } from '@/lib/toast'
import { useSignIn } from '../api/auth-api'
import { checkSignIn } from '../api/schemas'

export function SignInForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const navigate = useNavigateTo()
  const signIn = useSignIn()
  const { register, handleSubmit, errors } = useFormRules(['email', 'password'], { email: '', password: '' }, checkSignIn)

  const onSubmit = handleSubmit((values) =>
    signIn.mutateAsync(values).then(
      () => {
        // On /auth's own entry /app is a full page load: the toast goes with it (lib/carried-toast).
        navigate('/app', { replace: true, toast: { title: 'Login realizado com sucesso!', description: 'Bem-vindo de volta!' } })
      },
      (error: unknown) => {
        if (isApiError(error) && error.fromServer) {
          toast.error('Erro no login', { description: error.message })
        } else {
          toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
        }
      },
    ),
  )

  // After a success the page moves on (on /auth's own entry, a full page load): no second tap meanwhile.
  const busy = signIn.isPending || signIn.isSuccess

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Entrar">
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="seu@email.com"
        error={errors.email}
        {...register('email')}
      />
      <div className="grid gap-2">
        <TextField
          id="signin-password"
          label="Senha"
          type="password"
          autoComplete="current-password"
          placeholder="••••••••"
          error={errors.password}
          {...register('password')}
        />
        <button
          type="button"
          onClick={onForgotPassword}
          className="justify-self-end text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          Esqueci minha senha
        </button>
      </div>
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Entrando...' : 'Entrar'}
      </Button>
    </form>
  )
}

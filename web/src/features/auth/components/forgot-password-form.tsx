import { MailCheck } from 'lucide-react'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { useFormRules } from '@/lib/use-form-rules'
import { toast } from '@/lib/toast'
import { useRequestPasswordReset } from '../api/auth-api'
import { checkForgotPassword } from '../api/schemas'

export const RESET_REQUESTED_MESSAGE = 'Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.'

export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const request = useRequestPasswordReset()
  const { register, handleSubmit, errors } = useFormRules(['email'], { email: '' }, checkForgotPassword)

  const onSubmit = handleSubmit((values) =>
    request.mutateAsync(values.email).catch((error: unknown) => {
      if (isApiError(error) && error.fromServer) {
        toast.error('Não foi possível enviar o link', { description: error.message })
      } else {
        toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
      }
    }),
  )

  const backButton = (
    <button
      type="button"
      onClick={onBack}
      className="justify-self-center text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      Voltar para o login
    </button>
  )

  if (request.isSuccess) {
    return (
      <div className="grid gap-5">
        <div role="status" className="flex gap-3 rounded-xl bg-success-soft p-4 text-sm text-success">
          <MailCheck className="size-5 shrink-0" aria-hidden="true" />
          <p>{RESET_REQUESTED_MESSAGE}</p>
        </div>
        {backButton}
      </div>
    )
  }

  const busy = request.isPending
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Recuperar senha">
      <div>
        <h2 className="font-serif text-xl font-semibold">Esqueci minha senha</h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Informe o e-mail da sua conta e enviaremos um link para criar uma nova senha.
        </p>
      </div>
      <TextField
        id="forgot-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="seu@email.com"
        error={errors.email}
        {...register('email')}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Enviando...' : 'Enviar link'}
      </Button>
      {backButton}
    </form>
  )
}

import { useState } from 'react'
import { LegalConsent } from '@/components/legal-consent'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { useFormRules } from '@/lib/use-form-rules'
import { toast } from '@/lib/toast'
import { useResendSignUp, useSignUp } from '../api/auth-api'
import { accountFieldMessage, checkSignUp, isAccountField, type SignUpField } from '../api/schemas'

const signUpFields: readonly SignUpField[] = ['first_name', 'last_name', 'email', 'password']

/**
 * defaultEmail prefills the e-mail, e.g. the one a visitor just paid with. A sign-up answers the
 * same whether or not the address has an account (so nobody can find out who has one): the
 * tab then shows the check-your-e-mail state, and the e-mailed link creates the account.
 */
export function SignUpForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const [sentTo, setSentTo] = useState('')
  if (sentTo) return <CheckEmail email={sentTo} onBack={() => setSentTo('')} />
  return <SignUpFields defaultEmail={defaultEmail} onSent={setSentTo} />
}

function SignUpFields({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const signUp = useSignUp()
  const { register, handleSubmit, setError, errors } = useFormRules(
    signUpFields,
    { first_name: '', last_name: '', email: defaultEmail, password: '' },
    checkSignUp,
  )

  const onSubmit = handleSubmit((values) =>
    signUp.mutateAsync(values).then(
      (accepted) => onSent(accepted.email),
      (error: unknown) => {
        if (!isApiError(error) || !error.fromServer) {
          toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
          return
        }
        let mapped = false
        for (const [field, code] of Object.entries(error.fields)) {
          if (!isAccountField(field)) continue
          setError(field, accountFieldMessage(field, code, error.message))
          mapped = true
        }
        if (!mapped) toast.error('Erro ao criar conta', { description: error.message })
      },
    ),
  )

  const busy = signUp.isPending

  return (
    <form method="post" onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Criar conta">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="Nome"
          autoComplete="given-name"
          error={errors.first_name}
          {...register('first_name')}
        />
        <TextField
          id="signup-last-name"
          label="Sobrenome"
          autoComplete="family-name"
          error={errors.last_name}
          {...register('last_name')}
        />
      </div>
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="seu@email.com"
        error={errors.email}
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 8 caracteres, com letra minúscula, maiúscula e número."
        error={errors.password}
        {...register('password')}
      />
      <Button type="submit" size="lg" disabled={busy} className="w-full">
        {busy && <Spinner />}
        {busy ? 'Criando conta...' : 'Criar conta'}
      </Button>
      <LegalConsent action="Ao criar a conta" />
    </form>
  )
}

/** The sign-up tab after sending: where the link went, and 'Reenviar e-mail' (rate limited). */
function CheckEmail({ email, onBack }: { email: string; onBack: () => void }) {
  const resend = useResendSignUp()
  const onResend = () =>
    resend.mutateAsync(email).then(
      () => toast.success('E-mail reenviado!', { description: `Confira a caixa de entrada de ${email}.` }),
      (error: unknown) => {
        const description = isApiError(error) && error.fromServer ? error.message : 'Tente novamente mais tarde.'
        toast.error('Não foi possível reenviar', { description })
      },
    )

  return (
    <section aria-labelledby="check-email-title" className="grid gap-4" data-testid="signup-check-email">
      <div role="status" className="grid gap-2 rounded-xl border border-primary/15 bg-primary-soft/50 p-4 text-sm">
        <h2 id="check-email-title" className="font-serif text-xl font-semibold">
          Confira seu e-mail
        </h2>
        <p>
          Enviamos um link para <strong className="font-semibold break-all">{email}</strong>. Abra o link para
          confirmar o e-mail e entrar; ele vale por 24 horas.
        </p>
        <p className="text-muted-foreground">Não chegou? Confira a caixa de spam ou reenvie.</p>
      </div>
      <Button type="button" variant="outline" onClick={onResend} disabled={resend.isPending} className="w-full">
        {resend.isPending && <Spinner />}
        {resend.isPending ? 'Reenviando...' : 'Reenviar e-mail'}
      </Button>
      <Button type="button" variant="ghost" onClick={onBack} className="w-full">
        Usar outro e-mail
      </Button>
    </section>
  )
}

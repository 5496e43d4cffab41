import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { LegalConsent } from '@/components/legal-consent'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { useSignUp } from '../api/auth-api'
import {
  accountFieldMessage,
  isAccountField,
  signUpSchema,
  type SignUpInput,
  type SignUpValues,
} from '../api/schemas'

/** defaultEmail prefills the e-mail, e.g. the one a visitor just paid with. */
export function SignUpForm({ defaultEmail = '' }: { defaultEmail?: string }) {
  const navigate = useNavigate()
  const signUp = useSignUp()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(signUpSchema),
    defaultValues: { first_name: '', last_name: '', email: defaultEmail, password: '' },
  })

  const onSubmit = handleSubmit((values) =>
    signUp.mutateAsync(values).then(
      () => {
        toast.success('Conta criada com sucesso!')
        navigate('/app', { replace: true })
      },
      (error: unknown) => {
        if (!isApiError(error) || !error.fromServer) {
          toast.error('Erro inesperado', { description: 'Tente novamente mais tarde.' })
          return
        }
        if (error.code === 'email_taken') {
          setError('email', { type: 'server', message: error.message }, { shouldFocus: true })
          return
        }
        let mapped = false
        for (const [field, code] of Object.entries(error.fields)) {
          if (!isAccountField(field)) continue
          setError(field, { type: 'server', message: accountFieldMessage(field, code, error.message) })
          mapped = true
        }
        if (!mapped) toast.error('Erro ao criar conta', { description: error.message })
      },
    ),
  )

  const busy = signUp.isPending

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Criar conta">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          id="signup-first-name"
          label="Nome"
          autoComplete="given-name"
          error={errors.first_name?.message}
          {...register('first_name')}
        />
        <TextField
          id="signup-last-name"
          label="Sobrenome"
          autoComplete="family-name"
          error={errors.last_name?.message}
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
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label="Senha"
        type="password"
        autoComplete="new-password"
        hint="Mínimo de 8 caracteres, com letra minúscula, maiúscula e número."
        error={errors.password?.message}
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

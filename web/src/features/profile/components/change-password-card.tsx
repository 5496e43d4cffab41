import { ShieldCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import { useChangePassword } from '../api/change-password'
import { checkPasswordChange, passwordChangeErrorText } from '../password-change'

type Values = { current_password: string; password: string; confirm_password: string }

/** Security card of the profile (spec part 2 §2 and §8): change the password. */
export function ChangePasswordCard() {
  const change = useChangePassword()
  const { register, handleSubmit, reset } = useForm<Values>({
    defaultValues: { current_password: '', password: '', confirm_password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    const check = checkPasswordChange(values.current_password, values.password, values.confirm_password)
    if (!check.ok) {
      toast.error(check.title, { description: check.description })
      return
    }
    try {
      await change.mutateAsync({
        current_password: check.currentPassword,
        password: check.password,
        confirm_password: check.confirmPassword,
      })
      toast.success('Senha alterada!', { description: 'Os outros dispositivos foram desconectados.' })
      reset()
    } catch (error) {
      toast.error('Não foi possível alterar a senha.', { description: passwordChangeErrorText(error) })
    }
  })

  const busy = change.isPending
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <ShieldCheck className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Segurança</CardTitle>
            <CardDescription>
              Altere a senha de acesso. As sessões abertas em outros dispositivos serão encerradas e você receberá um
              e-mail avisando da alteração.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Alterar senha">
          <TextField
            id="profile-current-password"
            label="Senha atual"
            type="password"
            autoComplete="current-password"
            className="sm:max-w-[calc(50%-0.625rem)]"
            {...register('current_password')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField
              id="profile-new-password"
              label="Nova senha"
              type="password"
              autoComplete="new-password"
              hint="Mínimo de 8 caracteres, com letra minúscula, maiúscula e número."
              {...register('password')}
            />
            <TextField
              id="profile-confirm-password"
              label="Confirmar nova senha"
              type="password"
              autoComplete="new-password"
              {...register('confirm_password')}
            />
          </div>
          <div>
            <Button type="submit" disabled={busy}>
              {busy && <Spinner />}
              {busy ? 'Alterando...' : 'Alterar senha'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

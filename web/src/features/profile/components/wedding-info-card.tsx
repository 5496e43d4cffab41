import { Heart } from 'lucide-react'
import { Controller, type UseFormReturn } from 'react-hook-form'
import { DateField } from '@/components/date-field'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { Spinner } from '@/components/ui/spinner'
import type { ProfileFormValues } from '../api/profile-form'

type DateName = 'wedding_date' | 'civil_ceremony_date' | 'religious_ceremony_date'

/** Wedding info (part 1 §3 and part 2 §3 profiles): names, dates, places and phone. */
export function WeddingInfoCard({
  form,
  onSubmit,
  saving,
}: {
  form: UseFormReturn<ProfileFormValues>
  onSubmit: () => void
  saving: boolean
}) {
  const {
    register,
    control,
    formState: { errors },
  } = form

  const dateField = (name: DateName, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          id={`profile-${name}`}
          label={label}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Heart className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Informações do casamento</CardTitle>
            <CardDescription>Usadas no dashboard, nos convites e nas rotas para os convidados.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onSubmit()
        }}
        noValidate
        aria-label="Informações do casamento"
      >
        <CardContent className="grid gap-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id="profile-first_name" label="Seu nome" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name')} />
            <TextField id="profile-last_name" label="Sobrenome" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name')} />
            <TextField id="profile-partner_name" label="Nome do(a) parceiro(a)" autoComplete="off" error={errors.partner_name?.message} {...register('partner_name')} />
            <TextField id="profile-phone" label="Telefone" type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 98765-4321" error={errors.phone?.message} {...register('phone')} />
          </div>
          <div className="grid gap-5 sm:grid-cols-3">
            {dateField('wedding_date', 'Data do casamento')}
            {dateField('civil_ceremony_date', 'Data do casamento civil')}
            {dateField('religious_ceremony_date', 'Data do casamento religioso')}
          </div>
          <TextField
            id="profile-civil_ceremony_address"
            label="Endereço do casamento civil (cartório)"
            autoComplete="off"
            error={errors.civil_ceremony_address?.message}
            {...register('civil_ceremony_address')}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField id="profile-wedding_location" label="Local da festa" autoComplete="off" placeholder="Ex.: Espaço Jardim" error={errors.wedding_location?.message} {...register('wedding_location')} />
            <TextField id="profile-wedding_address" label="Endereço da festa" autoComplete="off" error={errors.wedding_address?.message} {...register('wedding_address')} />
          </div>
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" size="lg" disabled={saving} className="w-full sm:w-auto">
            {saving && <Spinner />}
            {saving ? 'Salvando...' : 'Salvar Alterações'}
          </Button>
        </CardFooter>
      </form>
    </Card>
  )
}

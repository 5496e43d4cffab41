import type { UseFormRegister } from 'react-hook-form'
import { TextField } from '@/components/text-field'
import { Field } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Textarea } from '@/components/ui/textarea'
import type { VenueFormValues } from '../utils/ceremony'

type VenueFieldsProps = {
  idPrefix: string
  register: UseFormRegister<VenueFormValues>
  /** Marks name and address when the last submit lacked them. */
  missing: { name: boolean; address: boolean }
  emailError?: string
  locationError?: string
}

/**
 * Venue name*, address*, phone, e-mail, its point on the map and notes: the 'Manual' tab and the
 * 'Editar' dialog share them.
 */
export function VenueFields({ idPrefix, register, missing, emailError, locationError }: VenueFieldsProps) {
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label="Nome do local*"
        autoComplete="off"
        maxLength={200}
        error={missing.name ? 'Informe o nome do local' : undefined}
        {...register('venue_name')}
      />
      <TextField
        id={`${idPrefix}-address`}
        label="Endereço*"
        autoComplete="off"
        maxLength={300}
        error={missing.address ? 'Informe o endereço do local' : undefined}
        {...register('venue_address')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${idPrefix}-phone`}
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...register('venue_phone')}
        />
        <TextField
          id={`${idPrefix}-email`}
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={emailError}
          {...register('venue_email')}
        />
      </div>
      <TextField
        id={`${idPrefix}-location`}
        label="Localização no mapa"
        autoComplete="off"
        inputMode="url"
        maxLength={2000}
        placeholder="Link do Google Maps ou -23.5505, -46.6333"
        hint="Opcional. Cole o link do local no Google Maps (ou as coordenadas) para abrir o local certo no mapa."
        error={locationError}
        {...register('location')}
      />
      <Field>
        <Label htmlFor={`${idPrefix}-notes`}>Observações</Label>
        <Textarea id={`${idPrefix}-notes`} maxLength={2000} {...register('notes')} />
      </Field>
    </>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Send } from 'lucide-react'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useForm, type UseFormSetError } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Field, FieldError, FieldHint } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api'
import { maskBrDate } from '@/lib/calendar-date'
import { guestsQueryOptions } from '@/features/guests/api/get-guests'
import { useCreateInvitation, type InvitationPayload } from '../api/invitations'
import {
  emptyInvitationForm,
  invitationFormSchema,
  isInvitationFormField,
  MAX_MESSAGE,
  missingRequired,
  REQUIRED_MESSAGE,
  sendErrorDescription,
  SEND_SUCCESS,
  serverFieldMessage,
  type InvitationFormInput,
} from '../utils/invitation-form'

/** The creation form of the Convites tab (part 2 §2, §5, §8): saving sends the e-mail. */
export function InvitationForm({ onGated }: { onGated: (error: unknown) => boolean }) {
  const create = useCreateInvitation()
  const schema = useMemo(() => invitationFormSchema(), [])
  const {
    register,
    handleSubmit,
    reset,
    setError,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InvitationFormInput, unknown, InvitationPayload>({
    resolver: zodResolver(schema),
    defaultValues: emptyInvitationForm,
  })
  const dateField = register('event_date')
  // The guest list, to tie the invitation to a guest; quiet when it cannot load (the field hides).
  const guests = useQuery({ ...guestsQueryOptions, meta: {} })
  const guestField = register('guest_id')

  const onSubmit = handleSubmit(
    async (payload) => {
      try {
        await create.mutateAsync(payload)
        toast.success(SEND_SUCCESS)
        reset(emptyInvitationForm)
      } catch (error) {
        if (onGated(error)) return
        reportSendError(error, setError)
      }
    },
    () => {
      if (missingRequired(getValues())) toast.error('Erro', { description: REQUIRED_MESSAGE })
    },
  )

  const busy = create.isPending
  return (
    <Card>
      <CardHeader>
        <CardTitle>Novo convite digital</CardTitle>
        <CardDescription>
          O convidado recebe o convite por e-mail com um link para confirmar presença. Nome, e-mail e data são
          obrigatórios.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Novo convite digital">
          {/* content-start: a hint under one field must not push its row neighbour's input down. */}
          {guests.data && guests.data.length > 0 && (
            <div className="grid gap-1.5">
              <Label htmlFor="invite-guest-id">Convidado da lista</Label>
              <select
                id="invite-guest-id"
                className="h-10 rounded-md border bg-background px-3 text-sm"
                {...guestField}
                onChange={(event) => {
                  void guestField.onChange(event)
                  const chosen = guests.data.find((g) => g.id === event.target.value)
                  if (!chosen) return
                  setValue('guest_name', chosen.nome)
                  if (chosen.email) setValue('guest_email', chosen.email)
                  if (chosen.telefone) setValue('guest_phone', chosen.telefone)
                }}
              >
                <option value="">Nenhum (link só deste convite)</option>
                {guests.data.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.nome}
                  </option>
                ))}
              </select>
              <p className="text-xs text-muted-foreground">
                Escolha um convidado para que o e-mail leve ao link pessoal dele, onde a família toda responde.
              </p>
            </div>
          )}
          <div className="grid gap-4 sm:grid-cols-2 [&>*]:content-start">
            <TextField id="invite-guest-name" label="Nome do convidado*" autoComplete="off" maxLength={100} error={errors.guest_name?.message} {...register('guest_name')} />
            <TextField
              id="invite-guest-email"
              label="E-mail do convidado*"
              type="email"
              inputMode="email"
              autoComplete="off"
              error={errors.guest_email?.message}
              {...register('guest_email')}
            />
            <TextField
              id="invite-guest-phone"
              label="Telefone"
              type="tel"
              inputMode="tel"
              autoComplete="off"
              placeholder="(11) 91234-5678"
              maxLength={30}
              error={errors.guest_phone?.message}
              {...register('guest_phone')}
            />
            <TextField id="invite-host" label="Anfitrião" autoComplete="off" maxLength={100} placeholder="Ex.: Ana e Bruno" error={errors.host_name?.message} {...register('host_name')} />
            <TextField
              id="invite-event-date"
              label="Data do evento*"
              inputMode="numeric"
              autoComplete="off"
              placeholder="dd/mm/aaaa"
              maxLength={10}
              error={errors.event_date?.message}
              {...dateField}
              onChange={(event) => {
                event.target.value = maskBrDate(event.target.value)
                void dateField.onChange(event)
              }}
            />
            <TextField id="invite-event-time" label="Horário" type="time" error={errors.event_time?.message} {...register('event_time')} />
            <TextField id="invite-location" label="Local" autoComplete="off" maxLength={200} error={errors.event_location?.message} {...register('event_location')} />
            <TextField
              id="invite-map-link"
              label="Link do mapa"
              type="url"
              inputMode="url"
              autoComplete="off"
              placeholder="https://maps.google.com/..."
              error={errors.map_link?.message}
              {...register('map_link')}
            />
            <TextField id="invite-dress-code" label="Traje" autoComplete="off" maxLength={100} placeholder="Ex.: Esporte fino" error={errors.dress_code?.message} {...register('dress_code')} />
            <TextField
              id="invite-reminders"
              label="Lembretes (dias antes do evento)"
              autoComplete="off"
              hint="Separados por vírgula; 0 é o dia do evento."
              error={errors.reminder_days?.message}
              {...register('reminder_days')}
            />
          </div>
          <Field>
            <Label htmlFor="invite-message">Mensagem personalizada</Label>
            <Textarea
              id="invite-message"
              rows={3}
              maxLength={MAX_MESSAGE}
              aria-invalid={errors.custom_message ? true : undefined}
              aria-describedby={errors.custom_message ? 'invite-message-error' : 'invite-message-hint'}
              placeholder="Ex.: Contamos com a sua presença!"
              {...register('custom_message')}
            />
            <FieldHint id="invite-message-hint">Até {MAX_MESSAGE} caracteres.</FieldHint>
            <FieldError id="invite-message-error">{errors.custom_message?.message}</FieldError>
          </Field>
          <div className="flex justify-end">
            <Button type="submit" disabled={busy} aria-busy={busy || undefined} className="w-full sm:w-auto">
              {busy ? <Spinner /> : <Send aria-hidden="true" />}
              Enviar convite
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  )
}

/** 'Erro' / 'Não foi possível enviar o convite.' (or the required-fields text), field codes under their fields. */
function reportSendError(error: unknown, setError: UseFormSetError<InvitationFormInput>) {
  const fields = isApiError(error) ? Object.entries(error.fields) : []
  const required = fields.some(([, code]) => code === 'required')
  toast.error('Erro', { description: required ? REQUIRED_MESSAGE : sendErrorDescription(error) })
  let first = true
  for (const [field, code] of fields) {
    if (!isInvitationFormField(field)) continue
    setError(field, { type: 'server', message: serverFieldMessage(field, code) }, { shouldFocus: first })
    first = false
  }
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Bell, RotateCw } from 'lucide-react'
import { useEffect } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { useSession } from '@/lib/session'
import {
  notificationCategories,
  notificationChannels,
  notificationFormSchema,
  preferencesToForm,
  useNotificationPreferences,
  useSaveNotificationPreferences,
  type NotificationFormValues,
  type NotificationPreferences,
} from '../api/notification-preferences'
import { PushDeviceSection } from './push-device-section'

/**
 * 'Notificações' in Configurações (#notificacoes, issue 15): the signed-in member's own choice of
 * which reminders also come by e-mail and by push (Tarefas, Pagamentos, Gastos; both on by
 * default), the quiet hours for push, the daily digest ('Resumo do dia') that replaces the single
 * e-mails, and this device's push subscription. The bell always gets every reminder.
 */
export function NotificationsCard() {
  const prefs = useNotificationPreferences()
  return (
    <Card id="notificacoes" className="scroll-mt-20">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Bell className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Notificações</CardTitle>
            <CardDescription>
              Os lembretes sempre aparecem no sino do Aceito. Escolha quais também chegam ao seu e-mail e, como
              notificação push, aos aparelhos em que você ativar: cada pessoa do casamento faz a própria escolha.
            </CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {prefs.data ? (
          <NotificationsForm prefs={prefs.data} />
        ) : prefs.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-medium">Erro ao carregar as preferências de notificação.</p>
            <Button variant="outline" onClick={() => void prefs.refetch()} disabled={prefs.isFetching}>
              <RotateCw aria-hidden="true" className={prefs.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </div>
        ) : (
          <Skeleton className="h-56 w-full" aria-busy="true" aria-label="Carregando preferências de notificação" />
        )}
        <PushDeviceSection />
      </CardContent>
    </Card>
  )
}

function NotificationsForm({ prefs }: { prefs: NotificationPreferences }) {
  const save = useSaveNotificationPreferences()
  const email = useSession().data?.user.email
  const form = useForm<NotificationFormValues>({
    resolver: zodResolver(notificationFormSchema),
    defaultValues: preferencesToForm(prefs),
  })
  // A save elsewhere (another tab, an unsubscribe link) refreshes what was not changed here.
  useEffect(() => {
    form.reset(preferencesToForm(prefs), { keepDirtyValues: true })
  }, [prefs, form])

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values)
      form.reset(preferencesToForm(saved))
      toast.success('Preferências de notificação salvas.')
    } catch (error) {
      toast.error('Erro ao salvar as preferências de notificação.', { description: errorMessage(error) })
    }
  })

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="grid gap-5" noValidate>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-semibold">Receber também por</legend>
        <p className="text-xs text-muted-foreground">
          E-mail{email ? <span> ({email})</span> : null}; push nos aparelhos em que as notificações estão ativadas
          (abaixo).
        </p>
        <div aria-hidden="true" className="grid grid-cols-[minmax(0,1fr)_4rem_4rem] px-3 text-xs font-medium text-muted-foreground">
          <span />
          {notificationChannels.map((channel) => (
            <span key={channel.key} className="text-center">
              {channel.label}
            </span>
          ))}
        </div>
        {notificationCategories.map((category) => (
          <div
            key={category.key}
            className="grid grid-cols-[minmax(0,1fr)_4rem_4rem] items-center rounded-xl bg-muted/60 p-3"
          >
            <div className="grid gap-0.5">
              <span className="text-sm font-medium">{category.label}</span>
              <p id={`notify-${category.key}-hint`} className="text-xs text-muted-foreground">
                {category.hint}
              </p>
            </div>
            {notificationChannels.map((channel) => (
              <Controller
                key={channel.key}
                control={form.control}
                name={`${category.key}.${channel.key}`}
                render={({ field }) => (
                  <div className="flex justify-center">
                    <Checkbox
                      id={`notify-${channel.key}-${category.key}`}
                      checked={field.value}
                      onCheckedChange={(value) => field.onChange(value === true)}
                      onBlur={field.onBlur}
                      aria-label={`${category.label} ${channel.switchLabel}`}
                      aria-describedby={`notify-${category.key}-hint`}
                    />
                  </div>
                )}
              />
            ))}
          </div>
        ))}
      </fieldset>
      <Controller
        control={form.control}
        name="quiet_hours"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl border border-border p-3">
            <Checkbox
              id="notify-quiet-hours"
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              onBlur={field.onBlur}
              aria-describedby="notify-quiet-hours-hint"
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor="notify-quiet-hours" className="font-medium">
                Silenciar das 22h às 8h
              </Label>
              <p id="notify-quiet-hours-hint" className="text-xs text-muted-foreground">
                As notificações push desse horário (de Brasília) esperam e chegam às 8h. Os e-mails e o sino não mudam.
              </p>
            </div>
          </div>
        )}
      />
      <Controller
        control={form.control}
        name="digest"
        render={({ field }) => (
          <div className="flex items-start gap-3 rounded-xl border border-border p-3">
            <Checkbox
              id="notify-digest"
              checked={field.value}
              onCheckedChange={(value) => field.onChange(value === true)}
              onBlur={field.onBlur}
              aria-describedby="notify-digest-hint"
              className="mt-0.5"
            />
            <div className="grid gap-0.5">
              <Label htmlFor="notify-digest" className="font-medium">
                Resumo do dia
              </Label>
              <p id="notify-digest-hint" className="text-xs text-muted-foreground">
                Um único e-mail por dia, às {prefs.digest_time}, no lugar dos e-mails avulsos. Por exemplo: &lsquo;Resumo do
                dia: 3 tarefas vencem hoje, 1 pagamento em 2 dias&rsquo;.
              </p>
            </div>
          </div>
        )}
      />
      <div>
        <Button type="submit" disabled={save.isPending || !form.formState.isDirty}>
          {save.isPending && <Spinner />}
          Salvar preferências
        </Button>
      </div>
    </form>
  )
}

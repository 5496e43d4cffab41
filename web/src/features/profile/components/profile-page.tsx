import { zodResolver } from '@hookform/resolvers/zod'
import { useQueryClient } from '@tanstack/react-query'
import { Mail, RotateCw } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { ConflictNotice } from '@/components/conflict-notice'
import { isApiError, isConflict } from '@/lib/api'
import { profileQueryOptions, profileSchema, useProfile, type Profile, type ProfileField, profileFields } from '@/lib/profile'
import { isCouple, useSession } from '@/lib/session'
import { useScrollToHash } from '@/lib/use-scroll-to-hash'
import { formToProfile, profileFieldMessage, profileFormSchema, profileToForm, type ProfileFormValues } from '../api/profile-form'
import { useSaveProfile } from '../api/save-profile'
import { BackupCard } from './backup-card'
import { ChangePasswordCard } from './change-password-card'
import { DevicesCard } from './devices-card'
import { MembersSection } from './members-section'
import { NotificationsCard } from './notifications-card'
import { ShareRoutesCard } from './share-routes-card'
import { SubscriptionManager } from './subscription-manager'
import { WeddingInfoCard } from './wedding-info-card'
import { YourDataSection } from './your-data-section'

/**
 * /app/profile 'Configurações' (part 2 §2 'User profile'): a column of cards —
 * account, wedding info, share routes (when an address exists), 'Pessoas do casamento' (#pessoas),
 * 'Notificações' (#notificacoes: reminders by e-mail, per member), security,
 * connected devices and (for the couple, not a cerimonialista) the current plan
 * with the subscription manager ('Upgrade Plano' lands on #assinatura), and 'Seus dados' (#seus-dados:
 * export, guests' data retention, account deletion) and Luxo's 'Backup automático' (#backup-automatico).
 */
export function ProfilePage() {
  const profileQuery = useProfile()
  // A cerimonialista sees no subscription and has no say over the couple's personal data.
  const couple = isCouple(useSession().data)
  useScrollToHash()

  return (
    <div className="grid gap-6">
      <PageHeader title="Configurações" description="Dados do casamento, rotas para os convidados, notificações, segurança da conta e assinatura." />
      <AccountCard />
      {profileQuery.data ? (
        <ProfileForm profile={profileQuery.data} />
      ) : profileQuery.isError ? (
        <Card role="alert">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">Erro ao carregar perfil.</p>
            <Button variant="outline" onClick={() => void profileQuery.refetch()} disabled={profileQuery.isFetching}>
              <RotateCw aria-hidden="true" className={profileQuery.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : (
        <Skeleton className="h-96 w-full" aria-busy="true" aria-label="Carregando perfil" />
      )}
      <MembersSection />
      <NotificationsCard />
      <ChangePasswordCard />
      <DevicesCard />
      {couple && <SubscriptionManager />}
      {couple && <YourDataSection />}
      {couple && <BackupCard />}
    </div>
  )
}

function AccountCard() {
  const { data: session } = useSession()
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <Mail className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Informações da conta</CardTitle>
            <CardDescription>O e-mail usado para entrar no Aceito.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent>
        <TextField
          id="profile-email"
          label="E-mail da conta"
          type="email"
          value={session?.user.email ?? ''}
          readOnly
          className="max-w-md"
        />
      </CardContent>
    </Card>
  )
}

function isProfileField(name: string): name is ProfileField {
  return (profileFields as readonly string[]).includes(name)
}

/** The wedding-info form and the share-routes card that follows what is typed. */
function ProfileForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient()
  const save = useSaveProfile()
  const form = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileToForm(profile),
  })
  const [conflict, setConflict] = useState<string | null>(null)
  // The version the form stands on. A newer profile (the other member's save arriving by
  // realtime, or a 409's current one) refreshes the fields not typed in and moves the version.
  const version = useRef(profile.version)
  useEffect(() => {
    if (profile.version <= version.current) return
    form.reset(profileToForm(profile), { keepDirtyValues: true })
    version.current = profile.version
  }, [profile, form])
  const [civilAddress, weddingAddress, weddingLocation] = useWatch({
    control: form.control,
    name: ['civil_ceremony_address', 'wedding_address', 'wedding_location'],
  })

  // Built when submitted, not at render: it reads the version ref.
  const onSubmit = () =>
    form.handleSubmit(async (values) => {
      try {
        const saved = await save.mutateAsync({ ...formToProfile(values), version: version.current })
        version.current = saved.version
        form.reset(profileToForm(saved))
        setConflict(null)
        toast.success('Perfil atualizado com sucesso.')
      } catch (error) {
        if (isConflict(error)) {
          const current = profileSchema.safeParse(error.details.current)
          if (current.success) queryClient.setQueryData(profileQueryOptions.queryKey, current.data)
          setConflict(error.message)
          toast.error(error.message)
          return
        }
        let mapped = false
        if (isApiError(error)) {
          for (const [field, code] of Object.entries(error.fields)) {
            if (!isProfileField(field)) continue
            form.setError(field, { type: 'server', message: profileFieldMessage(code) }, { shouldFocus: !mapped })
            mapped = true
          }
        }
        toast.error('Erro ao salvar perfil.', {
          description: isApiError(error) && error.fromServer ? error.message : 'Tente novamente.',
        })
      }
    })()

  return (
    <>
      <ConflictNotice message={conflict} />
      <WeddingInfoCard form={form} onSubmit={() => void onSubmit()} saving={save.isPending} />
      <ShareRoutesCard civilAddress={civilAddress} weddingAddress={weddingAddress} weddingLocation={weddingLocation} />
    </>
  )
}

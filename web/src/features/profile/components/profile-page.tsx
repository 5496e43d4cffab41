import { Mail } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { TextField } from '@/components/text-field'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { SubscriptionManager } from './subscription-manager'
import { useSession } from '@/lib/session'
import { useScrollToHash } from '@/lib/use-scroll-to-hash'
import { ChangePasswordCard } from './change-password-card'

/** /app/profile: account info, security and the subscription manager ('Upgrade Plano' lands on #assinatura). */
export function ProfilePage() {
  const { data: session } = useSession()
  useScrollToHash()

  return (
    <div className="grid gap-6">
      <PageHeader title="Configurações" description="Dados da conta, segurança e assinatura." />
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
      <ChangePasswordCard />
      <SubscriptionManager />
    </div>
  )
}

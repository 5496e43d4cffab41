import { BellOff, BellRing, Download, Info } from 'lucide-react'
import type { ReactNode } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { useInstallPrompt } from '@/lib/pwa'
import { usePushDevice } from '../api/push-device'

/**
 * 'Notificações neste aparelho' (issue 15): turns Web Push on or off for the device in hand, says
 * why it cannot where it cannot (blocked, an iPhone outside the home screen, an old browser), and
 * offers 'Instalar o Aceito' where the browser proposes the install.
 */
export function PushDeviceSection() {
  const { state, pending, enable, disable } = usePushDevice()
  const install = useInstallPrompt()

  const onEnable = async () => {
    try {
      await enable()
    } catch (error) {
      toast.error('Não foi possível ativar as notificações neste aparelho.', { description: errorMessage(error) })
    }
  }
  const onDisable = async () => {
    try {
      await disable()
    } catch (error) {
      toast.error('Não foi possível desativar as notificações neste aparelho.', { description: errorMessage(error) })
    }
  }
  const onInstall = async () => {
    if (await install.install()) toast.success('Aceito instalado. Abra pela tela inicial.')
  }

  return (
    <section aria-labelledby="push-device-title" className="grid gap-3 rounded-xl border border-border p-4">
      <h3 id="push-device-title" className="text-sm font-semibold">
        Notificações neste aparelho
      </h3>
      <div aria-live="polite" className="grid gap-3 text-sm">
        {state.status === 'checking' ? (
          <Skeleton className="h-10 w-full" aria-busy="true" aria-label="Verificando as notificações deste aparelho" />
        ) : state.status === 'on' ? (
          <>
            <p className="flex items-center gap-2 font-medium text-success" data-testid="push-device-status">
              <BellRing className="size-4 shrink-0" aria-hidden="true" />
              Ativadas neste aparelho
            </p>
            <p className="text-muted-foreground">Os lembretes marcados em Push chegam aqui, mesmo com o Aceito fechado.</p>
            <div>
              <Button variant="outline" onClick={() => void onDisable()} disabled={pending}>
                {pending && <Spinner />}
                Desativar neste aparelho
              </Button>
            </div>
          </>
        ) : state.status === 'off' ? (
          <>
            <p className="text-muted-foreground">Receba os lembretes neste aparelho, mesmo com o Aceito fechado.</p>
            <div>
              <Button onClick={() => void onEnable()} disabled={pending}>
                {pending ? <Spinner /> : <BellRing aria-hidden="true" />}
                Ativar neste aparelho
              </Button>
            </div>
          </>
        ) : state.status === 'denied' ? (
          <Notice icon={<BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}>
            <span className="font-medium text-foreground">As notificações do Aceito estão bloqueadas neste navegador.</span>{' '}
            Para permitir, abra as configurações do site (o cadeado ou o ícone ao lado do endereço), mude Notificações para
            Permitir e recarregue a página.
          </Notice>
        ) : state.status === 'ios-not-installed' ? (
          <Notice>
            Para receber notificações no iPhone, adicione o Aceito à tela de início (Compartilhar → Adicionar à Tela de
            Início) e abra por lá.
          </Notice>
        ) : state.status === 'ios-too-old' ? (
          <Notice>Para receber notificações no iPhone, atualize o iOS para a versão 16.4 ou mais recente.</Notice>
        ) : (
          <Notice>
            Este navegador não oferece notificações push. Os lembretes continuam chegando no sino e por e-mail.
          </Notice>
        )}
      </div>
      {install.canInstall && (
        <div className="grid gap-2 border-t border-border pt-3 text-sm">
          <p className="text-muted-foreground">Abra o Aceito direto da tela inicial, como um aplicativo.</p>
          <div>
            <Button variant="outline" onClick={() => void onInstall()}>
              <Download aria-hidden="true" />
              Instalar o Aceito
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}

function Notice({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 text-muted-foreground">
      {icon ?? <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />}
      <span>{children}</span>
    </p>
  )
}

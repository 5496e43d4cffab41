import { LogOut, MonitorSmartphone, RotateCw } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { useDevices, useEndDevice, useEndOtherDevices, type Device } from '../api/sessions'
import { formatDateTime } from '../utils/date-time'

/**
 * 'Dispositivos conectados' in Configurações: the account's signed-in sessions (this one first,
 * marked 'Este dispositivo'), ending one, and 'Sair de todos os dispositivos', which ends every
 * session except this one.
 */
export function DevicesCard() {
  const devices = useDevices()
  const endOne = useEndDevice()
  const endOthers = useEndOtherDevices()
  const [ending, setEnding] = useState<Device | null>(null)
  const [confirmAll, setConfirmAll] = useState(false)

  const others = devices.data?.filter((d) => !d.current).length ?? 0

  const confirmEndOne = async () => {
    if (!ending) return
    try {
      await endOne.mutateAsync(ending.id)
      toast.success('Dispositivo desconectado.')
    } catch (error) {
      toast.error('Não foi possível desconectar o dispositivo.', { description: errorMessage(error) })
    } finally {
      setEnding(null)
    }
  }

  const confirmEndOthers = async () => {
    try {
      const ended = await endOthers.mutateAsync()
      toast.success(ended === 1 ? '1 dispositivo desconectado.' : `${ended} dispositivos desconectados.`)
    } catch (error) {
      toast.error('Não foi possível desconectar os dispositivos.', { description: errorMessage(error) })
    } finally {
      setConfirmAll(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <MonitorSmartphone className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Dispositivos conectados</CardTitle>
            <CardDescription>Onde sua conta está aberta. Desconecte o que você não reconhecer.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {devices.data ? (
          <ul className="grid gap-3" aria-label="Dispositivos conectados">
            {devices.data.map((device) => (
              <li
                key={device.id}
                className="flex flex-col gap-3 rounded-xl border p-4 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="grid min-w-0 gap-1">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span className="wrap-anywhere">{device.browser}</span>
                    {device.current && <Badge variant="success">Este dispositivo</Badge>}
                  </p>
                  <p className="text-sm text-muted-foreground">Conectado em {formatDateTime(device.created_at)}</p>
                  <p className="text-sm text-muted-foreground">
                    {device.current ? 'Em uso agora' : `Último acesso em ${formatDateTime(device.last_seen_at)}`}
                  </p>
                </div>
                {!device.current && (
                  <Button
                    variant="outline"
                    size="sm"
                    className="self-start sm:self-center"
                    onClick={() => setEnding(device)}
                    aria-label={`Desconectar ${device.browser}, conectado em ${formatDateTime(device.created_at)}`}
                  >
                    <LogOut aria-hidden="true" />
                    Desconectar
                  </Button>
                )}
              </li>
            ))}
          </ul>
        ) : devices.isError ? (
          <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="font-medium">Erro ao carregar dispositivos.</p>
            <Button variant="outline" onClick={() => void devices.refetch()} disabled={devices.isFetching}>
              <RotateCw aria-hidden="true" className={devices.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </div>
        ) : (
          <Skeleton className="h-24 w-full" aria-busy="true" aria-label="Carregando dispositivos" />
        )}
        {others > 0 && (
          <div>
            <Button variant="outline" onClick={() => setConfirmAll(true)} disabled={endOthers.isPending}>
              {endOthers.isPending ? <Spinner /> : <LogOut aria-hidden="true" />}
              Sair de todos os dispositivos
            </Button>
          </div>
        )}
      </CardContent>

      <ConfirmDialog
        open={ending !== null}
        onOpenChange={(open) => {
          if (!open) setEnding(null)
        }}
        title="Desconectar dispositivo?"
        description={
          ending
            ? `${ending.browser}, conectado em ${formatDateTime(ending.created_at)}, precisará entrar de novo com e-mail e senha.`
            : ''
        }
        confirmLabel="Desconectar"
        pending={endOne.isPending}
        onConfirm={() => void confirmEndOne()}
      />
      <ConfirmDialog
        open={confirmAll}
        onOpenChange={setConfirmAll}
        title="Sair de todos os dispositivos?"
        description="Todos os outros dispositivos precisarão entrar de novo com e-mail e senha. Este dispositivo continua conectado."
        confirmLabel="Sair dos outros dispositivos"
        pending={endOthers.isPending}
        onConfirm={() => void confirmEndOthers()}
      />
    </Card>
  )
}

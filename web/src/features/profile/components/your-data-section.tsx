import { useQueryClient } from '@tanstack/react-query'
import { Download, FileArchive, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { isApiError } from '@/lib/api'
import { formatDate } from '@/lib/format'
import { resetResources } from '@/lib/resource'
import { setSession } from '@/lib/session'
import {
  exportDownloadURL,
  useDataExports,
  useDeleteAccount,
  usePrivacySettings,
  useRequestDataExport,
  useSavePrivacySettings,
  type DataExport,
} from '../api/privacy'
import { formatSize } from '../utils/file-size'

export const DELETE_CONFIRMATION = 'EXCLUIR'

/**
 * 'Seus dados' in Configurações (LGPD, art. 18): download everything the app keeps about the
 * wedding, keep or let go of guests' contact data after the wedding, and delete the account.
 */
export function YourDataSection() {
  return (
    <Card id="seus-dados" className="scroll-mt-24">
      <CardHeader>
        <div className="flex items-center gap-3">
          <span className="flex size-10 items-center justify-center rounded-xl bg-primary-soft text-primary">
            <FileArchive className="size-5" aria-hidden="true" />
          </span>
          <div>
            <CardTitle>Seus dados</CardTitle>
            <CardDescription>Baixe uma cópia de tudo o que o Aceito guarda sobre o casamento ou exclua sua conta.</CardDescription>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-6">
        <DataExportPart />
        <KeepGuestDataPart />
        <DeleteAccountPart />
      </CardContent>
    </Card>
  )
}

const timeInSaoPaulo = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', hour: '2-digit', minute: '2-digit' })

function formatInstant(value: string): string {
  const d = new Date(value)
  return Number.isNaN(d.getTime()) ? '—' : `${formatDate(value)} às ${timeInSaoPaulo.format(d)}`
}

function DataExportPart() {
  const exports = useDataExports()
  const request = useRequestDataExport()
  const inProgress = exports.data?.some((e) => e.status === 'pending' || e.status === 'running') ?? false

  const onRequest = () => {
    request.mutate(undefined, {
      onSuccess: () =>
        toast.success('Estamos preparando seus dados', {
          description: 'Avisaremos por notificação quando o arquivo estiver pronto.',
        }),
      onError: (error) =>
        toast.error('Não foi possível pedir seus dados', {
          description: isApiError(error) && error.fromServer ? error.message : 'Tente novamente.',
        }),
    })
  }

  return (
    <section aria-labelledby="seus-dados-baixar" className="grid gap-3">
      <h3 id="seus-dados-baixar" className="font-medium">
        Baixar meus dados
      </h3>
      <p className="text-sm text-muted-foreground">
        Um arquivo .zip com convidados, tarefas, orçamento, cerimônias, presentes, galeria, contratos e todos os arquivos
        enviados, mais um LEIAME explicando cada parte. Avisamos por notificação quando ficar pronto; o link vale por 24
        horas.
      </p>
      <div>
        <Button variant="outline" onClick={onRequest} disabled={request.isPending || inProgress}>
          {request.isPending || inProgress ? <Spinner /> : <Download aria-hidden="true" />}
          {inProgress ? 'Preparando seus dados...' : 'Baixar meus dados'}
        </Button>
      </div>
      {exports.data && exports.data.length > 0 && (
        <ul className="grid gap-2" aria-label="Arquivos de dados">
          {exports.data.map((e) => (
            <ExportRow key={e.id} item={e} />
          ))}
        </ul>
      )}
    </section>
  )
}

function ExportRow({ item }: { item: DataExport }) {
  if (item.status === 'ready') {
    return (
      <li className="flex flex-col gap-2 rounded-xl border p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
        <span>
          Pronto em {item.ready_at ? formatInstant(item.ready_at) : '—'} · {formatSize(item.size_bytes)}
          <span className="block text-muted-foreground">Disponível até {formatInstant(item.expires_at)}</span>
        </span>
        <Button asChild size="sm">
          <a href={exportDownloadURL(item.id)} download>
            <Download aria-hidden="true" />
            Baixar arquivo (.zip)
          </a>
        </Button>
      </li>
    )
  }
  if (item.status === 'failed') {
    return (
      <li className="rounded-xl border border-destructive/40 p-3 text-sm text-destructive">
        Não foi possível preparar o arquivo pedido em {formatInstant(item.created_at)}. Peça novamente.
      </li>
    )
  }
  return (
    <li className="flex items-center gap-2 rounded-xl border p-3 text-sm" aria-live="polite">
      <Spinner /> Preparando o arquivo pedido em {formatInstant(item.created_at)}...
    </li>
  )
}

function KeepGuestDataPart() {
  const settings = usePrivacySettings()
  const save = useSavePrivacySettings()
  return (
    <section aria-labelledby="seus-dados-convidados" className="grid gap-2">
      <h3 id="seus-dados-convidados" className="font-medium">
        Dados dos convidados
      </h3>
      <div className="flex items-start gap-3">
        <Checkbox
          id="keep-guest-data"
          className="mt-0.5"
          checked={settings.data?.keep_guest_data ?? false}
          disabled={!settings.data || save.isPending}
          aria-describedby="keep-guest-data-hint"
          onCheckedChange={(checked) =>
            save.mutate(
              { keep_guest_data: checked === true },
              {
                onSuccess: () => toast.success('Preferência salva.'),
                onError: () => toast.error('Não foi possível salvar a preferência.'),
              },
            )
          }
        />
        <div className="grid gap-1">
          <Label htmlFor="keep-guest-data">Manter dados dos convidados após o casamento</Label>
          <p id="keep-guest-data-hint" className="text-sm text-muted-foreground">
            Desmarcado, o e-mail e o telefone dos convidados são apagados 12 meses depois da data do casamento. Os nomes e as
            confirmações continuam.
          </p>
        </div>
      </div>
    </section>
  )
}

function DeleteAccountPart() {
  const [open, setOpen] = useState(false)
  return (
    <section aria-labelledby="seus-dados-excluir" className="grid gap-3 border-t pt-6">
      <h3 id="seus-dados-excluir" className="font-medium text-destructive">
        Excluir conta
      </h3>
      <p className="text-sm text-muted-foreground">
        Exclui sua conta e, se ninguém mais planeja o casamento com você, todos os dados e arquivos dele. Você tem 7 dias
        para desistir pelo link que enviamos por e-mail.
      </p>
      <div>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2 aria-hidden="true" />
          Excluir conta
        </Button>
      </div>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>{open && <DeleteAccountForm onCancel={() => setOpen(false)} />}</DialogContent>
      </Dialog>
    </section>
  )
}

function deleteFieldMessage(field: string, code: string): string {
  if (field === 'password') return code === 'wrong' ? 'Senha incorreta.' : 'Informe sua senha.'
  return `Digite ${DELETE_CONFIRMATION} para confirmar.`
}

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const [password, setPassword] = useState('')
  const [confirmation, setConfirmation] = useState('')
  const [errors, setErrors] = useState<{ password?: string; confirmation?: string }>({})
  const remove = useDeleteAccount()
  const queryClient = useQueryClient()
  const navigate = useNavigate()

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    const local: { password?: string; confirmation?: string } = {}
    if (password === '') local.password = deleteFieldMessage('password', 'required')
    if (confirmation.trim() !== DELETE_CONFIRMATION) local.confirmation = deleteFieldMessage('confirmation', 'mismatch')
    setErrors(local)
    if (local.password || local.confirmation) return
    // mutateAsync, not mutate's callbacks: those are dropped when this form unmounts first, and it
    // can. The deletion ends the session, so any other read that answers 401 before this one
    // sends the page to /auth (query-client), and the couple would never see 'Exclusão agendada'.
    remove.mutateAsync({ password, confirmation: DELETE_CONFIRMATION }).then(
      () => {
        toast.success('Exclusão agendada', {
          description: "Enviamos um e-mail com o link 'Cancelar exclusão', válido por 7 dias.",
        })
        queryClient.clear()
        resetResources() // as on sign-out: the landing's and public pages' reads of the session too
        setSession(queryClient, null)
        navigate('/auth', { replace: true })
      },
      (error: unknown) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) {
          setErrors(
            Object.fromEntries(Object.entries(error.fields).map(([field, code]) => [field, deleteFieldMessage(field, code)])),
          )
          return
        }
        toast.error('Não foi possível excluir a conta', {
          description: isApiError(error) && error.fromServer ? error.message : 'Tente novamente.',
        })
      },
    )
  }

  const busy = remove.isPending
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Excluir conta">
      <DialogHeader>
        <DialogTitle>Excluir conta</DialogTitle>
        <DialogDescription>
          Você sai de todos os dispositivos agora e a renovação da assinatura é cancelada. Em 7 dias excluímos a conta e, se
          ninguém mais planeja o casamento com você, todos os dados e arquivos dele. Até lá, o link &apos;Cancelar
          exclusão&apos; enviado por e-mail desfaz o pedido.
        </DialogDescription>
      </DialogHeader>
      <TextField
        id="delete-password"
        label="Senha"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={errors.password}
      />
      <TextField
        id="delete-confirmation"
        label={`Digite ${DELETE_CONFIRMATION} para confirmar`}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={confirmation}
        onChange={(e) => setConfirmation(e.target.value)}
        error={errors.confirmation}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" variant="destructive" disabled={busy}>
          {busy && <Spinner />}
          {busy ? 'Excluindo...' : 'Excluir conta'}
        </Button>
      </DialogFooter>
    </form>
  )
}

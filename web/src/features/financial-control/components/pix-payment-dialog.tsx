import { useQuery } from '@tanstack/react-query'
import { Copy, RotateCw } from 'lucide-react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { formatBRL } from '@/lib/format'
import { reminderPixQueryOptions, type Reminder } from '../api/reminders'

type Props = { reminder: Reminder | null; onOpenChange: (open: boolean) => void }

/**
 * 'Pagar com PIX': the supplier's BR Code, built by the server with the reminder's amount, as a
 * QR image to scan with the bank app and as copia-e-cola.
 */
export function PixPaymentDialog({ reminder, onOpenChange }: Props) {
  return (
    <Dialog open={reminder !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Pagar com PIX</DialogTitle>
          <DialogDescription>
            {reminder ? (
              <>
                {reminder.supplier_name} · {formatBRL(reminder.amount_cents)}. Escaneie com o app do seu banco ou copie o código: o valor
                já vem preenchido.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {reminder && <PixCode reminder={reminder} />}
      </DialogContent>
    </Dialog>
  )
}

function PixCode({ reminder }: { reminder: Reminder }) {
  const code = useQuery(reminderPixQueryOptions(reminder.id))
  const copy = async (payload: string) => {
    try {
      await navigator.clipboard.writeText(payload)
      toast.success('Código PIX copiado!')
    } catch {
      toast.error('Erro', { description: 'Não foi possível copiar. Selecione o código e copie manualmente.' })
    }
  }
  if (code.isPending) {
    return (
      <div className="grid justify-items-center py-8" role="status">
        <Spinner />
        <span className="sr-only">Gerando o código PIX...</span>
      </div>
    )
  }
  if (code.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center text-sm">
        <p>Não foi possível gerar o código PIX.</p>
        <Button variant="outline" onClick={() => void code.refetch()}>
          <RotateCw aria-hidden="true" />
          Tentar novamente
        </Button>
      </div>
    )
  }
  const pix = code.data
  return (
    <section aria-label="QR Code PIX" className="grid justify-items-center gap-3">
      <img
        src={pix.qr_png}
        alt={`QR Code PIX para pagar ${reminder.supplier_name}`}
        width={220}
        height={220}
        className="size-[220px] rounded-lg bg-white"
      />
      <p className="text-sm text-muted-foreground">
        Recebedor: <span className="font-medium text-foreground">{pix.nome_beneficiario}</span> ·{' '}
        <span className="font-medium text-foreground tabular-nums">{formatBRL(pix.amount_cents)}</span>
      </p>
      <div className="grid w-full gap-2">
        <Label htmlFor="reminder-pix-payload">PIX copia e cola</Label>
        <Textarea id="reminder-pix-payload" readOnly rows={4} value={pix.payload} className="font-mono text-xs break-all" />
        <Button onClick={() => void copy(pix.payload)}>
          <Copy aria-hidden="true" />
          Copiar código PIX
        </Button>
      </div>
    </section>
  )
}

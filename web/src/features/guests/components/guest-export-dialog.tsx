import { Download } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api'
import { downloadExport, type ExportFormat } from '../api/import-export'

type GuestExportDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'Exportar lista': the whole list as CSV for Excel or as .xlsx; either file imports back unchanged. */
export function GuestExportDialog({ open, onOpenChange }: GuestExportDialogProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null)

  const download = async (format: ExportFormat) => {
    setBusy(format)
    try {
      await downloadExport(format)
      onOpenChange(false)
    } catch (error) {
      toast.error('Erro ao exportar lista', { description: errorMessage(error) })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Exportar lista</DialogTitle>
          <DialogDescription>
            A lista completa, com e-mail, telefone, mesa, acompanhante e status. O arquivo pode ser editado no Excel e
            importado de volta: quem já está na lista aparece como duplicado.
          </DialogDescription>
        </DialogHeader>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => void download('xlsx')} disabled={busy !== null}>
            {busy === 'xlsx' ? <Spinner /> : <Download aria-hidden="true" />}
            Excel (.xlsx)
          </Button>
          <Button variant="outline" onClick={() => void download('csv')} disabled={busy !== null}>
            {busy === 'csv' ? <Spinner /> : <Download aria-hidden="true" />}
            CSV (separado por ;)
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}

import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Spinner } from '@/components/ui/spinner'
import { useDeleteContract } from '../api/contracts'
import { contractMessages, type Contract } from '../api/schemas'

/** The spec's confirmation before a contract (and its file) is deleted. */
export function DeleteContractDialog({
  contract,
  onOpenChange,
}: {
  contract: Contract | null
  onOpenChange: (open: boolean) => void
}) {
  const remove = useDeleteContract()

  const onConfirm = () => {
    if (!contract) return
    remove.mutate(contract.id, {
      onSuccess: () => {
        toast.success('Contrato excluído com sucesso.')
        onOpenChange(false)
      },
      onError: () => toast.error('Erro ao excluir contrato.'),
    })
  }

  return (
    <Dialog open={contract !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Excluir contrato?</DialogTitle>
          <DialogDescription>{contractMessages.deleteConfirm}</DialogDescription>
        </DialogHeader>
        {contract && <p className="text-sm font-medium break-words">{contract.fornecedor}</p>}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Excluir
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

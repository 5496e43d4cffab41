import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
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
    <ConfirmDialog
      open={contract !== null}
      onOpenChange={onOpenChange}
      title="Excluir contrato?"
      description={contractMessages.deleteConfirm}
      confirmLabel="Excluir"
      pending={remove.isPending}
      onConfirm={onConfirm}
    >
      {contract && <p className="text-sm font-medium wrap-anywhere">{contract.fornecedor}</p>}
    </ConfirmDialog>
  )
}

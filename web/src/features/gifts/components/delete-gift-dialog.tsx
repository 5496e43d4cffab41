import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { useDeleteGift } from '../api/gifts'
import type { Gift } from '../api/schemas'

/** Confirmation before removing a gift. */
export function DeleteGiftDialog({ gift, onOpenChange }: { gift: Gift | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteGift()

  const onConfirm = () => {
    if (!gift) return
    remove.mutate(gift.id, {
      onSuccess: () => {
        toast.success('Presente removido com sucesso!')
        onOpenChange(false)
      },
      onError: () => toast.error('Erro', { description: 'Não foi possível remover o presente.' }),
    })
  }

  return (
    <ConfirmDialog
      open={gift !== null}
      onOpenChange={onOpenChange}
      title="Remover presente?"
      description={
        gift ? (
          <>
            <strong className="font-semibold text-foreground">{gift.nome}</strong> será removido da lista. Esta ação não
            pode ser desfeita.
          </>
        ) : null
      }
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}

import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { errorMessage } from '@/lib/api'
import { useDeleteGuest } from '../api/mutations'
import type { Guest } from '../api/schemas'

type DeleteGuestDialogProps = { guest: Guest | null; onOpenChange: (open: boolean) => void }

/** Confirmation before removing a guest. */
export function DeleteGuestDialog({ guest, onOpenChange }: DeleteGuestDialogProps) {
  const remove = useDeleteGuest()

  const onConfirm = () => {
    if (!guest) return
    remove.mutate(guest.id, {
      onSuccess: () => {
        toast.success('Convidado removido')
        onOpenChange(false)
      },
      onError: (error) => toast.error('Erro ao remover convidado', { description: errorMessage(error) }),
    })
  }

  return (
    <ConfirmDialog
      open={guest !== null}
      onOpenChange={onOpenChange}
      title="Remover convidado?"
      description={
        guest ? (
          <>
            <strong className="font-semibold text-foreground">{guest.nome}</strong> será removido da lista. Esta ação não
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

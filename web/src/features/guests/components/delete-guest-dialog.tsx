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
    <Dialog open={guest !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Remover convidado?</DialogTitle>
          <DialogDescription>
            {guest ? (
              <>
                <strong className="font-semibold text-foreground">{guest.nome}</strong> será removido da lista. Esta ação
                não pode ser desfeita.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={remove.isPending}>
            {remove.isPending && <Spinner />}
            Remover
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

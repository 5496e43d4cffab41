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
    <Dialog open={gift !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Remover presente?</DialogTitle>
          <DialogDescription>
            {gift ? (
              <>
                <strong className="font-semibold text-foreground">{gift.nome}</strong> será removido da lista. Esta ação não
                pode ser desfeita.
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

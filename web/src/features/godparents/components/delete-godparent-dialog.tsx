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
import { useDeleteGodparent } from '../api/godparents'
import type { Godparent } from '../api/schemas'

type DeleteGodparentDialogProps = {
  person: Godparent | null
  onOpenChange: (open: boolean) => void
  onRemoved: (person: Godparent) => void
}

/** Confirmation before removing a padrinho or madrinha. */
export function DeleteGodparentDialog({ person, onOpenChange, onRemoved }: DeleteGodparentDialogProps) {
  const remove = useDeleteGodparent()

  const onConfirm = () => {
    if (!person) return
    remove.mutate(person.id, {
      onSuccess: () => {
        toast.success('Pessoa removida')
        onRemoved(person)
        onOpenChange(false)
      },
      onError: (error) => toast.error('Erro ao remover', { description: errorMessage(error) }),
    })
  }

  return (
    <Dialog open={person !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Remover pessoa?</DialogTitle>
          <DialogDescription>
            {person ? (
              <>
                <strong className="font-semibold text-foreground">{person.nome}</strong> será removido(a) da lista de padrinhos
                e madrinhas. Esta ação não pode ser desfeita.
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

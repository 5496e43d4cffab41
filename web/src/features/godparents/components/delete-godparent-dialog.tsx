import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
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
    <ConfirmDialog
      open={person !== null}
      onOpenChange={onOpenChange}
      title="Remover pessoa?"
      description={
        person ? (
          <>
            <strong className="font-semibold text-foreground">{person.nome}</strong> será removido(a) da lista de padrinhos e
            madrinhas. Esta ação não pode ser desfeita.
          </>
        ) : null
      }
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}

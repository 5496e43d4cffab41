import { ConfirmDialog } from '@/components/confirm-dialog'
import type { GalleryImage } from '../api/schemas'

type DeleteImageDialogProps = {
  image: GalleryImage | null
  onOpenChange: (open: boolean) => void
  onConfirm: (image: GalleryImage) => void
}

/** Confirmation before removing an image: on a touch screen the button is always one tap away. */
export function DeleteImageDialog({ image, onOpenChange, onConfirm }: DeleteImageDialogProps) {
  return (
    <ConfirmDialog
      open={image !== null}
      onOpenChange={onOpenChange}
      title="Excluir imagem?"
      description={
        image ? (
          <>
            <strong className="font-semibold text-foreground">{image.titulo}</strong> será removida da galeria. Esta ação não
            pode ser desfeita.
          </>
        ) : null
      }
      confirmLabel="Excluir"
      onConfirm={() => image && onConfirm(image)}
    />
  )
}

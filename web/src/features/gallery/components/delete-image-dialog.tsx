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
import type { GalleryImage } from '../api/schemas'

type DeleteImageDialogProps = {
  image: GalleryImage | null
  onOpenChange: (open: boolean) => void
  onConfirm: (image: GalleryImage) => void
}

/** Confirmation before removing an image: on a touch screen the button is always one tap away. */
export function DeleteImageDialog({ image, onOpenChange, onConfirm }: DeleteImageDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog" className="max-w-md" showClose={false}>
        <DialogHeader className="pr-0">
          <DialogTitle>Remover imagem?</DialogTitle>
          <DialogDescription>
            {image ? (
              <>
                <strong className="font-semibold text-foreground">{image.titulo}</strong> será removida da galeria. Esta
                ação não pode ser desfeita.
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancelar</Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => image && onConfirm(image)}>
            Remover
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}

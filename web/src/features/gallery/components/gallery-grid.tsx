import { Globe, Link2 } from 'lucide-react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { categoryLabels, type GalleryImage } from '../api/schemas'
import { ImageMenu } from './image-menu'

type GalleryGridProps = {
  images: GalleryImage[]
  onRemove: (image: GalleryImage) => void
  /** Tapping a thumbnail enlarges it (the lightbox opens at that index). */
  onOpen: (index: number) => void
  removingId?: string | null
}

/** The absolute public link of an image, for sharing. */
function publicLink(image: GalleryImage): string | null {
  return image.public_url ? new URL(image.public_url, window.location.origin).toString() : null
}

async function copyLink(image: GalleryImage) {
  const link = publicLink(image)
  if (!link) return
  try {
    await navigator.clipboard.writeText(link)
    toast.success('Copiado!', { description: 'Link público da imagem copiado.' })
  } catch {
    toast.error('Erro ao copiar', { description: link })
  }
}

/**
 * The cards: thumbnail (never the original), title, category, public badge. Tapping the photo
 * enlarges it; deleting is in the '⋯' menu, with a confirmation.
 */
export function GalleryGrid({ images, onRemove, onOpen, removingId }: GalleryGridProps) {
  return (
    <ul className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" aria-label="Imagens da galeria">
      {images.map((image, index) => (
        <li key={image.id} className="group relative overflow-hidden rounded-2xl border bg-card shadow-soft" data-testid="gallery-card">
          <button
            type="button"
            onClick={() => onOpen(index)}
            aria-label={`Ampliar ${image.titulo}`}
            data-lightbox-id={image.id}
            className="block w-full cursor-zoom-in bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
          >
            <img
              src={image.thumb_url}
              alt={image.titulo}
              loading="lazy"
              decoding="async"
              width={400}
              height={Math.max(1, Math.round((image.height * 400) / image.width))}
              className="aspect-[4/3] w-full object-cover"
            />
          </button>
          {image.publico && (
            <Badge variant="gold" className="absolute top-2 left-2 shadow-soft">
              <Globe aria-hidden="true" />
              Pública
            </Badge>
          )}
          <div className="absolute top-2 right-2">
            <ImageMenu image={image} onDelete={() => onRemove(image)} disabled={removingId === image.id} />
          </div>
          <div className="grid gap-1 p-3">
            <p className="truncate font-medium" title={image.titulo}>
              {image.titulo}
            </p>
            <p className="text-xs text-muted-foreground">{categoryLabels[image.categoria]}</p>
            {image.descricao && <p className="line-clamp-2 text-sm text-muted-foreground">{image.descricao}</p>}
            {image.publico && (
              <Button type="button" variant="link" size="sm" className="h-auto justify-start px-0" onClick={() => void copyLink(image)}>
                <Link2 aria-hidden="true" />
                Copiar link público
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  )
}

import { ImagePlus, Images, RotateCw } from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { GatedCard } from '@/components/gated-card'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/utils'
import { useDeleteImage, useGallery } from '../api/gallery'
import { categoryLabels, galleryCategories, limitMessage, type GalleryCategory, type GalleryImage } from '../api/schemas'
import { AddImageDialog } from './add-image-dialog'
import { DeleteImageDialog } from './delete-image-dialog'
import { GalleryGrid } from './gallery-grid'
import { ImageLightbox } from './image-lightbox'

type Filter = 'todos' | GalleryCategory

/** /app/gallery 'Galeria de Inspirações' (spec part 2 §2). */
export function GalleryPage() {
  const galleryQuery = useGallery()
  const gallery = galleryQuery.data
  const remove = useDeleteImage()
  const [filter, setFilter] = useState<Filter>('todos')
  const [adding, setAdding] = useState(false)
  const [confirming, setConfirming] = useState<GalleryImage | null>(null)
  const [enlarged, setEnlarged] = useState<number | null>(null)

  const visible = useMemo(
    () => (gallery ? gallery.images.filter((im) => filter === 'todos' || im.categoria === filter) : []),
    [gallery, filter],
  )
  const full = gallery !== undefined && gallery.limit !== null && gallery.usage >= gallery.limit

  // The plan's cap is checked before the dialog opens (part 2 §5); the server checks again.
  const openAdd = () => {
    if (full && gallery.limit !== null) {
      toast.error('Limite atingido', { description: limitMessage(gallery.plan_name, gallery.limit) })
      return
    }
    setAdding(true)
  }

  // The card goes at once (optimistic); it comes back with the error toast if the server refuses.
  const onRemove = (image: GalleryImage) => {
    setConfirming(null)
    remove.mutate(image.id, {
      onSuccess: () => toast.success('Imagem removida da galeria.'),
      onError: () => toast.error('Erro', { description: 'Erro ao remover imagem.' }),
    })
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Galeria de Inspirações"
        description="Guardem as ideias que inspiram o grande dia: decoração, vestidos, bolos, flores e mais."
        actions={
          <Button onClick={openAdd} size="lg" className="w-full sm:w-auto">
            <ImagePlus aria-hidden="true" />
            Adicionar Imagem
          </Button>
        }
      />

      {gallery && gallery.limit !== null && (
        <p className="-mt-3 text-sm text-muted-foreground" data-testid="gallery-usage">
          {gallery.usage}/{gallery.limit} imagens no plano {gallery.plan_name}
        </p>
      )}
      {full && gallery.limit !== null && (
        <GatedCard
          kind="limit"
          message={limitMessage(gallery.plan_name, gallery.limit)}
          usage={{ current: gallery.usage, limit: gallery.limit }}
          currentPlanName={gallery.plan_name}
          upgradeRequired
        />
      )}

      <Card>
        <CardContent className="grid gap-5 pt-5 sm:pt-6">
          <div role="group" aria-label="Filtrar por categoria" className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1 sm:flex-wrap">
            {(['todos', ...galleryCategories] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
                className={cn(
                  'shrink-0 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  filter === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-muted',
                )}
              >
                {value === 'todos' ? 'Todos' : categoryLabels[value]}
              </button>
            ))}
          </div>

          {galleryQuery.isPending ? (
            <GallerySkeleton />
          ) : galleryQuery.isError && !gallery ? (
            <LoadError onRetry={() => void galleryQuery.refetch()} retrying={galleryQuery.isFetching} />
          ) : visible.length === 0 ? (
            <EmptyGallery filtered={filter !== 'todos' && (gallery?.images.length ?? 0) > 0} onAdd={openAdd} />
          ) : (
            <GalleryGrid
              images={visible}
              onRemove={setConfirming}
              onOpen={setEnlarged}
              removingId={remove.isPending ? remove.variables : null}
            />
          )}
        </CardContent>
      </Card>

      {/* Browsing follows the filtered list the couple is looking at. */}
      <ImageLightbox images={visible} index={enlarged} onIndexChange={setEnlarged} />
      <AddImageDialog open={adding} onOpenChange={setAdding} />
      <DeleteImageDialog image={confirming} onOpenChange={(open) => !open && setConfirming(null)} onConfirm={onRemove} />
    </div>
  )
}

function EmptyGallery({ filtered, onAdd }: { filtered: boolean; onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center gap-3 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
        <Images className="size-6" aria-hidden="true" />
      </span>
      {filtered ? (
        <p className="text-sm text-muted-foreground">Nenhuma imagem nesta categoria.</p>
      ) : (
        <>
          <h2 className="font-serif text-2xl font-semibold">Nenhuma imagem ainda</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Adicionem as primeiras inspirações para o casamento e encontrem tudo num só lugar.
          </p>
          <Button variant="secondary" onClick={onAdd} className="mt-2">
            <ImagePlus aria-hidden="true" />
            Adicionar primeira imagem
          </Button>
        </>
      )}
    </div>
  )
}

function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
      <p className="font-medium">Erro ao carregar galeria.</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" className={retrying ? 'animate-spin' : undefined} />
        Tentar novamente
      </Button>
    </div>
  )
}

function GallerySkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 lg:grid-cols-3" aria-busy="true">
      <span className="sr-only" role="status">
        Carregando...
      </span>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} className="aspect-[4/3] w-full rounded-2xl" />
      ))}
    </div>
  )
}

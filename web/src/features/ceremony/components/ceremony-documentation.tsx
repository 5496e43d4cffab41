import { FileText, Mail, MapPin, Pencil, Phone, Plus, RotateCw, StickyNote, Trash2 } from 'lucide-react'
import { useId, useState } from 'react'
import { toast } from 'sonner'
import { ConfirmDialog } from '@/components/confirm-dialog'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Checkbox } from '@/components/ui/checkbox'
import { Label } from '@/components/ui/label'
import { Skeleton } from '@/components/ui/skeleton'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useCeremonies, useDeleteCeremony, useSetCeremonyItem, type Ceremony, type ItemList } from '../api/ceremonies'
import { ceremonyTypeLabels, documentsPercent, venueMapUrl } from '../utils/ceremony'
import { EditCeremonyDialog } from './edit-ceremony-dialog'
import { NewCeremonyDialog } from './new-ceremony-dialog'

/** The ceremony documentation screen (spec part 1 §2), the 'Documentação' tab of /app/planning. */
export function CeremonyDocumentation() {
  const ceremonies = useCeremonies()
  const [creating, setCreating] = useState(false)
  const [editing, setEditing] = useState<Ceremony | null>(null)
  const [removing, setRemoving] = useState<Ceremony | null>(null)
  const list = ceremonies.data

  return (
    <div className="grid gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="font-serif text-2xl font-semibold">Documentação da Cerimônia</h2>
          <p className="text-sm text-muted-foreground">Documentos e tarefas do casamento civil e religioso.</p>
        </div>
        <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
          <Plus aria-hidden="true" />
          Nova Cerimônia
        </Button>
      </div>

      {ceremonies.isPending ? (
        <div className="grid gap-4" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando...
          </span>
          <Skeleton className="h-48 w-full" />
        </div>
      ) : ceremonies.isError && !list ? (
        <Card>
          <CardContent role="alert" className="flex flex-col items-center gap-3 py-10 text-center">
            <p className="font-medium">Erro ao carregar documentos da cerimônia.</p>
            <Button variant="outline" onClick={() => void ceremonies.refetch()} disabled={ceremonies.isFetching}>
              <RotateCw aria-hidden="true" className={ceremonies.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : list && list.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <FileText className="size-6" aria-hidden="true" />
            </span>
            <p className="font-serif text-xl font-semibold">Nenhuma documentação criada</p>
            <p className="max-w-sm text-sm text-muted-foreground">
              Cadastre o cartório ou a igreja para receber a lista de documentos e tarefas da cerimônia.
            </p>
            <Button variant="secondary" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              Nova Cerimônia
            </Button>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-4">
          {list?.map((c) => (
            <CeremonyCard key={c.id} ceremony={c} onEdit={() => setEditing(c)} onRemove={() => setRemoving(c)} />
          ))}
        </div>
      )}

      <NewCeremonyDialog open={creating} onOpenChange={setCreating} />
      <EditCeremonyDialog ceremony={editing} onOpenChange={(open) => !open && setEditing(null)} />
      <DeleteCeremonyDialog ceremony={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </div>
  )
}

function CeremonyCard({ ceremony: c, onEdit, onRemove }: { ceremony: Ceremony; onEdit: () => void; onRemove: () => void }) {
  const percent = documentsPercent(c)
  return (
    <Card data-testid="ceremony-card" aria-label={c.venue_name}>
      <CardHeader className="grid gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="grid min-w-0 gap-1.5">
            <Badge className="w-fit">{ceremonyTypeLabels[c.ceremony_type]}</Badge>
            <CardTitle className="wrap-anywhere">{c.venue_name}</CardTitle>
          </div>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" onClick={onEdit}>
              <Pencil aria-hidden="true" />
              Editar
            </Button>
            <Button
              variant="ghost"
              size="icon-sm"
              onClick={onRemove}
              aria-label={`Remover ${c.venue_name}`}
              className="text-muted-foreground hover:text-destructive"
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
        <div className="grid gap-1 text-sm text-muted-foreground">
          <span className="inline-flex items-start gap-1.5 wrap-anywhere">
            <MapPin className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {c.venue_address}{' '}
              <a
                href={venueMapUrl(c)}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`Ver ${c.venue_name} no mapa (abre em nova aba)`}
                className="font-medium whitespace-nowrap text-primary underline-offset-4 hover:underline"
              >
                Ver no mapa
              </a>
            </span>
          </span>
          {c.venue_phone && (
            <span className="inline-flex items-center gap-1.5">
              <Phone className="size-4" aria-hidden="true" />
              {c.venue_phone}
            </span>
          )}
          {c.venue_email && (
            <span className="inline-flex items-center gap-1.5 break-all">
              <Mail className="size-4" aria-hidden="true" />
              {c.venue_email}
            </span>
          )}
        </div>
        <div className="grid gap-1.5">
          <div className="flex justify-between text-sm">
            <span>Documentos concluídos</span>
            <span className="font-medium" data-testid="documents-percent">
              {percent}%
            </span>
          </div>
          <div
            role="progressbar"
            aria-label="Documentos concluídos"
            aria-valuenow={percent}
            aria-valuemin={0}
            aria-valuemax={100}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-all" style={{ width: `${percent}%` }} />
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Tabs defaultValue="documentos">
          <TabsList className="w-full sm:w-auto">
            <TabsTrigger value="documentos">
              Documentos ({c.documents_completed.length}/{c.documents_needed.length})
            </TabsTrigger>
            <TabsTrigger value="tarefas">
              Tarefas ({c.tasks_completed.length}/{c.tasks_needed.length})
            </TabsTrigger>
          </TabsList>
          <TabsContent value="documentos">
            <ItemChecklist ceremony={c} list="documents" />
          </TabsContent>
          <TabsContent value="tarefas">
            <ItemChecklist ceremony={c} list="tasks" />
          </TabsContent>
        </Tabs>
        {c.notes && (
          <div className="flex gap-2 rounded-xl bg-muted/60 p-3 text-sm">
            <StickyNote className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
            <p className="wrap-anywhere whitespace-pre-line">{c.notes}</p>
          </div>
        )}
      </CardContent>
    </Card>
  )
}

function ItemChecklist({ ceremony, list }: { ceremony: Ceremony; list: ItemList }) {
  const setItem = useSetCeremonyItem()
  const baseId = useId()
  const items = list === 'documents' ? ceremony.documents_needed : ceremony.tasks_needed
  const completed = list === 'documents' ? ceremony.documents_completed : ceremony.tasks_completed

  if (items.length === 0) {
    return (
      <p className="py-4 text-sm text-muted-foreground">
        {list === 'documents' ? 'Nenhum documento na lista.' : 'Nenhuma tarefa na lista.'} Use Editar para adicionar.
      </p>
    )
  }
  const onToggle = (item: string, checked: boolean) =>
    setItem.mutate(
      { id: ceremony.id, list, item, completed: checked },
      {
        onError: () =>
          toast.error(
            list === 'documents' ? 'Erro ao atualizar status do documento.' : 'Erro ao atualizar status da tarefa.',
          ),
      },
    )

  return (
    <ul className="grid gap-1 pt-2">
      {items.map((item, i) => {
        const done = completed.includes(item)
        const id = `${baseId}-${i}`
        return (
          <li key={item} className="flex items-start gap-3 rounded-lg p-2 hover:bg-muted/60">
            <Checkbox id={id} checked={done} onCheckedChange={(c) => onToggle(item, c === true)} className="mt-0.5" />
            <Label
              htmlFor={id}
              className={cn('cursor-pointer leading-snug font-normal', done && 'text-muted-foreground line-through')}
            >
              {item}
            </Label>
          </li>
        )
      })}
    </ul>
  )
}

function DeleteCeremonyDialog({ ceremony, onOpenChange }: { ceremony: Ceremony | null; onOpenChange: (open: boolean) => void }) {
  const remove = useDeleteCeremony()
  const onConfirm = () => {
    if (!ceremony) return
    remove.mutate(ceremony.id, {
      onSuccess: () => {
        toast.success('Cerimônia removida com sucesso.')
        onOpenChange(false)
      },
      onError: (error) => toast.error('Erro ao remover cerimônia.', { description: errorMessage(error) }),
    })
  }
  return (
    <ConfirmDialog
      open={ceremony !== null}
      onOpenChange={onOpenChange}
      title="Remover cerimônia?"
      description={
        ceremony ? (
          <>
            A documentação de <strong className="font-semibold text-foreground">{ceremony.venue_name}</strong> será
            removida. As tarefas já adicionadas ao planejamento continuam lá.
          </>
        ) : null
      }
      confirmLabel="Remover"
      pending={remove.isPending}
      onConfirm={onConfirm}
    />
  )
}

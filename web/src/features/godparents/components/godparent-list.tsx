import { CheckCircle2, Clock, Mail, Pencil, Phone, Sparkles, Trash2, Undo2 } from 'lucide-react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { errorMessage } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useUpdateGodparent } from '../api/godparents'
import { tipoLabels, type Godparent } from '../api/schemas'
import { statusLabel } from '../utils/groups'

type GodparentListProps = {
  title: string
  /** Shown when the list is empty. */
  empty: string
  people: Godparent[]
  editingId: string | null
  onEdit: (person: Godparent) => void
  onRemove: (person: Godparent) => void
}

/** One of the page's lists (padrinhos, madrinhas, damas de honra), in the server's name order. */
export function GodparentList({ title, empty, people, editingId, onEdit, onRemove }: GodparentListProps) {
  const headingId = `godparent-list-${title.toLowerCase().replace(/\s+/g, '-')}`
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={headingId}>{title}</CardTitle>
        <Badge variant="outline">{people.length}</Badge>
      </CardHeader>
      <CardContent>
        {people.length === 0 ? (
          <p className="rounded-xl bg-muted/60 p-4 text-center text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul aria-labelledby={headingId} className="grid gap-3">
            {people.map((person) => (
              <PersonItem
                key={person.id}
                person={person}
                editing={person.id === editingId}
                onEdit={() => onEdit(person)}
                onRemove={() => onRemove(person)}
              />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}

type PersonItemProps = { person: Godparent; editing: boolean; onEdit: () => void; onRemove: () => void }

function PersonItem({ person, editing, onEdit, onRemove }: PersonItemProps) {
  const update = useUpdateGodparent()
  const label = statusLabel(person)
  const toggle = () =>
    update.mutate(
      { id: person.id, confirmado: !person.confirmado },
      {
        onSuccess: () => toast.success('Informações atualizadas'),
        onError: (error) => toast.error('Erro ao atualizar', { description: errorMessage(error) }),
      },
    )

  return (
    <li
      aria-label={person.nome}
      className={cn(
        'flex flex-col gap-3 rounded-xl border p-3 sm:flex-row sm:items-start sm:justify-between sm:p-4',
        editing && 'border-primary/60 bg-primary-soft/30',
      )}
    >
      <div className="min-w-0 grid gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium wrap-anywhere">{person.nome}</p>
          <Badge variant={person.confirmado ? 'success' : 'warning'} data-testid="godparent-status">
            {person.confirmado ? <CheckCircle2 aria-hidden="true" /> : <Clock aria-hidden="true" />}
            {label}
          </Badge>
          <Badge variant="outline">{tipoLabels[person.tipo]}</Badge>
          {person.is_dama_honra && (
            <Badge variant="gold">
              <Sparkles aria-hidden="true" />
              Dama de honra
            </Badge>
          )}
        </div>
        {(person.email || person.telefone) && (
          <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            {person.email && (
              <a href={`mailto:${person.email}`} className="inline-flex min-w-0 items-center gap-1.5 hover:text-foreground">
                <Mail className="size-3.5 shrink-0" aria-hidden="true" />
                <span className="truncate">{person.email}</span>
              </a>
            )}
            {person.telefone && (
              <a href={`tel:${person.telefone.replace(/[^\d+]/g, '')}`} className="inline-flex items-center gap-1.5 hover:text-foreground">
                <Phone className="size-3.5 shrink-0" aria-hidden="true" />
                {person.telefone}
              </a>
            )}
          </div>
        )}
        {person.observacoes && <p className="text-sm whitespace-pre-line wrap-anywhere text-muted-foreground">{person.observacoes}</p>}
      </div>
      <div className="flex shrink-0 flex-wrap gap-1.5">
        <Button
          variant="outline"
          size="sm"
          onClick={toggle}
          disabled={update.isPending}
          aria-label={person.confirmado ? `Marcar ${person.nome} como pendente` : `Confirmar ${person.nome}`}
        >
          {person.confirmado ? <Undo2 aria-hidden="true" /> : <CheckCircle2 aria-hidden="true" />}
          {person.confirmado ? 'Desconfirmar' : 'Confirmar'}
        </Button>
        <Button variant="ghost" size="icon" onClick={onEdit} aria-label={`Editar ${person.nome}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={onRemove}
          aria-label={`Remover ${person.nome}`}
          className="text-destructive hover:bg-destructive-soft hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </li>
  )
}

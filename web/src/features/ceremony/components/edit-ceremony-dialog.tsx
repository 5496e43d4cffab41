import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
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
import { FieldError } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage, isApiError } from '@/lib/api'
import { useUpdateCeremony, type Ceremony } from '../api/ceremonies'
import {
  addItem,
  ceremonyToVenueForm,
  MAP_LOCATION_INVALID,
  parseMapLocation,
  toVenuePayload,
  type VenueFormValues,
} from '../utils/ceremony'
import { VenueFields } from './venue-fields'

type Props = { ceremony: Ceremony | null; onOpenChange: (open: boolean) => void }

/** 'Editar': the venue, the notes and the two lists of a ceremony. */
export function EditCeremonyDialog({ ceremony, onOpenChange }: Props) {
  return (
    <Dialog open={ceremony !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Editar Cerimônia</DialogTitle>
          <DialogDescription>Atualize o local, as observações e as listas de documentos e tarefas.</DialogDescription>
        </DialogHeader>
        {ceremony && <EditForm key={ceremony.id} ceremony={ceremony} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function EditForm({ ceremony, onDone }: { ceremony: Ceremony; onDone: () => void }) {
  const update = useUpdateCeremony()
  const [documents, setDocuments] = useState(ceremony.documents_needed)
  const [tasks, setTasks] = useState(ceremony.tasks_needed)
  const [missing, setMissing] = useState({ name: false, address: false })
  const [emailError, setEmailError] = useState<string>()
  const [locationError, setLocationError] = useState<string>()
  const { register, handleSubmit } = useForm<VenueFormValues>({ defaultValues: ceremonyToVenueForm(ceremony) })

  const onSubmit = handleSubmit((values) => {
    const position = parseMapLocation(values.location)
    const venue = toVenuePayload(values, position === 'invalid' ? null : position)
    setMissing({ name: values.venue_name.trim() === '', address: values.venue_address.trim() === '' })
    setEmailError(undefined)
    setLocationError(position === 'invalid' ? MAP_LOCATION_INVALID : undefined)
    if (!venue) {
      toast.error('Campos obrigatórios', { description: 'Por favor, informe o nome e endereço do local.' })
      return
    }
    if (position === 'invalid') return
    update.mutate(
      { id: ceremony.id, ...venue, documents_needed: documents, tasks_needed: tasks },
      {
        onSuccess: () => {
          toast.success('Cerimônia atualizada com sucesso.')
          onDone()
        },
        onError: (error) => {
          if (isApiError(error) && error.fields.venue_email) setEmailError('E-mail inválido')
          if (isApiError(error) && (error.fields.venue_location_lat || error.fields.venue_location_lng)) setLocationError(MAP_LOCATION_INVALID)
          toast.error('Erro ao atualizar cerimônia.', { description: errorMessage(error) })
        },
      },
    )
  })

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Editar cerimônia" className="grid gap-4">
      <VenueFields idPrefix="edit-venue" register={register} missing={missing} emailError={emailError} locationError={locationError} />
      <div className="grid gap-4 md:grid-cols-2">
        <ListEditor title="Documentos" noun="documento" items={documents} onChange={setDocuments} />
        <ListEditor title="Tarefas" noun="tarefa" items={tasks} onChange={setTasks} />
      </div>
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          Salvar
        </Button>
      </DialogFooter>
    </form>
  )
}

type ListEditorProps = { title: string; noun: string; items: string[]; onChange: (items: string[]) => void }

function ListEditor({ title, noun, items, onChange }: ListEditorProps) {
  const [draft, setDraft] = useState('')
  const [error, setError] = useState<string>()
  const inputId = `add-${noun}`

  const onAdd = () => {
    const result = addItem(items, draft)
    if (!result.ok) {
      setError(result.reason === 'duplicate' ? 'Este item já está na lista.' : undefined)
      return
    }
    onChange(result.list)
    setDraft('')
    setError(undefined)
  }

  return (
    <fieldset className="grid content-start gap-2 rounded-xl border p-3">
      <legend className="px-1 text-sm font-medium">{title}</legend>
      <ul className="grid max-h-56 gap-1 overflow-y-auto">
        {items.map((item) => (
          <li key={item} className="flex items-start justify-between gap-2 rounded-md px-1 py-1 text-sm hover:bg-muted/60">
            <span className="min-w-0 wrap-anywhere">{item}</span>
            <Button
              variant="ghost"
              size="icon-sm"
              className="size-7 shrink-0 text-muted-foreground hover:text-destructive"
              aria-label={`Remover ${item}`}
              onClick={() => onChange(items.filter((x) => x !== item))}
            >
              <X aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          id={inputId}
          aria-label={`Novo ${noun}`}
          placeholder={`Adicionar ${noun}`}
          maxLength={200}
          value={draft}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          onChange={(e) => {
            setDraft(e.target.value)
            setError(undefined)
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              onAdd()
            }
          }}
        />
        <Button variant="secondary" size="icon" onClick={onAdd} aria-label={`Adicionar ${noun}`}>
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <FieldError id={`${inputId}-error`}>{error}</FieldError>
    </fieldset>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { Plus, Trash2 } from 'lucide-react'
import { toast } from 'sonner'
import { GatedCard } from '@/components/gated-card'
import { TextField } from '@/components/text-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { gatedCardPropsFromError, type GatedCardProps } from '@/lib/plan-gate'
import { useCreateGuest, useUpdateGuest } from '../api/mutations'
import { reportGuestSaveError } from '../utils/report-save-error'
import {
  ageBandLabels,
  ageBands,
  emptyGuestForm,
  MAX_COMPANIONS,
  guestFormSchema,
  guestToFormInput,
  type Guest,
  type GuestFormInput,
  type GuestFormValues,
} from '../api/schemas'

type GuestFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The guest being edited; absent when adding. */
  guest?: Guest | null
}

export function GuestFormDialog({ open, onOpenChange, guest }: GuestFormDialogProps) {
  const editing = Boolean(guest)
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{editing ? 'Editar Convidado' : 'Adicionar Convidado'}</DialogTitle>
          <DialogDescription>
            {editing ? 'Atualize os dados do convidado.' : 'Preencha os dados do convidado. Só o nome é obrigatório.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the guest's current data. */}
        <GuestForm key={guest?.id ?? 'new'} guest={guest ?? null} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function GuestForm({ guest, onDone }: { guest: Guest | null; onDone: () => void }) {
  const create = useCreateGuest()
  const update = useUpdateGuest()
  // A plan gate (e.g. 403 plan_limit on add) replaces the form with the gated card.
  const [gate, setGate] = useState<GatedCardProps | null>(null)
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GuestFormInput, unknown, GuestFormValues>({
    resolver: zodResolver(guestFormSchema),
    defaultValues: guest ? guestToFormInput(guest) : emptyGuestForm,
  })
  const companions = useFieldArray({ control, name: 'acompanhantes' })

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (guest) {
        await update.mutateAsync({ id: guest.id, ...values })
        toast.success('Convidado atualizado')
      } else {
        await create.mutateAsync({ ...values, status_confirmacao: 'pendente' })
        toast.success('Convidado adicionado')
      }
      onDone()
    } catch (error) {
      const gated = gatedCardPropsFromError(error)
      if (gated) setGate(gated)
      else reportGuestSaveError(error, Boolean(guest), setError)
    }
  })

  const busy = create.isPending || update.isPending

  if (gate) {
    return (
      <div className="grid gap-4">
        <GatedCard {...gate} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Fechar</Button>
          </DialogClose>
        </DialogFooter>
      </div>
    )
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={guest ? 'Editar convidado' : 'Adicionar convidado'}>
      <TextField id="guest-nome" label="Nome*" autoComplete="off" error={errors.nome?.message} {...register('nome')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="guest-email"
          label="Email"
          type="email"
          inputMode="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          id="guest-telefone"
          label="Telefone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="(11) 91234-5678"
          error={errors.telefone?.message}
          {...register('telefone')}
        />
      </div>
      <TextField
        id="guest-mesa"
        label="Mesa"
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="sm:max-w-[10rem]"
        error={errors.mesa?.message}
        {...register('mesa')}
      />
      <Controller
        control={control}
        name="acompanhante"
        render={({ field }) => (
          <div className="flex items-center gap-3 rounded-xl bg-muted/60 p-3">
            <Checkbox
              id="guest-acompanhante"
              name={field.name}
              ref={field.ref}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
              onBlur={field.onBlur}
            />
            <Label htmlFor="guest-acompanhante" className="cursor-pointer">
              Vai levar acompanhante
            </Label>
          </div>
        )}
      />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-medium">Acompanhantes com nome</legend>
        <p className="text-xs text-muted-foreground">
          Nomeie quem vem junto (até {MAX_COMPANIONS}); cada um responde no link pessoal do convidado.
        </p>
        {companions.fields.map((field, index) => (
          <div key={field.id} className="grid gap-2 rounded-xl border p-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
            <TextField
              id={`guest-companion-${index}-nome`}
              label={`Nome do acompanhante ${index + 1}`}
              autoComplete="off"
              error={errors.acompanhantes?.[index]?.nome?.message}
              {...register(`acompanhantes.${index}.nome`)}
            />
            <div className="grid gap-1.5">
              <Label htmlFor={`guest-companion-${index}-faixa`}>Idade</Label>
              <select
                id={`guest-companion-${index}-faixa`}
                className="h-10 rounded-md border bg-background px-3 text-sm"
                {...register(`acompanhantes.${index}.faixa`)}
              >
                {ageBands.map((band) => (
                  <option key={band} value={band}>
                    {ageBandLabels[band]}
                  </option>
                ))}
              </select>
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={`Remover acompanhante ${index + 1}`}
              onClick={() => companions.remove(index)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {companions.fields.length < MAX_COMPANIONS && (
          <Button
            type="button"
            variant="outline"
            className="justify-self-start"
            onClick={() => companions.append({ nome: '', faixa: 'adulto' })}
          >
            <Plus aria-hidden="true" />
            Adicionar acompanhante
          </Button>
        )}
      </fieldset>
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          Salvar
        </Button>
      </DialogFooter>
    </form>
  )
}

import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { toast } from 'sonner'
import { TextField } from '@/components/text-field'
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
import { Field, FieldError } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { isApiError } from '@/lib/api'
import { useCreateGift, useUpdateGift } from '../api/gifts'
import {
  emptyGiftForm,
  giftFieldError,
  giftFormSchema,
  giftStatuses,
  giftStatusLabels,
  giftToFormInput,
  type Gift,
  type GiftFormInput,
  type GiftPayload,
} from '../api/schemas'

type GiftFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The gift being edited; absent when adding. */
  gift: Gift | null
}

export function GiftFormDialog({ open, onOpenChange, gift }: GiftFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gift ? 'Editar Presente' : 'Adicionar Presente'}</DialogTitle>
          <DialogDescription>
            {gift ? 'Atualize os dados do presente.' : 'Cadastre um presente da lista. Só o nome é obrigatório.'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so the form starts from the gift's current data. */}
        <GiftForm key={gift?.id ?? 'new'} gift={gift} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  )
}

function GiftForm({ gift, onDone }: { gift: Gift | null; onDone: () => void }) {
  const create = useCreateGift()
  const update = useUpdateGift()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<GiftFormInput, unknown, GiftPayload>({
    resolver: zodResolver(giftFormSchema),
    defaultValues: gift ? giftToFormInput(gift) : emptyGiftForm,
  })
  const status = useWatch({ control, name: 'status' })

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (gift) {
        await update.mutateAsync({ id: gift.id, ...values })
        toast.success('Presente atualizado com sucesso!')
      } else {
        await create.mutateAsync(values)
        toast.success('Presente adicionado com sucesso!')
      }
      onDone()
    } catch (error) {
      let mapped = false
      if (isApiError(error)) {
        for (const [field, code] of Object.entries(error.fields)) {
          const target = giftFieldError(field, code)
          if (!target) continue
          setError(target.field, { type: 'server', message: target.message }, { shouldFocus: !mapped })
          mapped = true
        }
      }
      toast.error('Erro', { description: 'Não foi possível salvar o presente.' })
    }
  })

  const busy = create.isPending || update.isPending

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={gift ? 'Editar presente' : 'Adicionar presente'}>
      <TextField id="gift-nome" label="Nome do presente*" autoComplete="off" error={errors.nome?.message} {...register('nome')} />
      <Field>
        <Label htmlFor="gift-descricao">Descrição</Label>
        <Textarea
          id="gift-descricao"
          rows={3}
          placeholder="Ex.: cor, tamanho, loja onde está a lista"
          aria-invalid={errors.descricao ? true : undefined}
          aria-describedby={errors.descricao ? 'gift-descricao-error' : undefined}
          {...register('descricao')}
        />
        <FieldError id="gift-descricao-error">{errors.descricao?.message}</FieldError>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="gift-valor"
          label="Valor (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          hint="Opcional. Centavos com vírgula: 149,90"
          error={errors.valor?.message}
          {...register('valor')}
        />
        <TextField
          id="gift-cotas"
          label="Cotas"
          inputMode="numeric"
          autoComplete="off"
          hint="No site, divide o valor em cotas iguais (ex.: 10 × R$ 150,00). 1 = presente inteiro."
          error={errors.cotas?.message}
          {...register('cotas')}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <Field>
              <Label htmlFor="gift-status">Status</Label>
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger id="gift-status" ref={field.ref} onBlur={field.onBlur} className="h-11">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {giftStatuses.map((value) => (
                    <SelectItem key={value} value={value}>
                      {giftStatusLabels[value]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </Field>
          )}
        />
      </div>
      {status === 'recebido' && (
        <TextField
          id="gift-doador"
          label="Doador"
          autoComplete="off"
          placeholder="Quem deu o presente"
          error={errors.doador?.message}
          {...register('doador')}
        />
      )}
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

import { zodResolver } from '@hookform/resolvers/zod'
import { Paperclip } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { toast } from 'sonner'
import { DateField } from '@/components/date-field'
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
import { Field, FieldError, FieldHint } from '@/components/ui/field'
import { Label } from '@/components/ui/label'
import { Spinner } from '@/components/ui/spinner'
import { Textarea } from '@/components/ui/textarea'
import { errorMessage, isApiError } from '@/lib/api'
import { cn } from '@/lib/utils'
import { useCreateContract } from '../api/contracts'
import {
  ACCEPTED_EXTENSIONS,
  contractFieldError,
  contractFormSchema,
  contractMessages,
  emptyContractForm,
  supplierSuggestions,
  type ContractFormInput,
  type ContractPayload,
} from '../api/schemas'

type ContractFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/** The new-contract dialog (part 2 §2, §5). */
export function ContractFormDialog({ open, onOpenChange }: ContractFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Novo Contrato</DialogTitle>
          <DialogDescription>Registre o contrato de um fornecedor e anexe o arquivo (PDF, DOC ou DOCX até 5MB).</DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each new contract starts from an empty form. */}
        {open && <ContractForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ContractForm({ onDone }: { onDone: () => void }) {
  const create = useCreateContract()
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContractFormInput, unknown, ContractPayload>({
    resolver: zodResolver(contractFormSchema),
    defaultValues: emptyContractForm,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        await create.mutateAsync(values)
        toast.success('Contrato adicionado com sucesso.')
        onDone()
      } catch (error) {
        let mapped = false
        if (isApiError(error)) {
          for (const [field, code] of Object.entries(error.fields)) {
            const target = contractFieldError(field, code)
            if (!target) continue
            setError(target.field, { type: 'server', message: target.message }, { shouldFocus: !mapped })
            mapped = true
          }
        }
        toast.error('Erro ao salvar contrato.', { description: errorMessage(error, 'Tente novamente.') })
      }
    },
    (formErrors) => {
      // The spec's toasts for the two rules it names; the other fields show their text inline.
      if (formErrors.fornecedor?.message === contractMessages.supplierRequired)
        toast.error(contractMessages.supplierRequiredTitle, { description: contractMessages.supplierRequired })
      else if (formErrors.arquivo?.message === contractMessages.fileTooLarge)
        toast.error(contractMessages.fileTooLargeTitle, { description: contractMessages.fileTooLarge })
    },
  )

  const busy = create.isPending

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Novo contrato">
      <TextField
        id="contract-fornecedor"
        label="Fornecedor*"
        list="contract-supplier-suggestions"
        autoComplete="off"
        placeholder="Ex.: Buffet, Fotógrafo"
        error={errors.fornecedor?.message}
        {...register('fornecedor')}
      />
      <datalist id="contract-supplier-suggestions">
        {supplierSuggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Field>
        <Label htmlFor="contract-descricao">Descrição</Label>
        <Textarea
          id="contract-descricao"
          rows={3}
          placeholder="O que o contrato cobre"
          aria-invalid={errors.descricao ? true : undefined}
          aria-describedby={errors.descricao ? 'contract-descricao-error' : undefined}
          {...register('descricao')}
        />
        <FieldError id="contract-descricao-error">{errors.descricao?.message}</FieldError>
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="contract-valor"
          label="Valor (R$)"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          error={errors.valor?.message}
          {...register('valor')}
        />
        <Controller
          control={control}
          name="prazo"
          render={({ field }) => (
            <DateField
              id="contract-prazo"
              label="Prazo de pagamento"
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.prazo?.message}
            />
          )}
        />
      </div>
      <Controller
        control={control}
        name="arquivo"
        render={({ field }) => (
          <Field>
            <Label htmlFor="contract-arquivo">Arquivo do contrato</Label>
            {/* The native input stays (keyboard, screen readers, drag and drop) but its
                browser-language button is replaced by a pt-BR one. */}
            <div
              className={cn(
                'flex min-h-11 items-center gap-3 rounded-lg border border-input bg-card p-1.5 pr-3 has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-ring/40',
                errors.arquivo && 'border-destructive',
              )}
            >
              <input
                id="contract-arquivo"
                type="file"
                accept={ACCEPTED_EXTENSIONS.join(',')}
                ref={field.ref}
                onBlur={field.onBlur}
                onChange={(event) => field.onChange(event.target.files?.[0] ?? null)}
                aria-invalid={errors.arquivo ? true : undefined}
                aria-describedby={cn('contract-arquivo-hint', errors.arquivo && 'contract-arquivo-error')}
                className="sr-only"
              />
              <span
                aria-hidden="true"
                onClick={() => document.getElementById('contract-arquivo')?.click()}
                className="inline-flex h-8 shrink-0 cursor-pointer items-center gap-1.5 rounded-md bg-muted px-3 text-sm font-medium"
              >
                <Paperclip className="size-4" />
                Escolher arquivo
              </span>
              <span className="min-w-0 truncate text-sm text-muted-foreground" data-testid="contract-file-name">
                {field.value ? field.value.name : 'Nenhum arquivo selecionado'}
              </span>
            </div>
            <FieldHint id="contract-arquivo-hint">PDF, DOC ou DOCX, até 5MB. Opcional.</FieldHint>
            <FieldError id="contract-arquivo-error">{errors.arquivo?.message}</FieldError>
          </Field>
        )}
      />
      <DialogFooter className="mt-2">
        <DialogClose asChild>
          <Button variant="outline">Cancelar</Button>
        </DialogClose>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner />}
          Salvar Contrato
        </Button>
      </DialogFooter>
    </form>
  )
}

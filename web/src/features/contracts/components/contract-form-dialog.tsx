import { zodResolver } from '@hookform/resolvers/zod'
import { Paperclip } from 'lucide-react'
import { useState } from 'react'
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
import { useBudget } from '@/features/budget/api/budget'
import { useCreateContract, useUpdateContract } from '../api/contracts'
import { heicToJpeg, isHeic } from '../api/photo'
import {
  ACCEPTED_EXTENSIONS,
  contractFieldError,
  contractFormSchema,
  contractMessages,
  contractToForm,
  emptyContractForm,
  supplierSuggestions,
  type Contract,
  type ContractFormInput,
  type ContractPayload,
} from '../api/schemas'

type ContractFormDialogProps = { open: boolean; onOpenChange: (open: boolean) => void; contract?: Contract | null }

const selectClass =
  'flex h-11 w-full rounded-lg border border-input bg-card px-3 text-base text-foreground shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 aria-invalid:border-destructive sm:text-sm'

/** The new-contract dialog (part 2 §2, §5), and the same form to edit one (issue 18 §4). */
export function ContractFormDialog({ open, onOpenChange, contract = null }: ContractFormDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[92dvh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{contract ? 'Editar Contrato' : 'Novo Contrato'}</DialogTitle>
          <DialogDescription>
            {contract
              ? 'Altere os dados e o pagamento do contrato. Os lembretes de pagamento acompanham.'
              : 'Registre o contrato de um fornecedor e anexe o arquivo (PDF, DOC, DOCX ou foto, até 5MB).'}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each new contract starts from an empty form. */}
        {open && <ContractForm contract={contract} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ContractForm({ contract, onDone }: { contract: Contract | null; onDone: () => void }) {
  const create = useCreateContract()
  const update = useUpdateContract()
  // Only a saved budget has categories on the server; before the first save the budget page
  // shows its defaults, which a contract cannot name yet.
  const budget = useBudget().data
  const budgetSaved = budget !== undefined && budget.updated_at !== null
  const categories = budgetSaved ? budget.categories.map((c) => c.nome) : []
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ContractFormInput, unknown, ContractPayload>({
    resolver: zodResolver(contractFormSchema),
    defaultValues: contract ? contractToForm(contract) : emptyContractForm,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      try {
        if (contract) {
          await update.mutateAsync({ id: contract.id, payload: values })
          toast.success('Contrato atualizado com sucesso.')
        } else {
          await create.mutateAsync(values)
          toast.success('Contrato adicionado com sucesso.')
        }
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

  const [converting, setConverting] = useState(false)
  const busy = create.isPending || update.isPending || converting
  const dateField = (name: 'prazo' | 'sinalVencimento' | 'primeiraParcela', id: string, label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <DateField id={id} label={label} value={field.value} onChange={field.onChange} onBlur={field.onBlur} error={errors[name]?.message} />
      )}
    />
  )

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={contract ? 'Editar contrato' : 'Novo contrato'}>
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
        {dateField('prazo', 'contract-prazo', 'Prazo de pagamento')}
      </div>
      <fieldset className="grid gap-4 rounded-xl border border-border p-3">
        <legend className="px-1 text-sm font-medium">Pagamento</legend>
        <p className="text-sm text-muted-foreground">
          Sinal e parcelas viram lembretes de pagamento; os pagos entram no gasto da categoria do orçamento.
        </p>
        <Field>
          <Label htmlFor="contract-categoria">Categoria do orçamento</Label>
          <select
            id="contract-categoria"
            className={selectClass}
            aria-invalid={errors.categoria ? true : undefined}
            aria-describedby={cn(errors.categoria && 'contract-categoria-error', budget && !budgetSaved && 'contract-categoria-hint')}
            {...register('categoria')}
          >
            <option value="">Nenhuma</option>
            {contract?.budget_category && !categories.includes(contract.budget_category) && (
              <option value={contract.budget_category}>{contract.budget_category}</option>
            )}
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {budget && !budgetSaved && (
            <FieldHint id="contract-categoria-hint">Salve o orçamento uma vez para ligar o contrato a uma categoria.</FieldHint>
          )}
          <FieldError id="contract-categoria-error">{errors.categoria?.message}</FieldError>
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            id="contract-sinal"
            label="Sinal (R$)"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0,00"
            error={errors.sinal?.message}
            {...register('sinal')}
          />
          {dateField('sinalVencimento', 'contract-sinal-vencimento', 'Vencimento do sinal')}
          <TextField
            id="contract-parcelas"
            label="Parcelas"
            inputMode="numeric"
            autoComplete="off"
            placeholder="0"
            hint="O restante, em parcelas mensais iguais."
            error={errors.parcelas?.message}
            {...register('parcelas')}
          />
          {dateField('primeiraParcela', 'contract-primeira-parcela', 'Vencimento da 1ª parcela')}
        </div>
      </fieldset>
      {!contract && (
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
                  onChange={(event) => {
                  const file = event.target.files?.[0] ?? null
                  if (!file || !isHeic(file)) return field.onChange(file)
                  // The converted JPEG replaces the HEIC; where the browser cannot convert, the
                  // HEIC stays and the form explains.
                  setConverting(true)
                  void heicToJpeg(file).then((jpeg) => {
                    setConverting(false)
                    field.onChange(jpeg ?? file)
                  })
                }}
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
                  {converting ? 'Convertendo a foto…' : field.value ? field.value.name : 'Nenhum arquivo selecionado'}
                </span>
              </div>
              <FieldHint id="contract-arquivo-hint">PDF, DOC, DOCX ou foto do contrato em papel (JPEG, PNG ou HEIC), até 5MB. Opcional.</FieldHint>
              <FieldError id="contract-arquivo-error">{errors.arquivo?.message}</FieldError>
            </Field>
          )}
        />
      )}
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

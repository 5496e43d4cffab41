import {
  AlertTriangle,
  Ban,
  CheckCircle2,
  Clock,
  Download,
  FileCheck2,
  FileText,
  MapPin,
  Pencil,
  Plus,
  RotateCw,
  Trash2,
  XCircle,
  type LucideIcon,
} from 'lucide-react'
import { useMemo, useState } from 'react'
import { toast } from 'sonner'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { Skeleton } from '@/components/ui/skeleton'
import { formatBRL, formatDate, formatFileSize } from '@/lib/format'
import { cn } from '@/lib/utils'
import { contractFileUrl, useContracts, useUpdateContractStatus } from '../api/contracts'
import {
  contractStatuses,
  contractStatusLabels,
  countByStatus,
  scheduleText,
  SUPPLIER_MAPS_URL,
  type Contract,
  type ContractStatus,
} from '../api/schemas'
import { ContractFormDialog } from './contract-form-dialog'
import { DeleteContractDialog } from './delete-contract-dialog'

const statusIcons: Record<ContractStatus, { icon: LucideIcon; accent: string }> = {
  ativo: { icon: FileCheck2, accent: 'bg-primary-soft text-primary' },
  pendente: { icon: Clock, accent: 'bg-warning-soft text-warning' },
  vencido: { icon: XCircle, accent: 'bg-destructive-soft text-destructive' },
  pago: { icon: CheckCircle2, accent: 'bg-success-soft text-success' },
  cancelado: { icon: Ban, accent: 'bg-muted text-muted-foreground' },
}

/** /app/contracts 'Contratos e Fornecedores' (part 2 §2). */
export function ContractsPage() {
  const contractsQuery = useContracts()
  const contracts = contractsQuery.data
  const [formOpen, setFormOpen] = useState(false)
  const [removing, setRemoving] = useState<Contract | null>(null)
  const [editing, setEditing] = useState<Contract | null>(null)
  const counts = useMemo(() => (contracts ? countByStatus(contracts) : null), [contracts])

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Contratos e Fornecedores"
        description="Guarde os contratos dos fornecedores e acompanhe os prazos de pagamento."
        actions={
          <>
            <Button variant="outline" size="lg" asChild className="flex-1 sm:flex-none">
              <a href={SUPPLIER_MAPS_URL} target="_blank" rel="noopener noreferrer">
                <MapPin aria-hidden="true" />
                Buscar Fornecedores
              </a>
            </Button>
            <Button size="lg" onClick={() => setFormOpen(true)} className="flex-1 sm:flex-none">
              <Plus aria-hidden="true" />
              Novo Contrato
            </Button>
          </>
        }
      />

      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {contractStatuses.map((status) => {
          const { icon: Icon, accent } = statusIcons[status]
          const labelId = `contract-count-${status}-label`
          return (
            <div
              key={status}
              role="group"
              aria-labelledby={labelId}
              data-testid={`contract-count-${status}`}
              className="flex items-center gap-3 rounded-2xl border bg-card p-3 shadow-soft sm:p-4"
            >
              <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', accent)}>
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0">
                <p id={labelId} className="text-sm font-medium text-muted-foreground">
                  {contractStatusLabels[status]}
                </p>
                {counts === null ? (
                  <Skeleton className="mt-1 h-7 w-10" />
                ) : (
                  <p data-testid="count-value" className="font-serif text-2xl leading-tight font-semibold tabular-nums">
                    {counts[status]}
                  </p>
                )}
              </div>
            </div>
          )
        })}
      </div>

      {contractsQuery.isPending ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          <span className="sr-only" role="status">
            Carregando...
          </span>
          {Array.from({ length: 2 }, (_, index) => (
            <Skeleton key={index} className="h-48 w-full" />
          ))}
        </div>
      ) : contractsQuery.isError && !contracts ? (
        <Card>
          <CardContent role="alert" className="flex flex-col items-center gap-3 py-12 text-center">
            <p className="font-medium">Erro ao carregar contratos.</p>
            <Button variant="outline" onClick={() => void contractsQuery.refetch()} disabled={contractsQuery.isFetching}>
              <RotateCw aria-hidden="true" className={contractsQuery.isFetching ? 'animate-spin' : undefined} />
              Tentar novamente
            </Button>
          </CardContent>
        </Card>
      ) : contracts && contracts.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
              <FileText className="size-6" aria-hidden="true" />
            </span>
            <h2 className="font-serif text-2xl font-semibold">Nenhum contrato cadastrado</h2>
            <p className="max-w-sm text-sm text-muted-foreground">
              Registre os contratos dos fornecedores para não perder nenhum prazo de pagamento.
            </p>
            <Button variant="secondary" onClick={() => setFormOpen(true)} className="mt-2">
              <Plus aria-hidden="true" />
              Adicionar Primeiro Contrato
            </Button>
          </CardContent>
        </Card>
      ) : (
        <ul aria-label="Contratos" className="grid gap-4 md:grid-cols-2">
          {contracts?.map((contract) => (
            <li key={contract.id}>
              <ContractCard contract={contract} onEdit={() => setEditing(contract)} onRemove={() => setRemoving(contract)} />
            </li>
          ))}
        </ul>
      )}

      <ContractFormDialog open={formOpen} onOpenChange={setFormOpen} />
      <ContractFormDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} contract={editing} />
      <DeleteContractDialog contract={removing} onOpenChange={(open) => !open && setRemoving(null)} />
    </div>
  )
}

function ContractCard({ contract, onEdit, onRemove }: { contract: Contract; onEdit: () => void; onRemove: () => void }) {
  const schedule = scheduleText(contract)
  const update = useUpdateContractStatus()
  const statusId = `contract-status-${contract.id}`

  const onStatus = (value: string) => {
    const status = value as ContractStatus
    if (status === contract.status) return
    update.mutate(
      { id: contract.id, status },
      {
        onSuccess: () => toast.success('Status do contrato atualizado.'),
        onError: () => toast.error('Erro ao atualizar status do contrato.'),
      },
    )
  }

  return (
    <Card
      data-testid="contract-card"
      data-overdue={contract.overdue || undefined}
      aria-label={contract.fornecedor}
      className={cn('flex h-full flex-col', contract.overdue && 'border-destructive bg-destructive-soft/40')}
    >
      <CardHeader className="gap-2">
        <div className="flex items-start justify-between gap-3">
          <CardTitle className="flex min-w-0 items-center gap-2 text-lg wrap-anywhere">
            {contract.overdue && <AlertTriangle className="size-5 shrink-0 text-destructive" aria-hidden="true" />}
            <span className="min-w-0">{contract.fornecedor}</span>
          </CardTitle>
        </div>
        {contract.overdue && (
          <p className="text-sm font-medium text-destructive" data-testid="overdue-warning">
            Pagamento em atraso
          </p>
        )}
        {contract.descricao && (
          <CardDescription className="wrap-anywhere whitespace-pre-line">{contract.descricao}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="mt-auto grid gap-3">
        <dl className="grid gap-1 text-sm">
          {contract.valor_cents !== null && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Valor</dt>
              <dd className="font-semibold tabular-nums">{formatBRL(contract.valor_cents)}</dd>
            </div>
          )}
          {contract.prazo_pagamento && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Prazo de pagamento</dt>
              <dd className={cn('tabular-nums', contract.overdue && 'font-semibold text-destructive')}>
                {formatDate(contract.prazo_pagamento)}
              </dd>
            </div>
          )}
          {schedule && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Pagamento</dt>
              <dd className="text-right">
                {schedule}
                <span className="block text-muted-foreground" data-testid="contract-payments">
                  {contract.payments.paid} de {contract.payments.count} pagos ({formatBRL(contract.payments.paid_cents)})
                </span>
              </dd>
            </div>
          )}
          {contract.budget_category && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Categoria do orçamento</dt>
              <dd className="text-right">{contract.budget_category}</dd>
            </div>
          )}
          {contract.has_file && contract.file_name && (
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Arquivo</dt>
              <dd className="min-w-0 text-right break-all">
                {contract.file_name}
                {contract.file_size !== null && (
                  <span className="text-muted-foreground"> ({formatFileSize(contract.file_size)})</span>
                )}
              </dd>
            </div>
          )}
        </dl>
        <div className="grid gap-2">
          <Label htmlFor={statusId}>Status</Label>
          <Select value={contract.status} onValueChange={onStatus} disabled={update.isPending}>
            <SelectTrigger id={statusId} className="h-11" aria-label={`Status de ${contract.fornecedor}`}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {contractStatuses.map((value) => (
                <SelectItem key={value} value={value}>
                  {contractStatusLabels[value]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="flex gap-2">
          {contract.has_file && (
            <Button variant="outline" size="sm" className="flex-1" asChild>
              <a
                href={contractFileUrl(contract.id)}
                // A PDF opens in the browser's viewer in a new tab (the server sends it inline, sandboxed);
                // a Word file downloads.
                {...(contract.file_type === 'application/pdf' ? { target: '_blank', rel: 'noopener noreferrer' } : { download: true })}
                aria-label={`Ver arquivo de ${contract.fornecedor}`}
              >
                <Download aria-hidden="true" />
                Ver arquivo
              </a>
            </Button>
          )}
          <Button variant="outline" size="sm" className="flex-1" onClick={onEdit} aria-label={`Editar ${contract.fornecedor}`}>
            <Pencil aria-hidden="true" />
            Editar
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="flex-1 text-destructive hover:bg-destructive-soft hover:text-destructive"
            onClick={onRemove}
            aria-label={`Excluir ${contract.fornecedor}`}
          >
            <Trash2 aria-hidden="true" />
            Excluir
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

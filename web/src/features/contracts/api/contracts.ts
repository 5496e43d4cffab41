import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api, apiGet } from '@/lib/api'
import { contractListSchema, contractSchema, type Contract, type ContractPayload, type ContractStatus } from './schemas'

export const contractsQueryOptions = queryOptions({
  queryKey: ['contracts'],
  queryFn: async ({ signal }) => (await apiGet('/api/contracts', (data) => contractListSchema.parse(data), signal)).contracts,
  meta: { errorTitle: 'Erro', errorDescription: 'Erro ao carregar contratos.' },
})

export function useContracts() {
  return useQuery(contractsQueryOptions)
}

const parseContract = (data: unknown): Contract => contractSchema.parse(data)

/** The authorised download of a contract's file (the session cookie is the authorisation). */
export const contractFileUrl = (id: string) => `/api/contracts/${encodeURIComponent(id)}/file`

/** POST /api/contracts as multipart/form-data (the browser sets the boundary). */
export async function createContract(payload: ContractPayload): Promise<Contract> {
  const form = new FormData()
  form.append('fornecedor', payload.fornecedor)
  if (payload.descricao !== null) form.append('descricao', payload.descricao)
  if (payload.valor_cents !== null) form.append('valor_cents', String(payload.valor_cents))
  if (payload.prazo_pagamento !== null) form.append('prazo_pagamento', payload.prazo_pagamento)
  if (payload.budget_category !== null) form.append('budget_category', payload.budget_category)
  if (payload.sinal_cents !== null) form.append('sinal_cents', String(payload.sinal_cents))
  if (payload.sinal_vencimento !== null) form.append('sinal_vencimento', payload.sinal_vencimento)
  if (payload.parcelas > 0) form.append('parcelas', String(payload.parcelas))
  if (payload.primeira_parcela !== null) form.append('primeira_parcela', payload.primeira_parcela)
  if (payload.arquivo) form.append('arquivo', payload.arquivo, payload.arquivo.name)
  return api.post('/api/contracts', form, parseContract)
}

/** PUT /api/contracts/{id}: every field but the status and the file; its payment reminders follow. */
export function updateContract({ id, payload }: { id: string; payload: ContractPayload }): Promise<Contract> {
  const { arquivo: _file, ...fields } = payload
  return api.put(`/api/contracts/${encodeURIComponent(id)}`, fields, parseContract)
}

export function updateContractStatus({ id, status }: { id: string; status: ContractStatus }): Promise<Contract> {
  return api.patch(`/api/contracts/${encodeURIComponent(id)}/status`, { status }, parseContract)
}

export function deleteContract(id: string): Promise<void> {
  return api.send(`/api/contracts/${encodeURIComponent(id)}`, 'DELETE')
}

function useContractMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    // A contract's sinal and parcelas are payment reminders; paying them moves the budget.
    onSettled: () =>
      Promise.all(
        [contractsQueryOptions.queryKey, ['payment-reminders'], ['budget'], ['dashboard']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  })
}

export const useCreateContract = () => useContractMutation(createContract)
export const useUpdateContract = () => useContractMutation(updateContract)
export const useUpdateContractStatus = () => useContractMutation(updateContractStatus)
export const useDeleteContract = () => useContractMutation(deleteContract)

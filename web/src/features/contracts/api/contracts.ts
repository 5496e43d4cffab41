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
  if (payload.arquivo) form.append('arquivo', payload.arquivo, payload.arquivo.name)
  return api.post('/api/contracts', form, parseContract)
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
    onSettled: () => queryClient.invalidateQueries({ queryKey: contractsQueryOptions.queryKey }),
  })
}

export const useCreateContract = () => useContractMutation(createContract)
export const useUpdateContractStatus = () => useContractMutation(updateContractStatus)
export const useDeleteContract = () => useContractMutation(deleteContract)

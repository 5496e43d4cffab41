import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { api, apiRequest, type Conforms, type RequestBody, type Schemas } from '@/lib/api'

/** GET/PUT /api/privacy: 'Manter dados dos convidados após o casamento'. */
export const privacySettingsSchema = z.object({ keep_guest_data: z.boolean() }) satisfies z.ZodType<Schemas['PrivacySettings']>
export type PrivacySettings = z.infer<typeof privacySettingsSchema>

const privacyQueryKey = ['privacy'] as const

export function usePrivacySettings() {
  return useQuery(
    queryOptions({
      queryKey: privacyQueryKey,
      queryFn: ({ signal }) => api.get('/api/privacy', (data) => privacySettingsSchema.parse(data), signal),
      meta: { errorTitle: 'Erro ao carregar as preferências de privacidade' },
    }),
  )
}

export function useSavePrivacySettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (settings: PrivacySettings) =>
      privacySettingsSchema.parse(await apiRequest('/api/privacy', { method: 'PUT', body: settings })),
    onSuccess: (settings) => queryClient.setQueryData(privacyQueryKey, settings),
  })
}

/** One 'Baixar meus dados' request (GET/POST /api/data-exports). */
export const dataExportSchema = z.object({
  id: z.string(),
  status: z.enum(['pending', 'running', 'ready', 'failed']),
  size_bytes: z.number().nullable(),
  created_at: z.string(),
  ready_at: z.string().nullable(),
  expires_at: z.string(),
}) satisfies z.ZodType<Schemas['DataExport']>
export type DataExport = z.infer<typeof dataExportSchema>

const exportsSchema = z.object({ exports: z.array(dataExportSchema) }) satisfies z.ZodType<Schemas['DataExportList']>

/** The realtime stream invalidates this key ('data-exports') when an export is ready. */
export const dataExportsQueryKey = ['data-exports'] as const

export function useDataExports() {
  return useQuery(
    queryOptions({
      queryKey: dataExportsQueryKey,
      queryFn: ({ signal }) => api.get('/api/data-exports', (data) => exportsSchema.parse(data).exports, signal),
      // While one is being built, look again now and then in case the realtime hint is missed.
      refetchInterval: (query) =>
        query.state.data?.some((e) => e.status === 'pending' || e.status === 'running') ? 3000 : false,
      meta: { errorTitle: 'Erro ao carregar seus arquivos de dados' },
    }),
  )
}

export function useRequestDataExport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/data-exports', undefined, (data) => dataExportSchema.parse(data)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: dataExportsQueryKey }),
  })
}

export function exportDownloadURL(id: string): string {
  return `/api/data-exports/${encodeURIComponent(id)}/download`
}

const deletionScheduledSchema = z.object({ deletion_due_at: z.string() }) satisfies z.ZodType<
  Schemas['AccountDeletionScheduled']
>

/** confirmation is the exact word the server asks for ('EXCLUIR'), checked by the form before sending. */
export type DeleteAccountInput = Conforms<{ password: string; confirmation: 'EXCLUIR' }, RequestBody<'/api/account/delete', 'post'>>

/** POST /api/account/delete: ends every session and schedules the deletion in 7 days. */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (input: DeleteAccountInput) =>
      api.post('/api/account/delete', input, (data) => deletionScheduledSchema.parse(data)),
  })
}

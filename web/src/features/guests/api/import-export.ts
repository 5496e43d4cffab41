import { useMutation, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiRequest, NETWORK_ERROR_CODE, parseErrorBody, type Schemas } from '@/lib/api'
import { guestsQueryOptions } from './get-guests'
import { companionSchema, guestStatuses } from './schemas'

/** What the import does with a row (internal/guest RowState). */
export const importRowStates = ['novo', 'duplicado', 'erro', 'excedente'] as const
export type ImportRowState = (typeof importRowStates)[number]

const importRowSchema = z.object({
  line: z.number().int(),
  state: z.enum(importRowStates),
  guest: z.object({
    nome: z.string(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    mesa: z.number().int().nullable(),
    acompanhante: z.boolean(),
    status_confirmacao: z.enum(guestStatuses),
    acompanhantes: z.array(companionSchema),
    restricao_alimentar: z.string().nullable(),
  }),
  companions: z.number().int(),
  problems: z.array(z.string()),
  duplicate_of: z.string().optional(),
}) satisfies z.ZodType<Schemas['GuestImportResult']['rows'][number]>

/** The answer of POST /api/guests/import/preview and /api/guests/import. */
export const importResultSchema = z.object({
  format: z.enum(['csv', 'xlsx']),
  rows: z.array(importRowSchema),
  ignored_columns: z.array(z.string()),
  total: z.number().int(),
  new: z.number().int(),
  duplicates: z.number().int(),
  problems: z.number().int(),
  over_limit: z.number().int(),
  imported: z.number().int(),
  message: z.string(),
}) satisfies z.ZodType<Schemas['GuestImportResult']>

export type ImportResult = z.output<typeof importResultSchema>
export type ImportRow = ImportResult['rows'][number]

/** The largest file the server takes (guestio.MaxFileBytes). */
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024

function fileForm(file: File): FormData {
  const form = new FormData()
  form.append('arquivo', file)
  return form
}

/** Reads the file on the server and says what an import would do; writes nothing. */
export async function previewImport(file: File): Promise<ImportResult> {
  return importResultSchema.parse(await apiRequest('/api/guests/import/preview', { method: 'POST', body: fileForm(file) }))
}

/** Imports the file's new rows (the same file as the preview: the server re-reads it). */
export async function commitImport(file: File): Promise<ImportResult> {
  return importResultSchema.parse(await apiRequest('/api/guests/import', { method: 'POST', body: fileForm(file) }))
}

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport })
}

export function useCommitImport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: commitImport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: guestsQueryOptions.queryKey }),
  })
}

export type ExportFormat = 'csv' | 'xlsx'

/** The file name of an attachment, from its Content-Disposition. */
export function attachmentName(header: string | null, fallback: string): string {
  const match = header ? /filename="([^"]+)"/.exec(header) : null
  return match?.[1] ?? fallback
}

/**
 * Downloads the whole list as CSV or .xlsx. The file is fetched (not linked) so that an error,
 * e.g. the rate limit, shows as a toast instead of a downloaded JSON file.
 */
export async function downloadExport(format: ExportFormat): Promise<void> {
  let response: Response
  try {
    response = await fetch(`/api/guests/export?formato=${format}`, { credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Não foi possível conectar ao servidor.')
  }
  if (!response.ok) {
    throw parseErrorBody(response.status, await response.json().catch(() => null))
  }
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = attachmentName(response.headers.get('Content-Disposition'), `convidados.${format}`)
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled: the download has its own copy by then.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'

/** The plan gate of Luxo's 'Backup automático' (POST /api/permission-check). */
export const BACKUP_FEATURE = 'automatic_backup'

/** One weekly copy of the wedding's data (GET /api/backups). */
export const backupSchema = z.object({
  id: z.string(),
  week: z.string(),
  size_bytes: z.number(),
  created_at: z.string(),
}) satisfies z.ZodType<Schemas['Backup']>
export type Backup = z.infer<typeof backupSchema>

const backupsSchema = z.object({ backups: z.array(backupSchema) }) satisfies z.ZodType<Schemas['BackupList']>

/** The realtime stream invalidates this key ('backups') when a weekly copy is ready. */
export const backupsQueryKey = ['backups'] as const

/** The wedding's weekly copies, newest first; listed on every plan (copies made before a downgrade stay). */
export function useBackups() {
  return useQuery(
    queryOptions({
      queryKey: backupsQueryKey,
      queryFn: ({ signal }) => api.get('/api/backups', (data) => backupsSchema.parse(data).backups, signal),
    }),
  )
}

export function backupDownloadURL(id: string): string {
  return `/api/backups/${encodeURIComponent(id)}/download`
}

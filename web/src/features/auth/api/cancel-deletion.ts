import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'

const canceledSchema = z.object({ email: z.string() }) satisfies z.ZodType<Schemas['AccountDeletionCanceled']>

/** POST /api/account/delete/cancel with the e-mailed token ('Cancelar exclusão'). */
export function useCancelDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/account/delete/cancel', { token }, (data) => canceledSchema.parse(data)),
  })
}

import { useMutation } from '@tanstack/react-query'
import { z } from 'zod'
import { api } from '@/lib/api'

/** POST /api/account/delete/cancel with the e-mailed token ('Cancelar exclusão'). */
export function useCancelDeletion() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post('/api/account/delete/cancel', { token }, (data) => z.object({ email: z.string() }).parse(data)),
  })
}

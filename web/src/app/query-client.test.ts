import { toast } from 'sonner'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api'
import { createQueryClient } from './query-client'

describe('createQueryClient', () => {
  afterEach(() => vi.restoreAllMocks())

  it("toasts a failed read under its query's own id, so a second failure of it replaces the first toast", async () => {
    const errorToast = vi.spyOn(toast, 'error')
    const client = createQueryClient()
    const options = {
      queryKey: ['guests'],
      queryFn: () => Promise.reject(new ApiError(500, 'internal', 'Erro inesperado.')),
      retry: false,
      meta: { errorTitle: 'Erro ao carregar convidados' },
    }
    // warmRoute's read, then the page's own retry of it.
    await client.prefetchQuery(options)
    await client.prefetchQuery(options)
    expect(errorToast).toHaveBeenCalledTimes(2)
    const ids = errorToast.mock.calls.map(([, data]) => data?.id)
    expect(ids[0]).toBe(client.getQueryCache().find({ queryKey: ['guests'] })?.queryHash)
    expect(ids[1]).toBe(ids[0])
    expect(errorToast).toHaveBeenLastCalledWith('Erro ao carregar convidados', expect.objectContaining({ description: 'Erro inesperado.' }))
  })
})

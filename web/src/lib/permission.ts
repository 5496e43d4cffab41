import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { ApiError, apiRequest, HTTP_ERROR_CODE, type OpenEnums, type Schemas } from '@/lib/api'

/** A count the server sends as a number or null (unlimited); read as null when left out. */
const count = () =>
  z
    .number()
    .int()
    .nullish()
    .transform((value) => value ?? null)

/**
 * The answer of POST /api/permission-check. reason stays an open string: the screens show the
 * server's message and switch on allowed, so a reason a newer server adds still shows.
 */
export const permissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
  message: z.string().optional(),
  current_usage: count(),
  limit: count(),
  upgrade_required: z.boolean(),
  current_plan: z.string().optional(),
  current_plan_name: z.string().optional(),
}) satisfies z.ZodType<OpenEnums<Schemas['PermissionResult'], 'reason'>>

export type Permission = z.infer<typeof permissionSchema>

/** Part 1 §8: the plan check's failure texts. */
export const PERMISSION_ERROR_TITLE = 'Erro ao verificar acesso à funcionalidade'
export const INVALID_RESPONSE = 'Resposta inválida do servidor'

export function permissionQueryOptions(feature: string) {
  return queryOptions({
    queryKey: ['permission', feature],
    queryFn: async ({ signal }) => {
      const parsed = permissionSchema.safeParse(
        await apiRequest('/api/permission-check', { method: 'POST', body: { feature }, signal }),
      )
      // An answer that is not a permission (a proxy's page, a newer server) is the server's fault.
      if (!parsed.success) throw new ApiError(502, HTTP_ERROR_CODE, INVALID_RESPONSE)
      return parsed.data
    },
    meta: { errorTitle: PERMISSION_ERROR_TITLE },
  })
}

export function usePermission(feature: string) {
  return useQuery(permissionQueryOptions(feature))
}

import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiRequest } from '@/lib/api'

/** The answer of POST /api/permission-check. */
export const permissionSchema = z.object({
  allowed: z.boolean(),
  reason: z.string().optional(),
  message: z.string().optional(),
  current_usage: z.number().nullish(),
  limit: z.number().nullish(),
  upgrade_required: z.boolean(),
  current_plan: z.string().optional(),
  current_plan_name: z.string().optional(),
})

export type Permission = z.infer<typeof permissionSchema>

export function permissionQueryOptions(feature: string) {
  return queryOptions({
    queryKey: ['permission', feature],
    queryFn: async ({ signal }) =>
      permissionSchema.parse(await apiRequest('/api/permission-check', { method: 'POST', body: { feature }, signal })),
  })
}

export function usePermission(feature: string) {
  return useQuery(permissionQueryOptions(feature))
}

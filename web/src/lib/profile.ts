import { queryOptions, useQuery } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, type Schemas } from './api'

/**
 * The couple's wedding information (GET /api/profile). Shared because several
 * screens read it (profile, invitation generator, dashboard); only the profile
 * screen writes it. Dates are 'YYYY-MM-DD'; every field may be null.
 */
const text = () => z.string().nullish().transform((value) => value ?? null)

export const profileSchema = z.object({
  first_name: text(),
  last_name: text(),
  partner_name: text(),
  wedding_date: text(),
  civil_ceremony_date: text(),
  religious_ceremony_date: text(),
  civil_ceremony_address: text(),
  wedding_location: text(),
  wedding_address: text(),
  phone: text(),
  /** Counts the saves; a save sends back the one the form was built from (409 `conflict` when stale). */
  version: z.number().int(),
}) satisfies z.ZodType<Schemas['ProfileView']>

export type Profile = z.output<typeof profileSchema>

export const profileFields = [
  'first_name',
  'last_name',
  'partner_name',
  'wedding_date',
  'civil_ceremony_date',
  'religious_ceremony_date',
  'civil_ceremony_address',
  'wedding_location',
  'wedding_address',
  'phone',
] as const satisfies readonly (keyof Profile)[]

export type ProfileField = (typeof profileFields)[number]

export async function getProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet('/api/profile', (data) => profileSchema.parse(data), signal)
}

export const profileQueryOptions = queryOptions({
  queryKey: ['profile'],
  queryFn: ({ signal }) => getProfile(signal),
  meta: { errorTitle: 'Erro ao carregar perfil.' },
})

export function useProfile() {
  return useQuery(profileQueryOptions)
}

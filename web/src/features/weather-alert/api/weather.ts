import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { z } from 'zod'
import { apiGet, apiRequest, type Conforms, type OpenEnums, type Replace, type Schemas } from '@/lib/api'

export const WEATHER_FEATURE = 'weather_alerts'

const placeSchema = z.object({
  name: z.string(),
  state: z.string(),
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
}) satisfies z.ZodType<Schemas['WeatherPlace']>
export type Place = z.infer<typeof placeSchema>

const placeListSchema = z.object({ places: z.array(placeSchema) }) satisfies z.ZodType<Schemas['WeatherPlaceList']>

const hourSchema = z.object({
  time: z.string(),
  probability: z.number().int().nullable(),
  precipitation_mm: z.number().nullable(),
}) satisfies z.ZodType<Schemas['WeatherHour']>
export type Hour = z.infer<typeof hourSchema>

/** The verdict's text stays an open string: the page shows the server's wording as it is. */
const verdictSchema = z.object({
  hours: z.array(hourSchema),
  probability: z.number().int(),
  band: z.enum(['low', 'moderate', 'high']),
  text: z.string(),
}) satisfies z.ZodType<OpenEnums<NonNullable<Schemas['WeatherStatus']['verdict']>, 'text'>>

/** GET /api/weather: the page's state (see api/openapi.yaml WeatherStatus). */
export const weatherSchema = z.object({
  state: z.enum(['no_date', 'no_venue', 'too_early', 'past', 'unavailable', 'ready', 'locked']),
  venue: placeSchema.extend({ ceremony_time: z.string(), updated_at: z.string() }).nullable(),
  wedding_date: z.string().nullable(),
  available_from: z.string().nullable(),
  forecast: z
    .object({
      date: z.string(),
      probability: z.number().int().nullable(),
      precipitation_mm: z.number().nullable(),
      hours: z.array(hourSchema),
    })
    .nullable(),
  verdict: verdictSchema.nullable(),
  thresholds: z.object({
    moderate: z.number().int(),
    high: z.number().int(),
    window_before_hours: z.number().int(),
    window_after_hours: z.number().int(),
  }),
}) satisfies z.ZodType<Replace<Schemas['WeatherStatus'], { verdict: z.output<typeof verdictSchema> | null }>>
export type Weather = z.infer<typeof weatherSchema>

export const weatherQueryOptions = queryOptions({
  queryKey: ['weather'],
  queryFn: ({ signal }) => apiGet('/api/weather', (data) => weatherSchema.parse(data), signal),
})

export function useWeather(enabled: boolean) {
  return useQuery({ ...weatherQueryOptions, enabled })
}

/** GET /api/weather/places: the cities named like query (the server proxies Open-Meteo). */
export async function searchPlaces(query: string, signal?: AbortSignal): Promise<Place[]> {
  const data = await apiRequest(`/api/weather/places?q=${encodeURIComponent(query)}`, { signal })
  return placeListSchema.parse(data).places
}

export type VenuePayload = Conforms<Place & { ceremony_time: string }, Schemas['WeatherVenueInput']>

export function useSaveVenue() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (payload: VenuePayload) =>
      weatherSchema.parse(await apiRequest('/api/weather/venue', { method: 'PUT', body: payload })),
    onSuccess: (saved) => queryClient.setQueryData(weatherQueryOptions.queryKey, saved),
  })
}

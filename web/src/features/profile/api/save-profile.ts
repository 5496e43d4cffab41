import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest, isConflict } from '@/lib/api'
import { profileQueryOptions, profileSchema, type Profile } from '@/lib/profile'
import { sessionQueryKey } from '@/lib/session'

/** PUT /api/profile: replaces the whole profile; blank strings must already be null. */
export async function saveProfile(profile: Profile): Promise<Profile> {
  return profileSchema.parse(await apiRequest('/api/profile', { method: 'PUT', body: profile }))
}

export function useSaveProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveProfile,
    // The server's answer is the saved profile: no need to fetch it again.
    onSuccess: (saved) => queryClient.setQueryData(profileQueryOptions.queryKey, saved),
    // A conflict carries the current profile, which the form takes; other failures refetch it.
    onError: (error) => !isConflict(error) && queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey }),
    // The shell greets by the profile's first name, which the session carries.
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  })
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiRequest } from '@/lib/api'
import { galleryImageSchema, galleryListSchema, type GalleryImage, type GalleryList, type UploadFormValues } from './schemas'

export function getGallery(signal?: AbortSignal): Promise<GalleryList> {
  return apiGet('/api/gallery', (data) => galleryListSchema.parse(data), signal)
}

/** The one definition of the gallery query. */
export const galleryQueryOptions = queryOptions({
  queryKey: ['gallery'],
  queryFn: ({ signal }) => getGallery(signal),
  meta: { errorTitle: 'Erro', errorDescription: 'Erro ao carregar galeria.' },
})

export function useGallery() {
  return useQuery(galleryQueryOptions)
}

export async function uploadImage(values: UploadFormValues): Promise<GalleryImage> {
  const form = new FormData()
  if (values.file) form.append('file', values.file)
  form.append('titulo', values.titulo)
  form.append('descricao', values.descricao)
  form.append('categoria', values.categoria)
  form.append('publico', values.publico ? 'true' : 'false')
  return galleryImageSchema.parse(await apiRequest('/api/gallery', { method: 'POST', body: form }))
}

export async function deleteImage(id: string): Promise<void> {
  await apiRequest(`/api/gallery/${encodeURIComponent(id)}`, { method: 'DELETE' })
}

export function useUploadImage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadImage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: galleryQueryOptions.queryKey }),
  })
}

/** Removes the card at once and puts it back if the server refuses. */
export function useDeleteImage() {
  const queryClient = useQueryClient()
  const { queryKey } = galleryQueryOptions
  return useMutation({
    mutationFn: deleteImage,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey })
      const previous = queryClient.getQueryData(queryKey)
      queryClient.setQueryData(queryKey, (list) =>
        list ? { ...list, images: list.images.filter((im) => im.id !== id), usage: Math.max(0, list.usage - 1) } : list,
      )
      return { previous }
    },
    onError: (_error, _id, context) => {
      if (context?.previous) queryClient.setQueryData(queryKey, context.previous)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  })
}

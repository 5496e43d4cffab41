import { z } from 'zod'
import type { Schemas } from '@/lib/api'
import { cleanText } from '@/lib/sanitize'

/** Spec part 2 §3 gallery categories (value → label). */
export const galleryCategories = ['decoracao', 'vestidos', 'bolos', 'flores', 'local', 'convites', 'outros'] as const
export type GalleryCategory = (typeof galleryCategories)[number]

export const categoryLabels: Record<GalleryCategory, string> = {
  decoracao: 'Decoração',
  vestidos: 'Vestidos',
  bolos: 'Bolos',
  flores: 'Flores',
  local: 'Local',
  convites: 'Convites',
  outros: 'Outros',
}

const isCategory = (value: string): value is GalleryCategory => (galleryCategories as readonly string[]).includes(value)

/** Part 2 §9: gallery file max 2MB (the server decides; this saves a wasted upload). */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024
/** What the server accepts, judged by the bytes there; the browser's type is only a first filter here. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const

export const galleryImageSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  descricao: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  categoria: z.enum(galleryCategories),
  publico: z.boolean(),
  content_type: z.enum(ACCEPTED_IMAGE_TYPES),
  size_bytes: z.number(),
  width: z.number(),
  height: z.number(),
  image_url: z.string(),
  thumb_url: z.string(),
  public_url: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  created_at: z.string(),
}) satisfies z.ZodType<Schemas['GalleryImage']>
export type GalleryImage = z.output<typeof galleryImageSchema>

export const galleryListSchema = z.object({
  images: z.array(galleryImageSchema),
  usage: z.number(),
  limit: z.number().nullable(),
  plan: z.string(),
  plan_name: z.string(),
}) satisfies z.ZodType<Schemas['GalleryList']>
export type GalleryList = z.output<typeof galleryListSchema>

/** The spec's texts (part 2 §5): toast title and description, the description also under the field. */
export const uploadMessages = {
  fileRequired: { title: 'Arquivo obrigatório', description: 'Por favor, selecione uma imagem.' },
  notImage: { title: 'Arquivo inválido', description: 'Selecione um arquivo de imagem: PNG, JPEG, GIF ou WebP.' },
  tooLarge: { title: 'Arquivo muito grande', description: 'O arquivo deve ter no máximo 2MB.' },
  brokenImage: {
    title: 'Arquivo inválido',
    description: 'Não foi possível ler esta imagem. Envie um arquivo PNG, JPEG, GIF ou WebP íntegro.',
  },
  tooManyPixels: { title: 'Imagem grande demais', description: 'A imagem pode ter no máximo 10.000 pixels de lado.' },
  tooMuchMemory: {
    title: 'Imagem grande demais',
    description:
      'Esta imagem é pesada demais para processar (resolução muito alta, 16 bits por cor ou JPEG progressivo). Reduza a resolução ou salve-a como JPEG comum.',
  },
  titleRequired: { title: 'Título obrigatório', description: 'Por favor, informe o título da imagem.' },
  categoryRequired: { title: 'Categoria obrigatória', description: 'Por favor, selecione uma categoria.' },
} as const

const messageTitles = new Map<string, string>(Object.values(uploadMessages).map((m) => [m.description, m.title]))

/** The toast title that goes with a field message (the spec pairs them). */
export function titleFor(description: string): string {
  return messageTitles.get(description) ?? 'Erro ao fazer upload da imagem.'
}

const text = () => z.string().overwrite(cleanText)

export const uploadFormSchema = z.object({
  file: z.custom<File | null>((value) => value === null || value instanceof File).superRefine((file, ctx) => {
    if (!file || file.size === 0) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.fileRequired.description })
    } else if (file.size > MAX_IMAGE_BYTES) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.tooLarge.description })
    } else if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) {
      ctx.addIssue({ code: 'custom', message: uploadMessages.notImage.description })
    }
  }),
  titulo: text()
    .min(1, uploadMessages.titleRequired.description)
    .max(120, 'O título pode ter no máximo 120 caracteres.'),
  descricao: text().max(1000, 'A descrição pode ter no máximo 1000 caracteres.'),
  categoria: z.string().refine(isCategory, uploadMessages.categoryRequired.description),
  publico: z.boolean(),
})
export type UploadFormInput = z.input<typeof uploadFormSchema>
export type UploadFormValues = z.output<typeof uploadFormSchema>

/** 'Outros' is preselected (issue 18 §6): a photo saved in a hurry still lands somewhere sensible. */
export const emptyUploadForm: UploadFormInput = { file: null, titulo: '', descricao: '', categoria: 'outros', publico: false }

/** The message under a field for a server field code. */
export function serverFieldMessage(field: string, code: string): string | null {
  switch (field) {
    case 'file':
      if (code === 'too_large') return uploadMessages.tooLarge.description
      if (code === 'required') return uploadMessages.fileRequired.description
      if (code === 'not_image') return uploadMessages.notImage.description
      if (code === 'too_many_pixels') return uploadMessages.tooManyPixels.description
      if (code === 'too_much_memory') return uploadMessages.tooMuchMemory.description
      return uploadMessages.brokenImage.description
    case 'titulo':
      return code === 'too_long' ? 'O título pode ter no máximo 120 caracteres.' : uploadMessages.titleRequired.description
    case 'descricao':
      return 'A descrição pode ter no máximo 1000 caracteres.'
    case 'categoria':
      return uploadMessages.categoryRequired.description
    default:
      return null
  }
}

/** The plan-limit toast text (part 2 §8). */
export function limitMessage(planName: string, limit: number): string {
  return `Seu plano ${planName} permite até ${limit} imagens. Faça upgrade para adicionar mais.`
}

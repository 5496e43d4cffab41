import { z } from 'zod'
import { BENEFICIARY_MAX, invalidPixKeyMessage, isValidPixKey, merchantName, pixKeyTypes, pixMessages } from '@/lib/pix-key'
import type { PixPayload } from './pix'

/** The PIX dialog's form (part 2 §5 'PIX key by type'); the server applies the same rules. */
export const pixFormSchema = z
  .object({
    tipo_chave: z.enum(pixKeyTypes, { error: pixMessages.typeRequired }),
    chave_pix: z.string().trim(),
    nome_beneficiario: z
      .string()
      .trim()
      .min(1, pixMessages.nameRequired)
      .max(BENEFICIARY_MAX, pixMessages.nameTooLong)
      .refine((name) => name === '' || merchantName(name) !== '', pixMessages.nameNoLetters),
  })
  .superRefine((values, ctx) => {
    if (!isValidPixKey(values.tipo_chave, values.chave_pix)) {
      ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: invalidPixKeyMessage(values.tipo_chave) })
    }
  })
  .transform((values): PixPayload => values)

export type PixFormInput = z.input<typeof pixFormSchema>

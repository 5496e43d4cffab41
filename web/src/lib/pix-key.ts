/** PIX key types (part 2 §3) and their validation (part 2 §5), the same rules as internal/pix. */
export const pixKeyTypes = ['email', 'telefone', 'cpf', 'chave_aleatoria'] as const
export type PixKeyType = (typeof pixKeyTypes)[number]

export const pixKeyTypeOptions: Record<PixKeyType, string> = {
  email: 'E-mail',
  telefone: 'Telefone',
  cpf: 'CPF',
  chave_aleatoria: 'Chave aleatória',
}

/** How each type is named inside 'Chave PIX inválida para o tipo {tipo}.' (same as the server). */
const typeNames: Record<PixKeyType, string> = {
  email: 'e-mail',
  telefone: 'telefone',
  cpf: 'CPF',
  chave_aleatoria: 'chave aleatória',
}

export const pixKeyPlaceholders: Record<PixKeyType, string> = {
  email: 'casal@exemplo.com',
  telefone: '(11) 91234-5678',
  cpf: '000.000.000-00',
  chave_aleatoria: '123e4567-e12b-12d1-a456-426655440000',
}

export function invalidPixKeyMessage(type: PixKeyType): string {
  return `Chave PIX inválida para o tipo ${typeNames[type]}.`
}

const MAX_KEY_INPUT = 100
const MAX_KEY_BYTES = 77

const emailRe = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
const phoneCharsRe = /^\+?[0-9 ().-]+$/
const uuidRe = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
// eslint-disable-next-line no-control-regex
const controlRe = /[\u0000-\u001f\u007f-\u009f]/

const digitsOf = (text: string) => text.replace(/\D/g, '')
const byteLength = (text: string) => new TextEncoder().encode(text).length

/**
 * Whether `raw` is a valid key of `type`: e-mail text@domain.tld (at most 77 bytes, the BCB's
 * cap); telefone only digits and formatting with an optional leading +, 2 to 15 digits, the
 * first not zero; CPF exactly 11 digits once formatting is removed; random key a lowercase
 * UUID in 8-4-4-4-12 form.
 */
export function isValidPixKey(type: PixKeyType, raw: string): boolean {
  const key = raw.trim()
  if (key === '' || [...key].length > MAX_KEY_INPUT || controlRe.test(key)) return false
  switch (type) {
    case 'email':
      return emailRe.test(key) && byteLength(key) <= MAX_KEY_BYTES
    case 'telefone': {
      if (!phoneCharsRe.test(key)) return false
      const digits = digitsOf(key)
      return digits.length >= 2 && digits.length <= 15 && !digits.startsWith('0')
    }
    case 'cpf':
      return digitsOf(key).length === 11
    case 'chave_aleatoria':
      return uuidRe.test(key)
  }
}

/**
 * The name as the QR code carries it (field 59): accents stripped, uppercase, letters, digits
 * and single spaces, at most 25 characters — what the server builds too.
 */
export function merchantName(name: string): string {
  const clean = name
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/[^A-Za-z0-9\s]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim()
  return clean.slice(0, 25).trimEnd()
}

export const BENEFICIARY_MAX = 100

export const pixMessages = {
  typeRequired: 'Selecione o tipo de chave.',
  nameRequired: 'Informe o nome do beneficiário.',
  nameTooLong: `O nome deve ter no máximo ${BENEFICIARY_MAX} caracteres.`,
  nameNoLetters: 'O nome precisa ter ao menos uma letra ou número sem símbolos especiais.',
} as const

/**
 * Input sanitisation used by the auth forms (spec part 1 §5, Login): inputs are
 * trimmed and the characters < > " ' & are removed before validation. Sign-up,
 * password reset and password change apply the same rule, so a password typed
 * in any of them always works at sign-in.
 */
export function sanitizeInput(value: string): string {
  return value.replace(/[<>"'&]/g, '').trim()
}

/** Trims free text (guest names, phones): the guest form keeps apostrophes such as in "D'Ávila". */
export function cleanText(value: string): string {
  return value.trim()
}

/** Trims a value and turns an empty result into null, for optional API fields. */
export function emptyToNull(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim()
  return trimmed === '' ? null : trimmed
}

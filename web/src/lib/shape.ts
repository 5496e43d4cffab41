/**
 * Small hand-written checks of an API answer's shape, for the public pages' own entries (the
 * landing, /auth, /payment; issue 16: phone-fast public pages): zod's core alone is about 20 kB
 * of gzipped JS, more than these pages' reads need. Each check throws a ShapeError on a bad shape,
 * as a schema's parse throws: the read fails the same way (lib/resource shows its error state).
 * The app's features keep their zod schemas.
 */
export class ShapeError extends Error {
  constructor(path: string, expected: string) {
    super(`API answer: ${path || 'the body'} is not ${expected}`)
    this.name = 'ShapeError'
  }
}

/** T, checked at compile time to fit the contract's U: a parser's output stays tied to api/openapi.yaml. */
export type Fits<T extends U, U> = T

export function record(value: unknown, path: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new ShapeError(path, 'an object')
  return value as Record<string, unknown>
}

export function array(value: unknown, path: string): unknown[] {
  if (!Array.isArray(value)) throw new ShapeError(path, 'a list')
  return value
}

export function string(value: unknown, path: string, { nonEmpty = false }: { nonEmpty?: boolean } = {}): string {
  if (typeof value !== 'string' || (nonEmpty && value.length === 0)) throw new ShapeError(path, nonEmpty ? 'a non-empty text' : 'a text')
  return value
}

export function boolean(value: unknown, path: string): boolean {
  if (typeof value !== 'boolean') throw new ShapeError(path, 'true or false')
  return value
}

/** A safe integer within [min, max]. */
export function int(value: unknown, path: string, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    throw new ShapeError(path, `a whole number from ${min} to ${max}`)
  }
  return value
}

/** null and a missing field read as undefined; anything else goes through check. */
export function nullish<T>(value: unknown, check: (value: unknown) => T): T | undefined {
  return value === null || value === undefined ? undefined : check(value)
}

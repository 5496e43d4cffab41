/**
 * Fetch client for the Go backend. Every call is relative to the page's origin
 * (the binary serves the app and the API together) and sends the HttpOnly
 * session cookie with credentials: 'same-origin'.
 */

import type { components, paths } from './api-types'
import { EVENT_POSITION_HEADER, notePosition } from './event-position'

export type FieldErrors = Record<string, string>

/**
 * The API's schemas as api/openapi.yaml describes them. Features tie their zod response schemas to
 * these (`schema satisfies z.ZodType<Schemas['Guest']>`), so a field renamed or retyped in the
 * contract breaks the type-check instead of a screen.
 */
export type Schemas = components['schemas']

/** The JSON body an operation takes, e.g. `RequestBody<'/api/checkout', 'post'>`. */
export type RequestBody<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  requestBody?: { content: { 'application/json': infer B } }
}
  ? B
  : never

/**
 * T with the string enums of the fields K read as any string: for a field the web deliberately
 * keeps open, so a value a newer server adds does not fail the parse of a whole screen. K must
 * name fields of T, so a renamed field still breaks the type-check.
 */
export type OpenEnums<T, K extends keyof T> = Omit<T, K> & { [P in keyof Pick<T, K>]: Exclude<T[P], string> | string }

/** T with the fields of R replaced (each must be a field of T): for a nested object typed on its own. */
export type Replace<T, R extends { [P in keyof R]: P extends keyof T ? unknown : never }> = Omit<T, keyof R> & R

/**
 * T, checked at compile time to fit the contract's U: `type GuestPayload = Conforms<{…}, Schemas['GuestInput']>`.
 * T may leave out U's optional fields but may have no field U lacks (the server refuses unknown
 * fields), so a field renamed on either side breaks the type-check.
 */
export type Conforms<T extends U & { [K in Exclude<keyof T, keyof U>]: never }, U> = T

/** Every code the server sends: the Error schema's enum in api/openapi.yaml, generated into api-types.ts. */
export type ServerErrorCode = components['schemas']['Error']['error']['code']

/**
 * Machine-readable extras of an error. Plan gates (403 `plan_limit` /
 * `feature_not_available`) fill these; every field is optional because the
 * body is parsed defensively and other codes may send none.
 */
export type ApiErrorDetails = {
  /** The gated feature or limited resource, e.g. 'guests', 'digital_invitations'. */
  feature?: string
  current_usage?: number
  /** The plan's limit; null means unlimited. */
  limit?: number | null
  /** Plan id, e.g. 'essencial'. */
  current_plan?: string
  /** Plan display name, e.g. 'Essencial'. */
  current_plan_name?: string
  upgrade_required?: boolean
  /**
   * The document as it is now, sent with a 409 `conflict` (a stale version-checked save). Left
   * unknown: the feature that made the save parses it with its own schema.
   */
  current?: unknown
}

/** Codes of the 403 answers of plan gates. */
export const PLAN_LIMIT_CODE = 'plan_limit'
export const FEATURE_NOT_AVAILABLE_CODE = 'feature_not_available'

/** Code of the 409 answer to a save made from a stale version (another member saved first). */
export const CONFLICT_CODE = 'conflict'

/** True for a stale version-checked save; error.details.current holds the current document. */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 409 && error.code === CONFLICT_CODE
}

/** Code used when the request never reached the server (offline, DNS, CORS…). */
export const NETWORK_ERROR_CODE = 'network_error'

/** Code used when the server answered without the error envelope (a proxy's page, a crash). */
export const HTTP_ERROR_CODE = 'http_error'

/** A server code, or one of the two the client makes up; comparing with any other string fails the type-check. */
export type ApiErrorCode = ServerErrorCode | typeof NETWORK_ERROR_CODE | typeof HTTP_ERROR_CODE

export const GENERIC_ERROR_MESSAGE = 'Erro inesperado. Tente novamente.'

/** An error answered by the API (status > 0) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly code: ApiErrorCode
  readonly fields: FieldErrors
  readonly details: ApiErrorDetails

  constructor(status: number, code: ApiErrorCode, message: string, fields: FieldErrors = {}, details: ApiErrorDetails = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
    this.details = details
  }

  /** True when the server answered; false for network failures. */
  get fromServer(): boolean {
    return this.status > 0
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** The displayable pt-BR message of an error, or the fallback for anything unexpected. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  if (isApiError(error) && error.fromServer && error.message) return error.message
  return fallback
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const isCount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0

/** Keeps only the known detail fields that have the expected type. */
function parseDetails(value: unknown): ApiErrorDetails {
  if (!isRecord(value)) return {}
  const details: ApiErrorDetails = {}
  const { feature, current_usage, limit, current_plan, current_plan_name, upgrade_required, current } = value
  if (typeof feature === 'string') details.feature = feature
  if (isCount(current_usage)) details.current_usage = current_usage
  if (limit === null || isCount(limit)) details.limit = limit
  if (typeof current_plan === 'string') details.current_plan = current_plan
  if (typeof current_plan_name === 'string' && current_plan_name !== '') details.current_plan_name = current_plan_name
  if (typeof upgrade_required === 'boolean') details.upgrade_required = upgrade_required
  if (current !== undefined) details.current = current
  return details
}

/** The ApiError of a failed answer's parsed JSON body (null or anything else gives the generic error). */
export function parseErrorBody(status: number, body: unknown): ApiError {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields, details } = body.error
    const fieldErrors: FieldErrors = {}
    if (isRecord(fields)) {
      for (const [name, fieldCode] of Object.entries(fields)) {
        if (typeof fieldCode === 'string') fieldErrors[name] = fieldCode
      }
    }
    return new ApiError(
      status,
      // A code outside the enum (a newer server) is kept: it simply matches no comparison.
      typeof code === 'string' ? (code as ServerErrorCode) : HTTP_ERROR_CODE,
      typeof message === 'string' && message !== '' ? message : GENERIC_ERROR_MESSAGE,
      fieldErrors,
      parseDetails(details),
    )
  }
  return new ApiError(status, HTTP_ERROR_CODE, GENERIC_ERROR_MESSAGE)
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  body?: unknown
  signal?: AbortSignal
}

/**
 * Sends a request and returns the parsed JSON body (undefined for 204/empty bodies).
 * Throws ApiError for non-2xx answers and for network failures.
 */
export async function apiRequest(path: string, options: RequestOptions = {}): Promise<unknown> {
  const { method = 'GET', body, signal } = options
  const headers: Record<string, string> = { Accept: 'application/json' }
  // FormData (uploads) goes as multipart: the browser sets the Content-Type with its boundary.
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Não foi possível conectar ao servidor.')
  }

  notePosition(response.headers.get(EVENT_POSITION_HEADER))
  const text = response.status === 204 ? '' : await response.text()
  let parsed: unknown = undefined
  if (text !== '') {
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
  }

  if (!response.ok) throw parseErrorBody(response.status, parsed)
  return parsed
}

/** Parses a successful body with a schema-like parser (zod's `parse`). */
export async function apiGet<T>(path: string, parse: (data: unknown) => T, signal?: AbortSignal): Promise<T> {
  return parse(await apiRequest(path, { signal }))
}

export const api = {
  get: apiGet,
  post: async <T>(path: string, body: unknown, parse: (data: unknown) => T): Promise<T> =>
    parse(await apiRequest(path, { method: 'POST', body })),
  patch: async <T>(path: string, body: unknown, parse: (data: unknown) => T): Promise<T> =>
    parse(await apiRequest(path, { method: 'PATCH', body })),
  put: async <T>(path: string, body: unknown, parse: (data: unknown) => T): Promise<T> =>
    parse(await apiRequest(path, { method: 'PUT', body })),
  /** For endpoints answering 204 No Content (or whose body is ignored). */
  send: async (path: string, method: 'POST' | 'DELETE' | 'PATCH' | 'PUT', body?: unknown): Promise<void> => {
    await apiRequest(path, { method, body })
  },
}

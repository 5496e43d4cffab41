/**
 * Fetch client for the Go backend. Every call is relative to the page's origin
 * (the binary serves the app and the API together) and sends the HttpOnly
 * session cookie with credentials: 'same-origin'.
 */

export type FieldErrors = Record<string, string>

/** Code used when the request never reached the server (offline, DNS, CORS…). */
export const NETWORK_ERROR_CODE = 'network_error'

export const GENERIC_ERROR_MESSAGE = 'Erro inesperado. Tente novamente.'

/** An error answered by the API (status > 0) or a network failure (status 0). */
export class ApiError extends Error {
  readonly status: number
  readonly code: string
  readonly fields: FieldErrors

  constructor(status: number, code: string, message: string, fields: FieldErrors = {}) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
    this.fields = fields
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

function parseErrorBody(status: number, body: unknown): ApiError {
  if (isRecord(body) && isRecord(body.error)) {
    const { code, message, fields } = body.error
    const fieldErrors: FieldErrors = {}
    if (isRecord(fields)) {
      for (const [name, fieldCode] of Object.entries(fields)) {
        if (typeof fieldCode === 'string') fieldErrors[name] = fieldCode
      }
    }
    return new ApiError(
      status,
      typeof code === 'string' ? code : 'http_error',
      typeof message === 'string' && message !== '' ? message : GENERIC_ERROR_MESSAGE,
      fieldErrors,
    )
  }
  return new ApiError(status, 'http_error', GENERIC_ERROR_MESSAGE)
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
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  let response: Response
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    })
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause
    throw new ApiError(0, NETWORK_ERROR_CODE, 'Não foi possível conectar ao servidor.')
  }

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
  /** For endpoints answering 204 No Content (or whose body is ignored). */
  send: async (path: string, method: 'POST' | 'DELETE' | 'PATCH' | 'PUT', body?: unknown): Promise<void> => {
    await apiRequest(path, { method, body })
  },
}

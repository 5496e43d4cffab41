import { vi } from 'vitest'

export type MockResponse = { status: number; body?: unknown }
export type MockRequest = { body: unknown; url: URL; params: Record<string, string> }
export type MockHandler = (request: MockRequest) => MockResponse | Promise<MockResponse>

export type RecordedCall = { method: string; path: string; body: unknown; credentials: RequestCredentials | undefined }

function match(pattern: string, path: string): Record<string, string> | null {
  const names: string[] = []
  const source = pattern.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name)
    return '([^/]+)'
  })
  const found = new RegExp(`^${source}$`).exec(path)
  if (!found) return null
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')]))
}

/**
 * Replaces fetch with a tiny in-memory API: `routes` maps 'METHOD /path' (with
 * optional :params) to a response or handler. Unknown routes answer 404
 * not_found, like the server.
 */
export function mockApi(routes: Record<string, MockResponse | MockHandler>) {
  const calls: RecordedCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost')
    const method = (init?.method ?? 'GET').toUpperCase()
    const body =
      typeof init?.body === 'string'
        ? (JSON.parse(init.body) as unknown)
        : init?.body instanceof FormData
          ? init.body
          : undefined
    calls.push({ method, path: url.pathname, body, credentials: init?.credentials })
    let result: MockResponse = { status: 404, body: { error: { code: 'not_found', message: 'Não encontrado.' } } }
    for (const [key, route] of Object.entries(routes)) {
      const [routeMethod, pattern = ''] = key.split(' ')
      const params = routeMethod === method ? match(pattern, url.pathname) : null
      if (!params) continue
      result = typeof route === 'function' ? await route({ body, url, params }) : route
      break
    }
    const text = result.body === undefined ? null : JSON.stringify(result.body)
    return new Response(result.status === 204 ? null : text, {
      status: result.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock, callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path) }
}

export const unauthenticated: MockResponse = {
  status: 401,
  body: { error: { code: 'unauthenticated', message: 'Faça login para continuar.' } },
}

/** GET /api/session as the server answers it (a signed-in owner on Essencial, active). */
export function sessionBody(overrides: { first_name?: string; profile_first_name?: string | null; email?: string } = {}) {
  return {
    user: {
      id: 'u1',
      email: overrides.email ?? 'ana.souza@example.com',
      first_name: overrides.first_name ?? 'Ana',
      last_name: 'Souza',
      is_admin: false,
    },
    wedding: {
      id: 'w1',
      plan: { id: 'essencial', name: 'Essencial' },
      subscription_status: 'active',
      trial_ends_at: null as string | null,
      read_only: false,
      role: 'owner' as 'owner' | 'partner' | 'planner',
      time_zone: 'America/Sao_Paulo',
    },
    profile: { first_name: overrides.profile_first_name ?? null },
  }
}

export const signedIn: MockResponse = { status: 200, body: sessionBody() }

/** POST /api/permission-check for an Essencial couple and a feature of a higher plan. */
export const essencialLacksFeature: MockResponse = {
  status: 200,
  body: {
    allowed: false,
    reason: 'feature_not_available',
    message: 'Esta funcionalidade não está disponível no plano Essencial. Faça upgrade para usar.',
    upgrade_required: true,
    current_plan: 'essencial',
    current_plan_name: 'Essencial',
  },
}

/** GET /api/plans as the server answers it (the one catalogue, in upgrade order). */
export function plansBody() {
  return {
    plans: [
      {
        id: 'essencial',
        name: 'Essencial',
        price_cents: 1590,
        period: '/mês',
        description: 'O essencial para organizar um casamento intimista.',
        features: [
          'Até 50 convidados',
          '10 fotos na galeria de inspirações',
          'Organizador de tarefas completo',
          'Organizador de presentes básico',
          'Suporte por e-mail',
        ],
        is_popular: false,
        limits: { guests: 50, gallery_images: 10 },
        // The Go server sends a nil slice as null.
        gated_features: null,
      },
      {
        id: 'premium',
        name: 'Premium',
        price_cents: 2990,
        period: '/mês',
        description: 'Tudo para planejar sem estresse.',
        features: [
          'Até 150 convidados',
          '50 fotos na galeria de inspirações',
          'Organizador de tarefas completo',
          'Convites digitais personalizados',
          'PIX para presentes',
          'Organizador de lua de mel',
          'Suporte por e-mail',
        ],
        is_popular: true,
        limits: { guests: 150, gallery_images: 50 },
        gated_features: [],
      },
      {
        id: 'luxo',
        name: 'Luxo',
        price_cents: 4990,
        period: '/mês',
        description: 'A experiência completa.',
        features: [
          'Convidados ilimitados',
          '200 fotos na galeria de inspirações',
          'Todos os recursos do Premium',
          'Suporte pelo WhatsApp',
        ],
        is_popular: false,
        limits: { guests: null, gallery_images: 200 },
        gated_features: [],
      },
    ],
  }
}

export const plansOk: MockResponse = { status: 200, body: plansBody() }

/** GET /api/site with every operator setting; tests override fields or use siteUnset. */
export function siteBody(overrides: Record<string, unknown> = {}) {
  return {
    support_email: 'suporte@aceito.com.br',
    support_phone: { display: '(11) 3456-7890', href: 'tel:+551134567890' },
    company_name: 'Aceito Tecnologia Ltda.',
    company_id: '11.222.333/0001-81',
    company_address: 'Av. Paulista, 1000 - São Paulo, SP',
    dpo_name: 'Maria Silva',
    dpo_email: 'dpo@aceito.com.br',
    ...overrides,
  }
}

/** GET /api/site on a deployment that set nothing. */
export const siteUnset: MockResponse = {
  status: 200,
  body: {
    support_email: null,
    support_phone: null,
    company_name: null,
    company_id: null,
    company_address: null,
    dpo_name: null,
    dpo_email: null,
  },
}

import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import landingHtml from '../../landing.html?raw'
import { mockApi, plansOk, siteBody, type MockHandler, type MockResponse } from '@/test/mock-api'
import { LandingApp } from '@/features/landing/landing-app'
import { hydrateInTransition } from '@/lib/render-app'
import { offerResource } from '@/lib/offer'
import { landingResource } from '@/lib/landing'

/** / as landing.html loads it: the landing's own entry (landing-main.tsx), no router. */
function renderLanding() {
  return render(<LandingApp />)
}

/** The landing's reads: the plans, the site, offer and couplesAtLeast as given (an open offer of 100 places, no count, by default). */
function mockLanding({
  offer = openOffer(100),
  couplesAtLeast = null,
}: { offer?: MockResponse | MockHandler; couplesAtLeast?: number | null } = {}) {
  mockApi({
    'GET /api/plans': plansOk,
    'GET /api/offer': offer,
    'GET /api/landing': { status: 200, body: { couples_at_least: couplesAtLeast, testimonials: [] } },
    'GET /api/site': { status: 200, body: siteBody() },
  })
}

function openOffer(places: number): MockResponse {
  return { status: 200, body: { active: true, percent_off: 50, months: 3, places, places_left: places, eligible: true } }
}

/** An element's markup without react-router's data-discover marks (the static copy has none). */
function markup(element: Element | null | undefined): string {
  expect(element).toBeTruthy()
  const copy = element!.cloneNode(true) as Element
  for (const node of [copy, ...copy.querySelectorAll('[data-discover]')]) node.removeAttribute('data-discover')
  return copy.outerHTML
}

// landing.html paints the landing's top bar and hero before the JS (issue 16); React then renders
// over it, so the copy must be the markup React renders, or the page would jump.
describe('landing.html first paint', () => {
  it('is the markup the landing page renders for its top bar and hero', async () => {
    mockLanding()
    const { container } = renderLanding()
    await screen.findByTestId('offer-places-left')
    const page = new DOMParser().parseFromString(landingHtml, 'text/html')
    const root = page.getElementById('root')

    expect(markup(root?.querySelector('header'))).toBe(markup(container.querySelector('header')))

    const staticHero = root?.querySelector('section[aria-labelledby="hero-title"]')?.cloneNode(true) as Element
    const renderedHero = container.querySelector('section[aria-labelledby="hero-title"]')?.cloneNode(true) as Element
    // The offer's badge depends on the offer (GET /api/offer): the copy keeps its place, invisible.
    const staticOffer = staticHero.querySelector('.text-center > div')
    const renderedOffer = renderedHero.querySelector('.text-center > div')
    expect(staticOffer?.classList.contains('invisible')).toBe(true)
    expect(staticOffer?.getAttribute('aria-hidden')).toBe('true')
    expect(staticOffer?.textContent).toBe(renderedOffer?.textContent)
    staticOffer?.remove()
    renderedOffer?.remove()
    expect(markup(staticHero)).toBe(markup(renderedHero))
  })

  it('is the whole hero while the offer loads: nothing moves when React replaces it', async () => {
    mockLanding({ offer: () => new Promise<MockResponse>(() => {}) })
    const { container } = renderLanding()
    await screen.findByRole('heading', { level: 1 })
    const page = new DOMParser().parseFromString(landingHtml, 'text/html')
    const hero = 'section[aria-labelledby="hero-title"]'
    expect(markup(container.querySelector(hero))).toBe(markup(page.getElementById('root')?.querySelector(hero)))
  })
})

// landing.html's paint is hydrated (render-landing.tsx): React adopts the painted hero instead of
// drawing a copy, which was a later, larger LCP once Playfair had come (issue 16).
describe('landing.html hydrated', () => {
  function paintedContainer(): HTMLElement {
    const container = document.createElement('div')
    container.innerHTML = new DOMParser().parseFromString(landingHtml, 'text/html').getElementById('root')!.innerHTML
    document.body.append(container)
    return container
  }

  it('keeps the painted hero, even when the offer and the count came first, then shows them and the sections', async () => {
    mockLanding({ offer: openOffer(100), couplesAtLeast: 1200 })
    await Promise.all([offerResource.preload(), landingResource.preload()])
    const container = paintedContainer()
    const painted = container.querySelector('h1')
    const errors = vi.spyOn(console, 'error')
    try {
      hydrateInTransition(container, <LandingApp />)
      expect(await within(container).findByTestId('offer-places-left')).toHaveTextContent('Restam 100 vagas')
      expect(within(container).getByText('Mais de 1.200 casais')).toBeInTheDocument()
      expect(container.querySelector('h1')).toBe(painted)
      expect(within(container).getByRole('contentinfo')).toBeInTheDocument()
      await waitFor(() => expect(within(container).getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false'))
      expect(container.querySelector('#planos')).toBeInTheDocument()
      expect(errors).not.toHaveBeenCalled()
    } finally {
      container.remove()
    }
  })

  it('opened at an anchor, mounts the sections once hydrated', async () => {
    mockLanding()
    window.history.replaceState(null, '', '/#planos')
    const container = paintedContainer()
    const painted = container.querySelector('h1')
    const errors = vi.spyOn(console, 'error')
    try {
      hydrateInTransition(container, <LandingApp />)
      await waitFor(() => expect(within(container).getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false'))
      expect(container.querySelector('#planos')).toBeInTheDocument()
      expect(container.querySelector('h1')).toBe(painted)
      expect(errors).not.toHaveBeenCalled()
    } finally {
      window.history.replaceState(null, '', '/')
      container.remove()
    }
  })
})

// A page's first Intl object loads the locale's data: 20–40 ms on a fast machine, four times that
// on a phone, in the task that renders the landing (issue 16: Total Blocking Time). The landing
// writes its prices and counts by hand (lib/format), so none is made while it renders.
describe('the landing render', () => {
  it('makes no Intl object and asks no number or date for its locale string', async () => {
    mockLanding({ offer: openOffer(1000), couplesAtLeast: 1200 })
    const asked: string[] = []
    const intl = Object.create(Intl) as typeof Intl
    for (const name of ['NumberFormat', 'DateTimeFormat', 'Collator', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
      Object.defineProperty(intl, name, {
        value: new Proxy(Intl[name], {
          construct(target, args: unknown[]) {
            asked.push(`Intl.${name}`)
            return Reflect.construct(target, args) as object
          },
        }),
      })
    }
    vi.stubGlobal('Intl', intl)
    const asking = (name: string) =>
      function (this: unknown) {
        asked.push(name)
        return String(this)
      }
    vi.spyOn(Number.prototype, 'toLocaleString').mockImplementation(asking('Number.toLocaleString'))
    vi.spyOn(Date.prototype, 'toLocaleString').mockImplementation(asking('Date.toLocaleString'))
    vi.spyOn(Date.prototype, 'toLocaleDateString').mockImplementation(asking('Date.toLocaleDateString'))
    vi.spyOn(Date.prototype, 'toLocaleTimeString').mockImplementation(asking('Date.toLocaleTimeString'))
    try {
      renderLanding()
      expect((await screen.findAllByText('50% OFF para os 1.000 primeiros casais', { exact: false })).length).toBeGreaterThan(0)
      expect((await screen.findAllByText('Mais de 1.200 casais', { exact: false })).length).toBeGreaterThan(0)
      // The plan cards, with their prices.
      const cards = await screen.findAllByRole('article')
      expect(cards.filter((card) => /R\$\u00a0\d+,\d\d/.test(card.textContent ?? '')).length).toBeGreaterThan(1)
      expect(asked).toEqual([])
    } finally {
      vi.unstubAllGlobals()
      vi.restoreAllMocks()
    }
  })
})

// Below the hero the page builds its sections in a later task than the hero's (LandingPage), so the
// first commit is the painted hero alone; an anchor's arrival gets every section with the hero.
describe('the sections below the hero', () => {
  const closedOffer: MockResponse = { status: 200, body: { active: false } }

  it('mount after the hero, in a later task, in the spec order', async () => {
    mockLanding({ offer: closedOffer })
    const { container } = renderLanding()
    const sections = screen.getByTestId('landing-sections')
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(sections).toHaveAttribute('aria-busy', 'true')
    expect(sections.children).toHaveLength(0)
    await waitFor(() => expect(sections).toHaveAttribute('aria-busy', 'false'))
    expect([...container.querySelectorAll('main section[id]')].map((s) => s.id)).toEqual(['video', 'funcionalidades', 'depoimentos', 'planos', 'faq', 'oferta'])
  })

  it('are all there at once when the page opens at an anchor', () => {
    mockLanding({ offer: closedOffer })
    window.history.replaceState(null, '', '/#planos')
    try {
      renderLanding()
      expect(screen.getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false')
      expect(document.getElementById('planos')).toBeInTheDocument()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })
})

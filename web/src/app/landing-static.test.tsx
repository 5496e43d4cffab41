import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import landingHtml from '../../landing.html?raw'
import { mockApi, plansOk, siteBody, type MockResponse } from '@/test/mock-api'
import { LandingApp } from '@/features/landing/landing-app'

/** / as landing.html loads it: the landing's own entry (landing-main.tsx), no router. */
function renderLanding() {
  return render(<LandingApp />)
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
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': {
        status: 200,
        body: { active: true, percent_off: 50, months: 3, places: 100, places_left: 100, eligible: true },
      },
      'GET /api/landing': { status: 200, body: { couples_at_least: null, testimonials: [] } },
      'GET /api/site': { status: 200, body: siteBody() },
    })
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
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': () => new Promise<MockResponse>(() => {}),
      'GET /api/landing': { status: 200, body: { couples_at_least: null, testimonials: [] } },
      'GET /api/site': { status: 200, body: siteBody() },
    })
    const { container } = renderLanding()
    await screen.findByRole('heading', { level: 1 })
    const page = new DOMParser().parseFromString(landingHtml, 'text/html')
    const hero = 'section[aria-labelledby="hero-title"]'
    expect(markup(container.querySelector(hero))).toBe(markup(page.getElementById('root')?.querySelector(hero)))
  })
})

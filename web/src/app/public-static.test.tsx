import { render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import authHtml from '../../auth.html?raw'
import authSignUpHtml from '../../auth-criar-conta.html?raw'
import paymentHtml from '../../payment.html?raw'
import { mockApi, plansOk, type MockResponse } from '@/test/mock-api'
import { AuthPage } from '@/features/auth/components/auth-page'
import { PaymentPage } from '@/features/checkout/components/payment-page'
import { landingResource } from '@/lib/landing'
import { offerResource } from '@/lib/offer'
import { publicPlansResource } from '@/lib/plans'
import { hydrateInTransition } from '@/lib/render-app'
import { PublicApp } from './public-app'

const pending = () => new Promise<MockResponse>(() => {})

/** The HTML file's #root and <title>, as the browser parses them. */
function staticPage(html: string) {
  const page = new DOMParser().parseFromString(html, 'text/html')
  const root = page.getElementById('root')
  expect(root).toBeTruthy()
  return { root: root!, title: page.title }
}

/**
 * Markup to compare: the ids React's useId makes (Radix's tabs) are numbered by render, so each
 * becomes the same placeholder; they only have to agree with each other inside one copy.
 */
function markup(element: Element): string {
  return element.innerHTML.replace(/_r_[0-9a-z]+_/g, '_r_ID_')
}

// auth.html and payment.html paint their page before the JS (issue 16); React then renders over
// them, so each copy must be the markup the page renders first, or the page would jump.
describe('auth.html and auth-criar-conta.html first paints', () => {
  for (const { html, search, form } of [
    { html: authHtml, search: '', form: 'Entrar' },
    { html: authSignUpHtml, search: '?aba=criar-conta', form: 'Criar conta' },
  ]) {
    it(`are the markup /auth${search} renders first, its card inert until the page runs`, () => {
      window.history.replaceState(null, '', `/auth${search}`)
      const { container } = render(<AuthPage />)
      const { root, title } = staticPage(html)

      // Only the card (tabs and form) is inert: typing or Enter before the code runs would be
      // lost, or submit the form as a plain GET. The links around it work.
      const inert = root.querySelectorAll('[inert]')
      expect(inert).toHaveLength(1)
      expect(inert[0]?.querySelector(`form[aria-label="${form}"]`)).toBeTruthy()
      inert[0]?.removeAttribute('inert')

      // Posted, never a GET: a browser without inert would otherwise put the password in the URL.
      expect(root.querySelector('form')?.getAttribute('method')).toBe('post')
      // The entry skips the session check for a painted /auth (public-main.tsx): the server sends
      // these copies only without a session cookie.
      expect(root.getAttribute('data-first-paint')).toBe('auth')

      expect(markup(root)).toBe(markup(container))
      expect(title).toBe(document.title)
      expect(title).toBe('Entrar · Aceito')
    })
  }
})

describe('payment.html first paint', () => {
  it('is the markup /payment?plan= renders while the plans load, without the footer', async () => {
    mockApi({ 'GET /api/plans': pending, 'GET /api/offer': pending, 'GET /api/landing': pending, 'GET /api/site': pending })
    window.history.replaceState(null, '', '/payment?plan=premium')
    const { container } = render(<PaymentPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Finalizar assinatura' })).toBeInTheDocument()
    expect(screen.getByRole('status', { name: 'Carregando plano...' })).toBeInTheDocument()
    const { root, title } = staticPage(paymentHtml)

    // The footer comes with the page: its year and contacts are not the build's to know, and it
    // sits below the fold, after everything the copy holds.
    const rendered = container.cloneNode(true) as Element
    const footer = rendered.querySelector('footer')
    expect(footer).toBeTruthy()
    expect(footer?.nextElementSibling).toBeNull()
    footer?.remove()
    expect(root.querySelector('footer')).toBeNull()

    expect(markup(root)).toBe(markup(rendered))
    expect(title).toBe(document.title)
    expect(title).toBe('Pagamento · Aceito')
    expect(root.hasAttribute('data-first-paint')).toBe(false)
  })

  it('keeps the heading where it was when the plan arrives: the card takes its place once, with the offer', async () => {
    let answerOffer: (response: MockResponse) => void = () => {}
    const offer = new Promise<MockResponse>((resolve) => (answerOffer = resolve))
    mockApi({ 'GET /api/plans': plansOk, 'GET /api/offer': () => offer, 'GET /api/landing': pending, 'GET /api/site': pending })
    window.history.replaceState(null, '', '/payment?plan=premium')
    const { container } = render(<PaymentPage />)
    const { root } = staticPage(paymentHtml)
    await waitFor(() => expect(publicPlansResource.status()).toBe('success'))
    // The plans alone do not show the card: its price would move when the offer came.
    expect(screen.getByRole('status', { name: 'Carregando plano...' })).toBeInTheDocument()
    expect(screen.queryByTestId('payment-plan')).toBeNull()

    answerOffer({ status: 200, body: { active: true, percent_off: 50, months: 3, places: 100, places_left: 37, eligible: true } })
    const summary = await screen.findByTestId('payment-plan')
    expect(within(summary).getByTestId('offer-price')).toHaveTextContent('R$ 14,95')
    const heading = (scope: Element) => scope.querySelector('h1')?.parentElement?.outerHTML
    expect(heading(container)).toBe(heading(root))
    // The cards' grid is where the placeholders' was.
    expect(summary.parentElement?.className).toBe(root.querySelector('[role="status"]')?.className)
  })

  it('is hydrated as it is, even when the plans and the offer came first: the painted heading stays', async () => {
    mockApi({
      'GET /api/plans': plansOk,
      'GET /api/offer': { status: 200, body: { active: false } },
      'GET /api/landing': { status: 200, body: { couples_at_least: null, testimonials: [{ couple: 'Ana e João', city: 'Recife', quote: 'Ótimo.' }] } },
      'GET /api/site': pending,
    })
    window.history.replaceState(null, '', '/payment?plan=premium')
    await Promise.all([publicPlansResource.preload(), offerResource.preload(), landingResource.preload()])
    const container = document.createElement('div')
    container.innerHTML = staticPage(paymentHtml).root.innerHTML
    document.body.append(container)
    const painted = container.querySelector('h1')
    const errors = vi.spyOn(console, 'error')

    hydrateInTransition(container, <PublicApp page={PaymentPage} />)
    expect(await within(container).findByTestId('payment-plan')).toBeInTheDocument()
    expect(container.querySelector('h1')).toBe(painted)
    // The footer and the operator's testimonials' label come right after the paint's markup.
    expect(within(container).getByRole('contentinfo')).toBeInTheDocument()
    expect(within(container).getAllByRole('link', { name: 'Depoimentos' }).length).toBeGreaterThan(0)
    expect(errors).not.toHaveBeenCalled()
    container.remove()
  })
})

import type { ComponentType } from 'react'
import { afterFirstPaint } from './lib/after-first-paint'
import { loadPage } from './lib/reload-once'
import './styles/public.css'

// /auth (with /auth/confirmar and /auth/nova-senha), /payment and /payment-cancel opened from
// outside are this entry (public.html; issue 16: phone-fast public pages): React and the page,
// none of the app's router, shell or pages. A sign-in or a paid plan moves on to /app with a full
// page load into the app's entry (index.html). Each page is its own chunk; the app's router keeps
// the same routes for navigation inside the app.
const publicPages: Record<string, () => Promise<ComponentType>> = {
  '/auth': async () => (await import('@/features/auth/components/auth-page')).AuthPage,
  '/auth/confirmar': async () => (await import('@/features/auth/components/confirm-sign-up-page')).ConfirmSignUpPage,
  '/auth/nova-senha': async () => (await import('@/features/auth/components/reset-password-page')).ResetPasswordPage,
  '/payment': async () => (await import('@/features/checkout/components/payment-page')).PaymentPage,
  '/payment-cancel': async () => (await import('@/features/checkout/components/payment-cancel-page')).PaymentCancelPage,
}

const root = document.getElementById('root')
if (!root) throw new Error('#root element missing from public.html')
const load = publicPages[window.location.pathname]
if (!load) throw new Error(`public.html served for an unknown page: ${window.location.pathname}`)

// /payment's plans and offer are asked for beside the page's code, not after it; their modules
// are imported for /payment only, so /auth does not load them.
function startPaymentReads(): void {
  void import('./lib/plans').then(({ publicPlansResource }) => publicPlansResource.preload())
  void import('./lib/offer').then(({ offerResource }) => offerResource.preload())
}

// /auth sends a signed-in visitor straight to /app, as the app's guard does; the check starts at
// once, before the page's code (which waits for the first paint). On a failed check the sign-in
// form is still the right place to be. The session's module (checked by hand, no zod or query
// library) loads for /auth only: /payment does without it.
// A painted /auth (auth.html, auth-criar-conta.html: #root's data-first-paint="auth") skips it: the
// server sends those only to a request without a session cookie (internal/app/spa.go), and waiting
// for the check would keep the inert card one round trip longer.
const signedIn =
  window.location.pathname === '/auth' && root.dataset.firstPaint !== 'auth'
    ? import('./lib/session-shape').then(({ getSession }) => getSession()).then((session) => session !== null, () => false)
    : Promise.resolve(false)

/** The app's error page (RouteError's texts), written without React: the page's code did not load. */
function showFailure(): void {
  if (!root) return
  const page = document.createElement('main')
  page.className = 'mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center gap-4 px-6 text-center'
  const heading = document.createElement('h1')
  heading.className = 'font-serif text-3xl font-semibold'
  heading.textContent = 'Algo deu errado'
  const message = document.createElement('p')
  message.className = 'text-muted-foreground'
  message.textContent = 'Não foi possível exibir esta página. Tente recarregar.'
  const reload = document.createElement('button')
  reload.type = 'button'
  reload.className = 'rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-foreground'
  reload.textContent = 'Recarregar'
  reload.addEventListener('click', () => window.location.reload())
  page.append(heading, message, reload)
  root.replaceChildren(page)
}

// The page's code and React come once the HTML's paint is on screen, not beside it (issue 16:
// LCP <= 2.0 s; lib/after-first-paint): /auth's LCP went from 1.96 s to 1.5-1.56 s. /payment's
// reads too: asked for at once, the plans' and offer's modules preloaded React (68 kB) before the
// paint, and Lighthouse's simulated LCP, which charges every high-priority request begun before
// the paint, was 2.05-2.28 s in 7 of 11 runs; after the paint, 1.50-1.65 s in 9 of 9. Their
// cards then render inside the window Total Blocking Time sums, in a transition's slices
// (lib/render-app).
const start = (): void =>
  loadPage(
    'public',
    () => Promise.all([load(), import('./app/render-public'), signedIn]),
    ([page, { renderPublicApp }, hasSession]) => {
      if (hasSession) window.location.replace('/app')
      else renderPublicApp(root, page)
    },
    showFailure,
  )
if (window.location.pathname === '/payment') {
  // payment.html paints the top bar before the JS (issue 16): a tap on its 'Abrir menu' then opens
  // the menu once it has mounted, as on the landing (imported here, not statically: /auth has no
  // menu). It listens at once: a tap can come as soon as the paint.
  void import('./lib/early-menu-tap').then(({ listenForEarlyMenuTap }) => listenForEarlyMenuTap())
  afterFirstPaint(() => {
    startPaymentReads()
    start()
  })
} else {
  afterFirstPaint(start)
}

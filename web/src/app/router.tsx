import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { RouteError } from '@/components/route-error'
import { isCouple, sessionQueryOptions, type Session } from '@/lib/session'
import { RedirectIfSignedIn, RequireSession } from './guards'
import { RootLayout } from './root-layout'

/** React.lazy for a named export: every page is its own chunk. */
function lazyNamed<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  name: K,
): ComponentType {
  return lazy(async () => {
    const module = await load()
    return { default: module[name] as ComponentType }
  })
}

// / opened from outside is the landing's own entry (landing-main.tsx); this route is for
// navigation inside the app (e.g. 'Upgrade Plano' → /#planos).
const LandingPage = lazyNamed(() => import('@/features/landing/components/landing-page'), 'LandingPage')
// /auth, its pages and /payment opened from outside are their own entry (public-main.tsx); these
// routes are for navigation inside the app.
const PaymentPage = lazyNamed(() => import('@/features/checkout/components/payment-page'), 'PaymentPage')
const PaymentCancelPage = lazyNamed(
  () => import('@/features/checkout/components/payment-cancel-page'),
  'PaymentCancelPage',
)
const NotFoundPage = lazyNamed(() => import('@/features/misc/components/not-found-page'), 'NotFoundPage')
const AuthPage = lazyNamed(() => import('@/features/auth/components/auth-page'), 'AuthPage')
const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/components/reset-password-page'),
  'ResetPasswordPage',
)
const ConfirmSignUpPage = lazyNamed(
  () => import('@/features/auth/components/confirm-sign-up-page'),
  'ConfirmSignUpPage',
)
const CancelDeletionPage = lazyNamed(
  () => import('@/features/auth/components/cancel-deletion-page'),
  'CancelDeletionPage',
)
const AcceptInvitationPage = lazyNamed(
  () => import('@/features/auth/components/accept-invitation-page'),
  'AcceptInvitationPage',
)
// The app's shell and its header's parts, and each /app page by its child path ('' is the
// dashboard): one table for the routes below and for warmRoute.
const loadAppShell = () => import('@/features/shell/components/app-shell')
const loadNotificationBell = () => import('@/features/notifications/components/notification-bell')
const loadPresenceNotice = () => import('@/features/activity/components/presence-notice')
const appPages: Record<string, () => Promise<ComponentType>> = {
  '': async () => (await import('@/features/dashboard/components/dashboard-page')).DashboardPage,
  comecar: async () => (await import('@/features/onboarding/components/onboarding-page')).OnboardingPage,
  guests: async () => (await import('@/features/guests/components/guests-page')).GuestsPage,
  profile: async () => (await import('@/features/profile/components/profile-page')).ProfilePage,
  planning: async () => (await import('@/features/planning/components/planning-page')).PlanningPage,
  budget: async () => (await import('@/features/budget/components/budget-page')).BudgetPage,
  godparents: async () => (await import('@/features/godparents/components/godparents-page')).GodparentsPage,
  forum: async () => (await import('@/features/forum/components/forum-page')).ForumPage,
  'weather-alert': async () => (await import('@/features/weather-alert/components/weather-alert-page')).WeatherAlertPage,
  gifts: async () => (await import('@/features/gifts/components/gifts-page')).GiftsPage,
  honeymoon: async () => (await import('@/features/honeymoon/components/honeymoon-page')).HoneymoonPage,
  notifications: async () => (await import('@/features/notifications/components/notifications-page')).NotificationsPage,
  activity: async () => (await import('@/features/activity/components/activity-page')).ActivityPage,
  'financial-control': async () =>
    (await import('@/features/financial-control/components/financial-control-page')).FinancialControlPage,
  events: async () => (await import('@/features/events/events-page')).EventsPage,
  contracts: async () => (await import('@/features/contracts/components/contracts-page')).ContractsPage,
  gallery: async () => (await import('@/features/gallery/components/gallery-page')).GalleryPage,
}
// Not lazyNamed: the shell takes props (the notifications bell goes in its header).
const AppShell = lazy(async () => ({ default: (await loadAppShell()).AppShell }))
const NotificationBell = lazyNamed(loadNotificationBell, 'NotificationBell')
const PresenceNotice = lazyNamed(loadPresenceNotice, 'PresenceNotice')
const appChildren: RouteObject[] = Object.entries(appPages).map(([path, load]) => {
  const AppPage = lazy(async () => ({ default: await load() }))
  return path === '' ? { index: true, element: <AppPage /> } : { path, element: <AppPage /> }
})

/**
 * A page's first read, warmed without its failure toast (meta.errorTitle): the page's own read,
 * retried as it mounts, says it once, and puts the page's options back on the query.
 */
function quiet<T extends { meta?: unknown }>(options: T): T {
  return { ...options, meta: undefined }
}

/**
 * The first read of an /app page, by the same child path: only what the page reads at its top for
 * the signed-in member's role, with the page's own query options, so the page finds it in the
 * cache. The import() is of a module the page's code imports anyway.
 */
const pageReads: Record<string, (queryClient: QueryClient, session: Session) => Promise<void>> = {
  '': async (c) => c.prefetchQuery(quiet((await import('@/features/dashboard/api/dashboard')).dashboardQueryOptions)),
  guests: async (c) => c.prefetchQuery(quiet((await import('@/features/guests/api/get-guests')).guestsQueryOptions)),
  profile: async (c, session) => {
    await Promise.all([
      import('@/lib/profile').then(({ profileQueryOptions }) => c.prefetchQuery(quiet(profileQueryOptions))),
      // The plan's card, the couple's only (a cerimonialista's page has none; the server refuses it).
      isCouple(session) &&
        import('@/features/profile/api/subscription').then(({ subscriptionQueryOptions }) =>
          c.prefetchQuery(quiet(subscriptionQueryOptions)),
        ),
    ])
  },
  budget: async (c) => c.prefetchQuery(quiet((await import('@/features/budget/api/budget')).budgetQueryOptions)),
  godparents: async (c) => c.prefetchQuery(quiet((await import('@/features/godparents/api/godparents')).godparentsQueryOptions)),
  gifts: async (c) => c.prefetchQuery(quiet((await import('@/features/gifts/api/gifts')).giftsQueryOptions)),
  contracts: async (c) => c.prefetchQuery(quiet((await import('@/features/contracts/api/contracts')).contractsQueryOptions)),
  gallery: async (c) => c.prefetchQuery(quiet((await import('@/features/gallery/api/gallery')).galleryQueryOptions)),
}

/**
 * Starts what an /app page being opened needs before React asks for it, each as soon as it can:
 * - the page's code, the shell's and its header's: React would ask for each only once the one
 *   before it had rendered, three files one after another before the page could ask for its data
 *   (a reload on a busy phone took over 10 s to show a gift list);
 * - the session, now rather than after the first render;
 * - once the session answered with someone signed in, the plan catalogue (the menu's) and the
 *   page's first read (pageReads), beside the shell's render rather than after it: on one core the
 *   page's data started 2–3 s after the session's answer (issue 16).
 * The import() calls are the routes' own: the browser fetches each file once. A failure here is
 * left for the route to meet and show. The promise settles when the reads did (for tests).
 */
export function warmRoute(pathname: string, queryClient: QueryClient): Promise<void> {
  const match = /^\/app(?:\/([^/]+))?\/?$/.exec(pathname)
  if (!match) return Promise.resolve()
  const child = match[1] ?? ''
  const page = appPages[child]
  for (const load of [loadAppShell, loadNotificationBell, loadPresenceNotice, ...(page ? [page] : [])]) {
    load().catch(() => undefined)
  }
  const read = pageReads[child]
  return queryClient
    .fetchQuery(sessionQueryOptions)
    .then(async (session) => {
      if (!session) return
      await Promise.all([
        import('@/lib/plans-query').then(({ plansQueryOptions }) => queryClient.prefetchQuery(plansQueryOptions)),
        read?.(queryClient, session),
      ])
    })
    .catch(() => undefined)
}

const PrivacyPage = lazyNamed(() => import('@/features/legal/components/privacy-page'), 'PrivacyPage')
const TermsPage = lazyNamed(() => import('@/features/legal/components/terms-page'), 'TermsPage')
const WeddingSiteRoute = lazyNamed(() => import('@/features/wedding-site/public/site-route'), 'WeddingSiteRoute')
const RsvpPage = lazyNamed(() => import('@/features/digital-invitations/components/rsvp-page'), 'RsvpPage')

function Page({ children }: { children: ReactNode }) {
  return <Suspense fallback={<LoadingScreen fullScreen />}>{children}</Suspense>
}

/** Every route of the spec's route table (part 1 §2) and part 2's /app children. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <Page><LandingPage /></Page> },
      { path: '/payment', element: <Page><PaymentPage /></Page> },
      { path: '/payment-cancel', element: <Page><PaymentCancelPage /></Page> },
      {
        path: '/auth',
        element: (
          <RedirectIfSignedIn>
            <Page>
              <AuthPage />
            </Page>
          </RedirectIfSignedIn>
        ),
      },
      { path: '/auth/nova-senha', element: <Page><ResetPasswordPage /></Page> },
      { path: '/auth/confirmar', element: <Page><ConfirmSignUpPage /></Page> },
      { path: '/conta/cancelar-exclusao', element: <Page><CancelDeletionPage /></Page> },
      { path: '/aceitar-convite', element: <Page><AcceptInvitationPage /></Page> },
      { path: '/privacidade', element: <Page><PrivacyPage /></Page> },
      { path: '/termos', element: <Page><TermsPage /></Page> },
      {
        path: '/app',
        element: (
          <RequireSession>
            <Page>
              <AppShell
                headerActions={
                  <Suspense fallback={null}>
                    <NotificationBell />
                  </Suspense>
                }
                pageNotice={
                  <Suspense fallback={null}>
                    <PresenceNotice />
                  </Suspense>
                }
              />
            </Page>
          </RequireSession>
        ),
        children: appChildren,
      },
      { path: '/convite/:token', element: <Page><RsvpPage /></Page> },
      // Production serves site.html (its own small entry) for this path; this route covers
      // client-side navigation and the dev server.
      { path: '/casamento/:slug', element: <Page><WeddingSiteRoute /></Page> },
      { path: '*', element: <Page><NotFoundPage /></Page> },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(routes)
}

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { LoadingScreen } from '@/components/loading-screen'
import { RouteError } from '@/components/route-error'
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
// Not lazyNamed: the shell takes props (the notifications bell goes in its header).
const AcceptInvitationPage = lazyNamed(
  () => import('@/features/auth/components/accept-invitation-page'),
  'AcceptInvitationPage',
)
const AppShell = lazy(async () => ({ default: (await import('@/features/shell/components/app-shell')).AppShell }))
const GuestsPage = lazyNamed(() => import('@/features/guests/components/guests-page'), 'GuestsPage')
const ProfilePage = lazyNamed(() => import('@/features/profile/components/profile-page'), 'ProfilePage')
const PlanningPage = lazyNamed(() => import('@/features/planning/components/planning-page'), 'PlanningPage')
const BudgetPage = lazyNamed(() => import('@/features/budget/components/budget-page'), 'BudgetPage')
const OnboardingPage = lazyNamed(() => import('@/features/onboarding/components/onboarding-page'), 'OnboardingPage')
const DashboardPage = lazyNamed(() => import('@/features/dashboard/components/dashboard-page'), 'DashboardPage')
const GodparentsPage = lazyNamed(() => import('@/features/godparents/components/godparents-page'), 'GodparentsPage')
const ForumPage = lazyNamed(() => import('@/features/forum/components/forum-page'), 'ForumPage')
const WeatherAlertPage = lazyNamed(() => import('@/features/weather-alert/components/weather-alert-page'), 'WeatherAlertPage')
const GiftsPage = lazyNamed(() => import('@/features/gifts/components/gifts-page'), 'GiftsPage')
const HoneymoonPage = lazyNamed(() => import('@/features/honeymoon/components/honeymoon-page'), 'HoneymoonPage')
const ContractsPage = lazyNamed(() => import('@/features/contracts/components/contracts-page'), 'ContractsPage')
const GalleryPage = lazyNamed(() => import('@/features/gallery/components/gallery-page'), 'GalleryPage')
const NotificationBell = lazyNamed(
  () => import('@/features/notifications/components/notification-bell'),
  'NotificationBell',
)
const ActivityPage = lazyNamed(() => import('@/features/activity/components/activity-page'), 'ActivityPage')
const PresenceNotice = lazyNamed(() => import('@/features/activity/components/presence-notice'), 'PresenceNotice')
const NotificationsPage = lazyNamed(
  () => import('@/features/notifications/components/notifications-page'),
  'NotificationsPage',
)
const FinancialControlPage = lazyNamed(
  () => import('@/features/financial-control/components/financial-control-page'),
  'FinancialControlPage',
)
const EventsPage = lazyNamed(() => import('@/features/events/events-page'), 'EventsPage')
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
        children: [
          { index: true, element: <DashboardPage /> },
          { path: 'comecar', element: <OnboardingPage /> },
          { path: 'guests', element: <GuestsPage /> },
          { path: 'profile', element: <ProfilePage /> },
          { path: 'planning', element: <PlanningPage /> },
          { path: 'budget', element: <BudgetPage /> },
          { path: 'godparents', element: <GodparentsPage /> },
          { path: 'forum', element: <ForumPage /> },
          { path: 'weather-alert', element: <WeatherAlertPage /> },
          { path: 'gifts', element: <GiftsPage /> },
          { path: 'honeymoon', element: <HoneymoonPage /> },
          { path: 'notifications', element: <NotificationsPage /> },
          { path: 'activity', element: <ActivityPage /> },
          { path: 'financial-control', element: <FinancialControlPage /> },
          { path: 'events', element: <EventsPage /> },
          { path: 'contracts', element: <ContractsPage /> },
          { path: 'gallery', element: <GalleryPage /> },
        ],
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

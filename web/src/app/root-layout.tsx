import { useLayoutEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router'
import { useRouteFocus } from '@/lib/use-route-focus'
import { RouterNavProvider } from './router-nav'

/**
 * Every route renders inside this. A push/replace to another page starts at the top (a
 * single-page app keeps the old scroll position otherwise, e.g. landing page → /payment);
 * back/forward keep the browser's position, and #hash targets are scrolled to by the page.
 */
export function RootLayout() {
  const { pathname, hash } = useLocation()
  const navigationType = useNavigationType()
  const previousPath = useRef(pathname)

  useLayoutEffect(() => {
    if (previousPath.current === pathname) return
    previousPath.current = pathname
    if (navigationType !== 'POP' && !hash) window.scrollTo(0, 0)
  }, [pathname, hash, navigationType])

  useRouteFocus()
  return (
    <RouterNavProvider>
      <Outlet />
    </RouterNavProvider>
  )
}

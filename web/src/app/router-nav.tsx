import { useMemo, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { NavProvider, type Nav, type NavLinkProps } from '@/lib/nav'

function RouterLink(props: NavLinkProps) {
  return <Link {...props} />
}

/** Inside the app, lib/nav's links and navigation are react-router's (RootLayout). */
export function RouterNavProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const nav = useMemo<Nav>(() => ({ Link: RouterLink, navigate: (to) => void navigate(to), useLocation }), [navigate])
  return <NavProvider value={nav}>{children}</NavProvider>
}

import { useMemo, type ReactNode } from 'react'
import { Link, useLocation, useNavigate } from 'react-router'
import { toast } from 'sonner'
import { NavProvider, type Nav, type NavLinkProps } from '@/lib/nav'

function RouterLink(props: NavLinkProps) {
  return <Link {...props} />
}

/** Inside the app, lib/nav's links and navigation are react-router's (RootLayout). */
export function RouterNavProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const nav = useMemo<Nav>(
    () => ({
      Link: RouterLink,
      navigate: (to, options = {}) => {
        // Inside the router the next page is this page: its toast shows now.
        if (options.toast) toast.success(options.toast.title, { description: options.toast.description })
        void navigate(to, { replace: options.replace })
      },
      useLocation,
    }),
    [navigate],
  )
  return <NavProvider value={nav}>{children}</NavProvider>
}

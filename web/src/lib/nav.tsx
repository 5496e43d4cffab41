import { createContext, useContext, useMemo, useSyncExternalStore, type ComponentProps, type MouseEvent, type ReactElement } from 'react'
import { carryToast, type CarriedToast } from './carried-toast'

/**
 * Links and navigation for the pages that render both inside the app's router and on their own
 * (the landing page, /, is its own light entry: landing-main.tsx, with no router; issue 16).
 * Inside the app, RootLayout provides react-router's Link, navigate and location (router-nav.tsx);
 * without a provider, links are plain anchors (another page is a full page load) and a #hash on
 * the same page is followed without reloading, so useScrollToHash scrolls to it as in the app.
 */
export type NavLinkProps = Omit<ComponentProps<'a'>, 'href'> & { to: string }

export type NavLocation = { pathname: string; search: string; hash: string; key: string }

/** replace: the page replaces the current history entry; toast: a success toast for the page
 * reached (shown now inside the app's router, carried across a full page load otherwise). */
export type NavigateOptions = { replace?: boolean; toast?: CarriedToast }

export type Nav = {
  Link: (props: NavLinkProps) => ReactElement
  navigate: (to: string, options?: NavigateOptions) => void
  useLocation: () => NavLocation
}

// The plain navigation's location: the page's own, with a key that changes on every hash choice
// (choosing the same anchor twice scrolls again) and on back/forward.
let plainKey = 0
let plainLocation: NavLocation | null = null
const listeners = new Set<() => void>()

function readLocation(): NavLocation {
  const { pathname, search, hash } = window.location
  if (!plainLocation || plainLocation.pathname !== pathname || plainLocation.search !== search || plainLocation.hash !== hash) {
    plainLocation = { pathname, search, hash, key: String(plainKey) }
  }
  return plainLocation
}

function movedTo(): void {
  plainKey += 1
  plainLocation = null
  for (const listener of listeners) listener()
}

const onPopState = () => movedTo()

function subscribe(onChange: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState)
  listeners.add(onChange)
  return () => {
    listeners.delete(onChange)
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState)
  }
}

/** The URL of `to` when it names a #hash of this page, else null. The query is not compared: a
 * visitor from an ad lands on /?utm_source=… and the sections' links (/#planos) stay in place. */
function hashOnThisPage(to: string): URL | null {
  const url = new URL(to, window.location.href)
  const here = window.location
  return url.origin === here.origin && url.pathname === here.pathname && url.hash ? url : null
}

/** A link to this page's #hash is followed in place (a history entry, no reload; the query is
 * dropped, as react-router's Link does); others load. The place already shown is replaced, not
 * pushed again, so Back leaves it in one step. */
function plainNavigate(to: string, options: NavigateOptions = {}): void {
  const url = hashOnThisPage(to)
  if (url && !options.toast) {
    const target = url.pathname + url.hash
    const here = window.location
    if (here.pathname + here.search + here.hash === target) window.history.replaceState(null, '', target)
    else window.history.pushState(null, '', target)
    movedTo()
    return
  }
  if (options.toast) carryToast(options.toast)
  if (options.replace) window.location.replace(to)
  else window.location.assign(to)
}

function PlainLink({ to, onClick, children, ...props }: NavLinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return
    if (props.target && props.target !== '_self') return
    // Only a #hash on this page is handled here; any other link is an ordinary page load.
    if (!hashOnThisPage(to)) return
    event.preventDefault()
    plainNavigate(to)
  }
  return (
    <a {...props} href={to} onClick={follow}>
      {children}
    </a>
  )
}

function usePlainLocation(): NavLocation {
  return useSyncExternalStore(subscribe, readLocation, readLocation)
}

const plainNav: Nav = { Link: PlainLink, navigate: plainNavigate, useLocation: usePlainLocation }

const NavContext = createContext<Nav>(plainNav)

export const NavProvider = NavContext.Provider

/** A link inside the app's router or a plain anchor on a page of its own. */
export function NavLink(props: NavLinkProps) {
  const { Link } = useContext(NavContext)
  return <Link {...props} />
}

export function useNavigateTo(): (to: string, options?: NavigateOptions) => void {
  return useContext(NavContext).navigate
}

export function useNavLocation(): NavLocation {
  return useContext(NavContext).useLocation()
}

/** The page's query parameters (react-router's useSearchParams, read-only, on both kinds of page). */
export function useNavSearchParams(): URLSearchParams {
  const { search } = useNavLocation()
  return useMemo(() => new URLSearchParams(search), [search])
}

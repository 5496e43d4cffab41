/**
 * A success toast that must outlive a full page load: the public pages (/auth, /payment) are their
 * own entry (public-main.tsx, issue 16), so 'Login realizado com sucesso!' is shown by the app's
 * page that the sign-in loads. The toast waits in sessionStorage (this tab only) and the next
 * page's toaster (components/app-toaster.tsx) shows it once.
 */
export type CarriedToast = { title: string; description?: string }

const key = 'aceito-carried-toast'

// The page that carries the toast never shows it: its own toaster may mount after the carry and
// before the page is left (its code arriving late on a slow phone) and would take it to a page
// about to go away. performance.timeOrigin is each page load's own.
const thisPage = () => performance.timeOrigin

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(key, JSON.stringify({ ...toast, from: thisPage() }))
  } catch {
    // Storage refused (private mode quota): the page still loads, without the toast.
  }
}

/** The stored value, and whether this page stored it (then it waits for the next page). */
function stored(): { raw: string; mine: boolean } | null {
  try {
    const raw = sessionStorage.getItem(key)
    return raw === null ? null : { raw, mine: carriedFrom(raw) === thisPage() }
  } catch {
    return null
  }
}

function carriedFrom(raw: string): unknown {
  try {
    return (JSON.parse(raw) as { from?: unknown } | null)?.from
  } catch {
    return undefined
  }
}

/** True when a carried toast waits (the page's toaster must load at once to show it). */
export function hasCarriedToast(): boolean {
  const s = stored()
  return s !== null && !s.mine
}

/** The carried toast, removed from storage (a reload does not show it again); null if none. */
export function takeCarriedToast(): CarriedToast | null {
  const s = stored()
  if (s === null || s.mine) return null
  const raw = s.raw
  try {
    sessionStorage.removeItem(key)
  } catch {
    return null
  }
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('title' in value) || typeof value.title !== 'string') return null
    const description = 'description' in value && typeof value.description === 'string' ? value.description : undefined
    return { title: value.title, description }
  } catch {
    return null
  }
}

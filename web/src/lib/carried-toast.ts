/**
 * A success toast that must outlive a full page load: the public pages (/auth, /payment) are their
 * own entry (public-main.tsx, issue 16), so 'Login realizado com sucesso!' is shown by the app's
 * page that the sign-in loads. The toast waits in sessionStorage (this tab only) and the next
 * page's toaster (components/app-toaster.tsx) shows it once.
 */
export type CarriedToast = { title: string; description?: string }

const key = 'aceito-carried-toast'

export function carryToast(toast: CarriedToast): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(toast))
  } catch {
    // Storage refused (private mode quota): the page still loads, without the toast.
  }
}

/** True when a carried toast waits (the page's toaster must load at once to show it). */
export function hasCarriedToast(): boolean {
  try {
    return sessionStorage.getItem(key) !== null
  } catch {
    return false
  }
}

/** The carried toast, removed from storage (a reload does not show it again); null if none. */
export function takeCarriedToast(): CarriedToast | null {
  let raw: string | null = null
  try {
    raw = sessionStorage.getItem(key)
    sessionStorage.removeItem(key)
  } catch {
    return null
  }
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || !('title' in value) || typeof value.title !== 'string') return null
    const description = 'description' in value && typeof value.description === 'string' ? value.description : undefined
    return { title: value.title, description }
  } catch {
    return null
  }
}

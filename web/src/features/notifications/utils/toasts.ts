import { toast } from 'sonner'
import type { AppNotification } from '../api/schemas'

/** Priority from which a new notification also pops a toast. */
export const TOAST_MIN_PRIORITY = 3
/** At most this many toasts per poll; the rest are in the bell. */
export const MAX_TOASTS_AT_ONCE = 3
const REMEMBERED = 200

function storageKey(userId: string) {
  return `aceito:notifications:toasted:${userId}`
}

/** Ids already toasted in this browser, so a reload or a second tab does not toast them again. */
export function readToasted(userId: string): Set<string> {
  try {
    const raw = localStorage.getItem(storageKey(userId))
    const parsed: unknown = raw ? JSON.parse(raw) : []
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [])
  } catch {
    return new Set()
  }
}

function writeToasted(userId: string, ids: Set<string>) {
  try {
    localStorage.setItem(storageKey(userId), JSON.stringify([...ids].slice(-REMEMBERED)))
  } catch {
    // Private mode or a full storage: the toasts may repeat after a reload, nothing worse.
  }
}

/**
 * Pops one toast per unread notification of priority ≥ 3 not toasted before (destructive for
 * errors), at most MAX_TOASTS_AT_ONCE, and remembers them all. With `quiet` (the page's first
 * read of the feed) it only remembers them: what waited while the app was closed is in the bell,
 * not a burst of toasts over the page (issue 18 §2).
 */
export function toastNew(userId: string, unread: AppNotification[], { quiet = false }: { quiet?: boolean } = {}) {
  const seen = readToasted(userId)
  const fresh = unread.filter((n) => n.priority >= TOAST_MIN_PRIORITY && !seen.has(n.id))
  if (fresh.length === 0) return
  for (const n of quiet ? [] : fresh.slice(0, MAX_TOASTS_AT_ONCE)) {
    const options = { id: `notification-${n.id}`, description: n.message || undefined }
    switch (n.type) {
      case 'error':
        toast.error(n.title, options)
        break
      case 'success':
        toast.success(n.title, options)
        break
      case 'warning':
        toast.warning(n.title, options)
        break
      default:
        toast.info(n.title, options)
    }
  }
  for (const n of fresh) seen.add(n.id)
  writeToasted(userId, seen)
}

import type * as SonnerModule from 'sonner'

/**
 * The toasts of the public pages' forms (/auth, /payment, the landing's pre-checkout) without
 * sonner in their first load (issue 16: phone-fast public pages): a call loads sonner and shows
 * the toast once it arrived (sonner keeps the toasts shown before its Toaster mounts and replays
 * them to it). It also asks the page's deferred toaster (components/deferred-toaster) to mount.
 * Inside the app sonner is already loaded: the toast shows at once.
 */
type Sonner = typeof SonnerModule
type ToastArgs = Parameters<Sonner['toast']['success']>

let sonner: Promise<Sonner> | null = null
let wanted = false
const listeners = new Set<() => void>()

/** sonner's module, imported once; after a failed import (a dropped request) the next call tries again. */
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = null
    throw error
  })
  return sonner
}

/** True once a toast was asked for on this page. */
export function toastWanted(): boolean {
  return wanted
}

/** Calls listener when a toast is first asked for; returns the unsubscribe. */
export function onToastWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function show(kind: 'success' | 'error', args: ToastArgs): void {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  loadSonner().then(
    ({ toast }) => {
      toast[kind](...args)
    },
    (error: unknown) => console.error('toast: sonner could not load', error),
  )
}

export const toast = {
  success: (...args: ToastArgs): void => show('success', args),
  error: (...args: ToastArgs): void => show('error', args),
}

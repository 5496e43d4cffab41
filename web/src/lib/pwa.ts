import { useSyncExternalStore } from 'react'
import { api } from './api'

/**
 * The installable app (issue 15): the service worker (/sw.js, shows Web Push notifications and
 * caches nothing) and the browser's offer to install the app ('Instalar o Aceito').
 */

/** The service worker's script, at the site's root so its scope covers /app. */
export const SERVICE_WORKER_URL = '/sw.js'

/** True where the browser can run the worker and receive Web Push. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window
  )
}

/**
 * Registers the worker (idempotent: the same script URL gives the same registration, and the
 * browser checks it for a new version) and resolves once a worker is active, which Web Push
 * needs. Called by the signed-in app, never by the landing page or the guests' pages.
 */
export async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
  return navigator.serviceWorker.ready
}

/**
 * Registers the worker where supported, then tells the server again about this device's push
 * subscription; a failure only means no push on this device.
 */
export function registerServiceWorker(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return
  serviceWorkerRegistration()
    .then(resyncPushSubscription)
    .catch(() => undefined)
}

/**
 * Sends the browser's subscription to the server again as the signed-in app starts (the server
 * takes it idempotently). The card shows 'Ativadas' from the browser's copy, but the server may
 * have dropped its own (a push service's 410, the member's move to another wedding), or it may
 * still belong to whoever used this browser before without signing out: then this member's
 * reminders would not arrive here, and the other person's would.
 */
export async function resyncPushSubscription(registration: ServiceWorkerRegistration): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return
  const subscription = await registration.pushManager.getSubscription()
  if (!subscription) return
  await api.send('/api/push-subscriptions', 'POST', subscription.toJSON())
}

/**
 * Before signing out: this device stops receiving the member's reminders (a shared computer must
 * not show the next person someone else's wedding). The server forgets the subscription, then the
 * browser drops it; a failure on the server's side still drops it (the push service then answers
 * 410 and the server deletes its copy). Never blocks the sign-out.
 */
export async function forgetPushSubscription(): Promise<void> {
  if (!pushSupported()) return
  try {
    const registration = await navigator.serviceWorker.getRegistration('/')
    const subscription = await registration?.pushManager.getSubscription()
    if (!subscription) return
    await api.send('/api/push-subscriptions', 'DELETE', { endpoint: subscription.endpoint }).catch(() => undefined)
    await subscription.unsubscribe()
  } catch {
    // No worker, no subscription: nothing to forget.
  }
}

/** True on an iPhone or iPad (iPadOS reports itself as a Mac with a touch screen). */
export function isIOS(): boolean {
  const ua = navigator.userAgent
  return /iPhone|iPad|iPod/.test(ua) || (/Macintosh/.test(ua) && navigator.maxTouchPoints > 1)
}

/** True when the app runs installed (from the home screen), not in a browser tab. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

let installPrompt: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()
function setInstallPrompt(event: BeforeInstallPromptEvent | null) {
  installPrompt = event
  listeners.forEach((listener) => listener())
}

/**
 * Keeps the browser's install offer for the 'Instalar o Aceito' button. The event comes once, as
 * the page loads, before the settings screen exists, so main.tsx starts listening at once.
 */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // the button offers it where the couple looks for it
    setInstallPrompt(event as BeforeInstallPromptEvent)
  })
  target.addEventListener('appinstalled', () => setInstallPrompt(null))
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The browser's pending install offer, or null (none offered: another browser, or installed), and
 * `install`, which shows it; an offer can be shown once, so it is dropped after its answer.
 */
export function useInstallPrompt(): { canInstall: boolean; install: () => Promise<boolean> } {
  const prompt = useSyncExternalStore(subscribe, () => installPrompt, () => null)
  return {
    canInstall: prompt !== null,
    install: async () => {
      if (!prompt) return false
      await prompt.prompt()
      const choice = await prompt.userChoice
      setInstallPrompt(null)
      return choice.outcome === 'accepted'
    },
  }
}

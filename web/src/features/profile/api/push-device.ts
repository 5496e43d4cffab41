import { useCallback, useEffect, useState } from 'react'
import { z } from 'zod'
import { api, type Schemas } from '@/lib/api'
import { isIOS, isStandalone, pushSupported, serviceWorkerRegistration } from '@/lib/pwa'

/**
 * This device's Web Push subscription (issue 15): the browser holds it, the server keeps a copy
 * per member (POST/DELETE /api/push-subscriptions) to send the reminders the member chose.
 */
export type PushDeviceState =
  | { status: 'checking' }
  /** iPhone/iPad in a Safari tab: push only reaches the app added to the home screen. */
  | { status: 'ios-not-installed' }
  /** iPhone/iPad installed, on an iOS before 16.4. */
  | { status: 'ios-too-old' }
  | { status: 'unsupported' }
  | { status: 'denied' }
  | { status: 'off' }
  | { status: 'on'; endpoint: string }

const publicKeySchema = z.object({ public_key: z.string().min(1) }) satisfies z.ZodType<Schemas['PushPublicKey']>

/** base64url (no padding), as the server sends the VAPID key, to the bytes subscribe() wants. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (value.length % 4)) % 4)
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

function sameKey(a: ArrayBuffer | null | undefined, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.byteLength) return false
  const view = new Uint8Array(a)
  return view.every((byte, i) => byte === b[i])
}

async function currentState(): Promise<PushDeviceState> {
  if (!pushSupported()) {
    if (isIOS()) return { status: isStandalone() ? 'ios-too-old' : 'ios-not-installed' }
    return { status: 'unsupported' }
  }
  if (Notification.permission === 'denied') return { status: 'denied' }
  const registration = await navigator.serviceWorker.getRegistration('/')
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription && Notification.permission === 'granted') return { status: 'on', endpoint: subscription.endpoint }
  return { status: 'off' }
}

/** Subscribes this device with the server's key and gives the server the subscription. */
async function subscribeDevice(): Promise<PushDeviceState> {
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { status: 'denied' }
  if (permission !== 'granted') return { status: 'off' } // the question was closed unanswered
  const registration = await serviceWorkerRegistration()
  const { public_key } = await api.get('/api/push/public-key', (data) => publicKeySchema.parse(data))
  const key = base64UrlToBytes(public_key)
  let subscription = await registration.pushManager.getSubscription()
  // A subscription made with another key (the server's key changed) cannot receive this one's.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe()
    subscription = null
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  try {
    // The contract's body is the browser's own serialisation (Schemas['PushSubscriptionInput']).
    await api.send('/api/push-subscriptions', 'POST', subscription.toJSON())
  } catch (error) {
    // The server does not know it: the browser must not keep a subscription nobody sends to.
    await subscription.unsubscribe().catch(() => false)
    throw error
  }
  return { status: 'on', endpoint: subscription.endpoint }
}

/** Tells the server to stop sending to this device, then drops the browser's subscription. */
async function unsubscribeDevice(): Promise<PushDeviceState> {
  const registration = await navigator.serviceWorker.getRegistration('/')
  const subscription = await registration?.pushManager.getSubscription()
  if (subscription) {
    await api.send('/api/push-subscriptions', 'DELETE', { endpoint: subscription.endpoint } satisfies Schemas['PushUnsubscribeInput'])
    await subscription.unsubscribe()
  }
  return { status: 'off' }
}

/** The device's state and the two actions, each resolving when done (or rejecting). */
export function usePushDevice() {
  const [state, setState] = useState<PushDeviceState>({ status: 'checking' })
  const [pending, setPending] = useState(false)

  useEffect(() => {
    let active = true
    currentState().then(
      (next) => active && setState(next),
      () => active && setState({ status: 'off' }),
    )
    return () => {
      active = false
    }
  }, [])

  const run = useCallback(async (action: () => Promise<PushDeviceState>) => {
    setPending(true)
    try {
      setState(await action())
    } finally {
      setPending(false)
    }
  }, [])

  return {
    state,
    pending,
    enable: useCallback(() => run(subscribeDevice), [run]),
    disable: useCallback(() => run(unsubscribeDevice), [run]),
  }
}

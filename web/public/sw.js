// Aceito's service worker (issue 15): it shows the reminders that arrive by Web Push, opens the
// right screen when one is tapped, and tells the server when the browser replaces the device's
// subscription. Nothing else, on purpose:
// - no fetch handler and no Cache Storage: every request, API or page, goes to the network as
//   if there were no worker, so it can never serve a stale app or a stale API response;
// - VERSION is the build's (the Go server writes it in place of the placeholder when it serves
//   /sw.js, with Cache-Control: no-cache), so each deploy is a new script the browser installs,
//   and the new worker takes over at once (skipWaiting + clients.claim).
const VERSION = '__ACEITO_BUILD__'

const DEFAULT_URL = '/app/notifications'

self.addEventListener('install', (event) => {
  event.waitUntil(self.skipWaiting())
})

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim())
})

// The page may ask which version is running (the e2e test of an update does).
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'version' && event.ports[0]) event.ports[0].postMessage(VERSION)
})

/** Only a path of this site: a payload never sends a tap elsewhere (URL parsing reads "/\\x" as "//x"). */
function safePath(url) {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//') || url.includes('\\')) return DEFAULT_URL
  return url
}

/** The push's JSON ({title, body, url, tag}); anything unreadable still shows a notification. */
function readPayload(event) {
  if (!event.data) return {}
  try {
    const data = event.data.json()
    return data && typeof data === 'object' ? data : {}
  } catch {
    return { body: event.data.text() }
  }
}

self.addEventListener('push', (event) => {
  const data = readPayload(event)
  const title = typeof data.title === 'string' && data.title ? data.title : 'Aceito'
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    data: { url: safePath(data.url) },
    icon: '/icons/icon-192.png',
    badge: '/icons/badge-96.png',
    lang: 'pt-BR',
  }
  if (typeof data.tag === 'string' && data.tag) options.tag = data.tag
  event.waitUntil(self.registration.showNotification(title, options))
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(safePath(event.notification.data && event.notification.data.url), self.location.origin).href
  event.waitUntil(openOrFocus(target))
})

/** Focuses an open Aceito tab (one in the app first) and takes it to target, or opens target. */
async function openOrFocus(target) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const sameSite = windows.filter((client) => new URL(client.url).origin === self.location.origin)
  const inApp = sameSite.find((client) => new URL(client.url).pathname.startsWith('/app'))
  const client = inApp || sameSite[0]
  if (client) {
    try {
      const focused = await client.focus()
      if (focused.url !== target) await focused.navigate(target)
      return
    } catch {
      // A tab this worker does not control cannot be navigated: open a new one.
    }
  }
  await self.clients.openWindow(target)
}

// The browser replaced this device's push subscription (the push service rotated or expired
// it): subscribe again with the server's key when the browser did not, give the server the new
// one and drop the old one there, so the reminders keep reaching this device without the member
// opening 'Configurações'. Without a session (signed out) the server refuses, and the old
// subscription's pushes answer 410 and are forgotten.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(replaceSubscription(event.oldSubscription, event.newSubscription))
})

async function replaceSubscription(old, next) {
  const json = { 'Content-Type': 'application/json' }
  if (!next) {
    const keyResponse = await self.fetch('/api/push/public-key', { credentials: 'same-origin' })
    if (!keyResponse.ok) return
    const { public_key: key } = await keyResponse.json()
    const base64 = key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4)
    const applicationServerKey = Uint8Array.from(self.atob(base64), (c) => c.charCodeAt(0))
    next = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey })
  }
  const saved = await self.fetch('/api/push-subscriptions', {
    method: 'POST',
    credentials: 'same-origin',
    headers: json,
    body: JSON.stringify(next.toJSON()),
  })
  if (saved.ok && old && old.endpoint !== next.endpoint) {
    await self.fetch('/api/push-subscriptions', {
      method: 'DELETE',
      credentials: 'same-origin',
      headers: json,
      body: JSON.stringify({ endpoint: old.endpoint }),
    })
  }
}

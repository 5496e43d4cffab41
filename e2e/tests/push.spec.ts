/**
 * Web Push end to end (issue 15): the 'Notificações' preferences, a device subscribing, the
 * scheduler's reminder reaching a push service, the service worker showing it, and a new worker
 * replacing the old one.
 *
 * What is stubbed, and why:
 * - ONLY `PushManager.prototype.subscribe` and `PushManager.prototype.getSubscription`, in the
 *   page (page.addInitScript). Headless Chromium's real subscribe() asks Google's push service
 *   (FCM) for an endpoint, which cannot work offline. The stub returns a subscription whose
 *   endpoint is this test's own push service (a Node HTTP server on 127.0.0.1, which the test
 *   server accepts through ACEITO_PUSH_HOSTS, see playwright.config.ts) and whose p256dh/auth are
 *   real keys made here (node:crypto ECDH prime256v1 + 16 random bytes). Everything else is real:
 *   the permission (granted to the context), the service worker registration, the app's calls,
 *   the server's encryption (RFC 8291 aes128gcm) and VAPID signature (RFC 8292), which this test
 *   checks and decrypts with node:crypto.
 * - The push service cannot hand the message to the browser (there is no real subscription
 *   behind the endpoint), so the test delivers the payload it decrypted to the real service
 *   worker with the DevTools protocol (ServiceWorker.deliverPushMessage), as a push service would.
 * - The worker update: one running binary serves one build, so the test makes the browser see a
 *   new script by its URL (register('/sw.js?next'), the same bytes) and checks that it installs
 *   and takes over the open page at once. That a new build serves a different /sw.js (its build
 *   version), and the same build the same bytes, is proven in Go (TestSPAServesServiceWorkerAndManifest);
 *   Playwright's routing and the DevTools Fetch domain do not see a worker's update fetch.
 */
import { expect, test, type Page } from '@playwright/test';
import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  randomUUID,
  verify,
  type ECDH,
} from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { saoPauloDay, signUp, uniqueEmail } from './helpers';

// Same formula as playwright.config.ts, which gives it to the server as ACEITO_PUSH_HOSTS.
const pushPort = Number(process.env.E2E_PUSH_PORT ?? Number(process.env.E2E_PORT ?? 18080) + 1000);

test.use({ permissions: ['notifications'], serviceWorkers: 'allow' });

const b64url = (buf: Buffer): string => buf.toString('base64url');

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

/** The test's push service: it records every message POSTed to it and answers 201, as FCM does. */
class PushService {
  readonly received: Received[] = [];
  private server: Server | null = null;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        this.received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(201, { Location: `/message/${randomUUID()}` }).end();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.server?.once('error', reject);
      this.server?.listen(pushPort, '127.0.0.1', resolve);
    });
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** The messages sent to path so far. */
  messagesTo(path: string): Received[] {
    return this.received.filter((m) => m.path === path);
  }
}

/** A browser's push keys: the P-256 key pair (p256dh) and the 16-byte auth secret. */
function browserKeys(): { ecdh: ECDH; p256dh: string; auth: Buffer } {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, p256dh: b64url(ecdh.getPublicKey()), auth: randomBytes(16) };
}

/** RFC 8291 (aes128gcm, one record): what the user agent does with a push message. */
function decryptPush(body: Buffer, keys: { ecdh: ECDH; auth: Buffer }): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const serverKey = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  // The last record's plaintext ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  expect(padded[end], 'the last record delimiter').toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT>, k=<key>`, the JWT signed (ES256) by k for the push service's origin. */
function checkVapid(authorization: string | undefined, publicKey: string, audience: string): void {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt = '', k = ''] = match ?? [];
  expect(k).toBe(publicKey);
  const [header = '', claims = '', signature = ''] = jwt.split('.');
  expect(JSON.parse(Buffer.from(header, 'base64url').toString())).toMatchObject({ alg: 'ES256' });
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
  expect(body.aud).toBe(audience);
  expect(body.exp * 1000).toBeGreaterThan(Date.now());
  expect(body.sub).toMatch(/^(mailto:|https:)/);
  const point = Buffer.from(k, 'base64url');
  const key = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: b64url(point.subarray(1, 33)), y: b64url(point.subarray(33, 65)) },
    format: 'jwk',
  });
  const signed = verify('sha256', Buffer.from(`${header}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  expect(signed, 'the VAPID JWT is signed by the public key').toBe(true);
}

/**
 * The stub (see the header): subscribe() and getSubscription() of the page's PushManager answer a
 * subscription to `endpoint` with the test's keys, kept in sessionStorage so a reload still has it.
 */
async function stubPushManager(page: Page, endpoint: string, p256dh: string, auth: string): Promise<void> {
  await page.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const stored = 'e2e-push-subscription';
      const fromB64 = (s: string) => Uint8Array.from(Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/'))), (c) => c.charCodeAt(0)).buffer;
      const make = (applicationServerKey: ArrayBuffer | null) => ({
        endpoint,
        expirationTime: null,
        options: { userVisibleOnly: true, applicationServerKey },
        getKey: (name: string) => fromB64(name === 'p256dh' ? p256dh : auth),
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => {
          sessionStorage.removeItem(stored);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        const bytes: Uint8Array<ArrayBuffer> =
          !key || typeof key === 'string'
            ? new Uint8Array()
            : key instanceof ArrayBuffer
              ? new Uint8Array(key)
              : new Uint8Array(key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength));
        sessionStorage.setItem(stored, JSON.stringify(Array.from(bytes)));
        return make(bytes.slice().buffer) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        const saved = sessionStorage.getItem(stored);
        return saved ? (make(Uint8Array.from(JSON.parse(saved) as number[]).buffer) as unknown as PushSubscription) : null;
      };
    },
    { endpoint, p256dh, auth },
  );
}

/** The version the page's controlling service worker reports (it answers a 'version' message). */
async function workerVersion(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const sw = navigator.serviceWorker;
    const controller =
      sw.controller ?? (await new Promise<ServiceWorker | null>((resolve) => sw.addEventListener('controllerchange', () => resolve(sw.controller), { once: true })));
    return new Promise<string>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(String(event.data));
      controller?.postMessage({ type: 'version' }, [channel.port2]);
    });
  });
}

test("Configurações → 'Notificações': push switches and quiet hours persist across a reload", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'push-prefs'));
  await page.goto('/app/profile#notificacoes');
  const card = page.locator('#notificacoes');
  const quiet = card.getByRole('checkbox', { name: 'Silenciar das 22h às 8h' });
  for (const name of ['Tarefas', 'Pagamentos', 'Gastos']) {
    await expect(card.getByRole('checkbox', { name: `${name} por e-mail` })).toBeChecked();
    await expect(card.getByRole('checkbox', { name: `${name} por notificação push` })).toBeChecked();
  }
  await expect(quiet).toBeChecked();

  await card.getByRole('checkbox', { name: 'Pagamentos por notificação push' }).click();
  await card.getByRole('checkbox', { name: 'Tarefas por e-mail' }).click();
  await quiet.click();
  await card.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();

  await page.reload();
  await expect(card.getByRole('checkbox', { name: 'Gastos por notificação push' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por notificação push' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por e-mail' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Tarefas por e-mail' })).not.toBeChecked();
  await expect(quiet).not.toBeChecked();
  const saved = await (await page.request.get('/api/notification-preferences')).json();
  expect(saved).toMatchObject({
    categories: { tasks: { email: false, push: true }, payments: { email: true, push: false }, spending: { email: true, push: true } },
    quiet_hours: false,
  });
});

test('a device subscribes, the reminder at its time reaches the push service, and the service worker shows it', async ({ page }, testInfo) => {
  const service = new PushService();
  await service.start();
  try {
    const keys = browserKeys();
    const path = `/push/${randomUUID()}`;
    const endpoint = `http://127.0.0.1:${pushPort}${path}`;
    await stubPushManager(page, endpoint, keys.p256dh, b64url(keys.auth));
    await signUp(page, uniqueEmail(testInfo, 'push'));

    // Subscribe from Configurações, as a person does.
    await page.goto('/app/profile#notificacoes');
    const device = page.getByRole('region', { name: 'Notificações neste aparelho' });
    await device.getByRole('button', { name: 'Ativar neste aparelho' }).click();
    // Subscribing waits for the service worker to be installed and active, which a busy machine
    // can take longer than the usual 10 s to finish: a person sees the button spin meanwhile.
    await expect(device.getByText('Ativadas neste aparelho')).toBeVisible({ timeout: 30_000 });
    const { public_key: publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { public_key: string };
    // The subscription used the server's key.
    const usedKey = await page.evaluate(() => sessionStorage.getItem('e2e-push-subscription'));
    expect(Buffer.from(JSON.parse(usedKey ?? '[]') as number[]).toString('base64url')).toBe(publicKey);

    // A payment reminder at 09:00 (outside the quiet hours), and the scheduler at that time.
    const created = await page.request.post('/api/payment-reminders', {
      data: { supplier_name: 'Buffet Sabor', amount_cents: 150000, due_date: saoPauloDay(3), notification_times: ['09:00'] },
    });
    expect(created.status()).toBe(201);
    const at = new Date(`${saoPauloDay(1)}T09:00:00-03:00`).toISOString();
    const tick = await page.request.post('/api/test/run-jobs', { data: { at } });
    expect(tick.ok(), await tick.text()).toBeTruthy();

    // The tick returns after the pushes due at its time were sent, and the push service records
    // a message before it answers: what reached it is all there is.
    const pushed = service.messagesTo(path);
    expect(pushed, `one push to this device (the tick answered ${await tick.text()}; the service got ${service.received.length} in all)`).toHaveLength(1);
    const [message] = pushed;
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
    expect(message?.headers.ttl).toBe('86400');
    checkVapid(message?.headers.authorization, publicKey, `http://127.0.0.1:${pushPort}`);
    const payload = JSON.parse(decryptPush(message?.body ?? Buffer.alloc(0), keys)) as { title: string; body: string; url: string; tag: string };
    // The push says what the bell says: its title, then its message.
    const bell = (await (await page.request.get('/api/notifications')).json()) as {
      notifications: { id: string; title: string; message: string }[];
    };
    const reminder = bell.notifications.find((n) => n.message.includes('Buffet Sabor'));
    expect(reminder, 'the reminder in the bell').toBeDefined();
    expect(reminder?.title).toBe('Lembrete de pagamento');
    expect(payload).toEqual({
      title: 'Aceito',
      body: `${reminder?.title}\n${reminder?.message}`,
      url: expect.stringMatching(/^\/app\//),
      tag: reminder?.id,
    });

    // The real service worker receives it (delivered as the push service would) and shows it.
    // What it showed is read from DevTools' Background services record (the Application panel's
    // 'Push messaging' and 'Notifications'), the browser's own log of each push event's outcome
    // and of each notification it displayed, and not from registration.getNotifications(): that
    // lists only the notifications the platform still reports on screen, and headless Chromium's
    // list sometimes lacks one it has just displayed. Seen on a loaded core: the push event came,
    // showNotification() resolved, and getNotifications() stayed [] for 30 s, in the page and in
    // the worker alike, although the app had done its part.
    const cdp = await page.context().newCDPSession(page);
    let registrationId = '';
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL === new URL('/', page.url()).href && !r.isDeleted);
      if (ours) registrationId = ours.registrationId;
    });
    // Everything DevTools reports from here on, in order: the worker's states and the push and
    // notification events. A failed wait prints it, so it says where the push stopped.
    const seen: { event: string; registrationId: string; details: Record<string, string> }[] = [];
    cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
      for (const v of versions) seen.push({ event: `worker ${v.runningStatus}, ${v.status}`, registrationId: v.registrationId, details: { script: v.scriptURL } });
    });
    cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: e }) => {
      const details = Object.fromEntries(e.eventMetadata.map((m) => [m.key, m.value]));
      seen.push({ event: e.eventName, registrationId: e.serviceWorkerRegistrationId, details: e.instanceId ? { ...details, tag: e.instanceId } : details });
    });
    for (const service of ['pushMessaging', 'notifications'] as const) {
      await cdp.send('BackgroundService.startObserving', { service });
      await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
    }
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrationId, { message: "the page's service worker registration, as DevTools reports it" }).not.toBe('');
    // DevTools answers at once; the push event's outcome comes in the record.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(page.url()).origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(() => seen, {
        // The push event may have to start the stopped worker first.
        message: 'the notification the service worker shows, and its push event done (what DevTools recorded)',
        timeout: 30_000,
      })
      .toEqual(
        expect.arrayContaining([
          { event: 'Notification displayed', registrationId, details: expect.objectContaining({ Title: 'Aceito', Body: payload.body, tag: payload.tag }) },
          { event: 'Push event completed', registrationId, details: expect.objectContaining({ Status: 'Success' }) },
        ]),
      );

    // 'Desativar neste aparelho' removes it from the server: the next reminder is not sent here.
    await device.getByRole('button', { name: 'Desativar neste aparelho' }).click();
    await expect(device.getByRole('button', { name: 'Ativar neste aparelho' })).toBeVisible();
    const second = await page.request.post('/api/payment-reminders', {
      data: { supplier_name: 'Doces Finos', amount_cents: 50000, due_date: saoPauloDay(3), notification_times: ['10:00'] },
    });
    expect(second.status()).toBe(201);
    const later = new Date(`${saoPauloDay(1)}T10:00:00-03:00`).toISOString();
    expect((await page.request.post('/api/test/run-jobs', { data: { at: later } })).ok()).toBeTruthy();
    const afterOff = (await (await page.request.get('/api/notifications')).json()) as { notifications: { message: string }[] };
    expect(afterOff.notifications.some((n) => n.message.includes('Doces Finos')), 'the second reminder reached the bell').toBe(true);
    expect(service.received.filter((m) => m.path === path)).toHaveLength(1);
  } finally {
    await service.stop();
  }
});

test('the service worker is served fresh, caches nothing, and a new one replaces the old one at once', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'sw-update'));
  const served = await page.request.get('/sw.js');
  expect(served.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(served.headers()['cache-control']).toBe('no-cache');
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(await manifest.json()).toMatchObject({ name: 'Aceito — Planejamento de casamento', short_name: 'Aceito', lang: 'pt-BR', start_url: '/app', display: 'standalone' });
  const script = await served.text();
  const version = /const VERSION = '([0-9a-f]{16})'/.exec(script)?.[1];
  expect(version, 'the build version in /sw.js').toBeDefined();

  // The app registered it, and it took over this page without a reload (clients.claim).
  expect(await workerVersion(page)).toBe(version);
  // The same build again: no new worker.
  const unchanged = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    await registration.update();
    return registration.installing === null && registration.waiting === null;
  });
  expect(unchanged).toBe(true);
  expect(await page.evaluate(() => caches.keys())).toEqual([]);

  // The next deploy: a new script for the same scope. One binary serves one build, so the test
  // makes the browser see a new script by its URL (/sw.js?next, the same bytes): the browser
  // installs it, and it takes over the open page at once (skipWaiting + clients.claim), without a
  // reload or a closed tab. That a new build's /sw.js differs (its version) is the Go test's.
  const took = page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(navigator.serviceWorker.controller?.scriptURL ?? ''), {
          once: true,
        }),
      ),
  );
  const waitingLeft = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.register('/sw.js?next', { scope: '/' });
    await new Promise<void>((resolve) => {
      const worker = registration.installing ?? registration.waiting;
      if (!worker) return resolve();
      worker.addEventListener('statechange', () => worker.state === 'activated' && resolve());
    });
    return registration.waiting !== null;
  });
  expect(waitingLeft, 'the new worker did not wait for the old tabs to close').toBe(false);
  expect(await took).toMatch(/\/sw\.js\?next$/);
  expect(await workerVersion(page)).toBe(version);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(1);
});

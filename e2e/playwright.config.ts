import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite runs against the real binary (bin/aceito, with the web app embedded) on a fresh data
// directory, in Debian's Chromium: a test tool's own browser download cannot work here.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
// With E2E_DATABASE_URL (scripts/e2e.sh makes a fresh schema for it), a second server runs on
// PostgreSQL and the 'postgres' project replays the flows that write the most against it.
const pgURL = process.env.E2E_DATABASE_URL ?? '';
const pgPort = port + 1;
const pgBaseURL = `http://127.0.0.1:${pgPort}`;
// The in-test push service of tests/push.spec.ts listens here (the same formula is in the spec):
// the server may send Web Push only to the hosts ACEITO_PUSH_HOSTS names, and to a loopback one over http.
const pushPort = Number(process.env.E2E_PUSH_PORT ?? port + 1000);

const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Each test is a whole journey (sign-up, several screens); on a busy 2-core CI machine some take
  // half a minute, so the budget per test is generous. Steps still wait only for what a person sees.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // The JSON report feeds failures.mjs, which scripts/e2e.sh runs after a red run: CI shows only
  // the end of its log, and the list reporter's errors scroll out of it.
  reporter: [['list'], ['json', { outputFile: 'test-results/report.json' }]],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    // No screencast in the trace: it has Chromium draw and encode a picture for every frame, and
    // a spinner or a skeleton's pulse makes 60 a second, more CPU than the page and the server
    // together on CI's two cores (measured: 3.5 s of the compositor's and 1.9 s of the browser's
    // CPU in 3 s of a spinner, against 0.1 s without). The DOM snapshots stay, and the failure's
    // screenshot.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true } },
    ...(pgURL
      ? [
          {
            name: 'postgres',
            testMatch: /(planning|guests|money|realtime|storefront|rsvp|wedding-site|guest-import)\.spec\.ts/,
            use: { baseURL: pgBaseURL, viewport: { width: 1280, height: 800 } },
          },
        ]
      : []),
  ],
  webServer: [server(port, baseURL, {}), ...(pgURL ? [server(pgPort, pgBaseURL, { DATABASE_URL: pgURL })] : [])],
});

// scripts/e2e.sh makes one E2E_DATA_ROOT and removes it on exit; the config is loaded again in
// every worker, so a directory made here per load would be left behind empty each time.
function dataDir(listen: number): string {
  const root = process.env.E2E_DATA_ROOT;
  return root ? join(root, `server-${listen}`) : mkdtempSync(join(tmpdir(), 'aceito-e2e-'));
}

function server(listen: number, url: string, extraEnv: Record<string, string>) {
  return {
    command: '../bin/aceito serve',
    url: `${url}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ACEITO_ADDR: `127.0.0.1:${listen}`,
      // Links the server builds (payment pages, e-mails) must use the host the browser uses,
      // or the session cookie would not travel with them.
      ACEITO_BASE_URL: url,
      ACEITO_DATA_DIR: dataDir(listen),
      ACEITO_LOG_LEVEL: 'warn',
      // /api/test/* (read the outbox, run the scheduler at a given time) for these tests only.
      ACEITO_TEST_ENDPOINTS: 'true',
      // The operator's contacts and identity (GET /api/site): the footer, the legal pages and
      // the plan cards show them; ACEITO_SUPPORT_PHONE stays unset to prove unset is hidden.
      ACEITO_SUPPORT_EMAIL: 'suporte@aceito.com.br',
      ACEITO_SUPPORT_WHATSAPP: '+55 11 98765-4321',
      ACEITO_COMPANY_NAME: 'Aceito Tecnologia Ltda.',
      ACEITO_COMPANY_ID: '11.222.333/0001-81',
      // Every test signs up from 127.0.0.1: the per-address rate limits are raised 100 times.
      ACEITO_RATE_LIMIT_FACTOR: '100',
      // The rain alert's Open-Meteo: the binary's own replay of recorded answers (test routes).
      ACEITO_WEATHER_URL: `${url}/api/test/open-meteo/forecast`,
      ACEITO_GEOCODING_URL: `${url}/api/test/open-meteo/search`,
      // Web Push goes to push.spec.ts's in-test push service only (no real push service offline).
      ACEITO_PUSH_HOSTS: `127.0.0.1:${pushPort}`,
      ...extraEnv,
    },
  };
}

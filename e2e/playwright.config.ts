import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The suite runs against the real binary (bin/aceito, with the web app embedded) on a fresh data
// directory, in Debian's Chromium: a test tool's own browser download cannot work here.
const port = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'aceito-e2e-'));

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
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: chromium,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { viewport: { width: 375, height: 740 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    command: '../bin/aceito serve',
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      ACEITO_ADDR: `127.0.0.1:${port}`,
      // Links the server builds (payment pages, e-mails) must use the host the browser uses,
      // or the session cookie would not travel with them.
      ACEITO_BASE_URL: baseURL,
      ACEITO_DATA_DIR: dataDir,
      ACEITO_LOG_LEVEL: 'warn',
      // /api/test/* (read the outbox, run the scheduler at a given time) for these tests only.
      ACEITO_TEST_ENDPOINTS: 'true',
      // The operator's contacts and identity (GET /api/site): the footer, the legal pages and
      // the plan cards show them; ACEITO_SUPPORT_PHONE stays unset to prove unset is hidden.
      ACEITO_SUPPORT_EMAIL: 'suporte@aceito.com.br',
      ACEITO_SUPPORT_WHATSAPP: '+55 11 98765-4321',
      ACEITO_COMPANY_NAME: 'Aceito Tecnologia Ltda.',
      ACEITO_COMPANY_ID: '11.222.333/0001-81',
    },
  },
});

import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { notificationsMentioning, signIn, signUp, uniqueEmail } from './helpers';

// Well under the bell's 30 s polling: passing proves the realtime stream did it.
const REALTIME = { timeout: 5_000 };

/** A second browser (its own cookies and storage) with the project's viewport. */
async function secondBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    hasTouch: use.hasTouch,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** The São Paulo date and HH:MM of an instant (UTC−3 all year: no daylight saving time since 2019). */
function saoPaulo(at: Date): { date: string; time: string } {
  const local = new Date(at.getTime() - 3 * 60 * 60 * 1000).toISOString();
  return { date: local.slice(0, 10), time: local.slice(11, 16) };
}

test('the partner sees a new guest and a reminder without reloading', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, 'realtime');
  await signUp(page, email);
  const other = await secondBrowser(browser, testInfo);
  await signIn(other, email);
  await expect(other).toHaveURL(/\/app$/);

  // (a) A adds a guest; B's open guest list shows it.
  await page.goto('/app/guests');
  await other.goto('/app/guests');
  await expect(other.getByRole('heading', { name: 'Lista de Convidados' })).toBeVisible();
  await expect(other.getByText('Bruno Lima')).toHaveCount(0);
  await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('Bruno Lima');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(other.getByText('Bruno Lima').first()).toBeVisible(REALTIME);

  // (b) A task due today with a reminder in two minutes; the scheduler runs at that minute and
  // B's bell and a toast show the reminder.
  const at = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 2 * 60_000);
  const { date, time } = saoPaulo(at);
  const task = await page.request.post('/api/checklist', {
    data: { tarefa: 'Confirmar o buffet', prioridade: 'alta', prazo: date, horario_lembrete: time },
  });
  expect(task.status()).toBe(201);
  await expect(other.getByTestId('notification-badge')).toHaveCount(0);

  const reminders = () => notificationsMentioning(page, 'Confirmar o buffet');
  const run = await page.request.post('/api/test/run-jobs', { data: { at: at.toISOString() } });
  expect(run.status()).toBe(200);
  expect(await reminders()).toBe(1);

  await expect(other.getByTestId('notification-badge')).toHaveText('1', REALTIME);
  await expect(other.getByText('Lembrete de tarefa').first()).toBeVisible(REALTIME);
  await expect(other.getByText(`Confirmar o buffet — prazo hoje, lembrete das ${time}.`).first()).toBeVisible(REALTIME);

  // Running the same minute again (a second instance, a restart) delivers nothing twice.
  const again = await page.request.post('/api/test/run-jobs', { data: { at: at.toISOString() } });
  expect(again.status()).toBe(200);
  expect(await reminders()).toBe(1);
  await other.context().close();
});

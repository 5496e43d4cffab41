import { expect, test } from '@playwright/test';
import { outboxMessages, signUp, uniqueEmail } from './helpers';

/** The São Paulo calendar day `days` from now, as YYYY-MM-DD. */
function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// Issue 15: the one-click unsubscribe happens outside the app (the inbox); the member's open
// 'Notificações' card hears of it by realtime and shows the switch off, with no reload.
test("an unsubscribe link turns the switch off in the member's open app", async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo, 'descadastrar-aberto');
  await signUp(page, email, 'Ana', 'Souza');
  const created = await page.request.post('/api/payment-reminders', {
    data: { supplier_name: 'Buffet Sabor', amount_cents: 150000, due_date: saoPauloDay(3), notification_times: ['08:00'] },
  });
  expect(created.status()).toBe(201);
  const run = await page.request.post('/api/test/run-jobs', { data: { at: new Date(`${saoPauloDay(1)}T08:00:00-03:00`).toISOString() } });
  expect(run.ok()).toBeTruthy();
  const mail = (await outboxMessages(page, email)).find((m) => m.subject === 'Lembrete de pagamento: Buffet Sabor');
  const link = /\/descadastrar\/[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0] ?? '';
  expect(link, 'the reminder e-mail has an unsubscribe link').not.toBe('');

  await page.goto('/app/profile#notificacoes');
  const card = page.locator('#notificacoes');
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por e-mail' })).toBeChecked();

  // The inbox, in another tab: the page, then 'Confirmar' (the one-click POST).
  const inbox = await context.newPage();
  await inbox.goto(link);
  await inbox.getByRole('button', { name: 'Confirmar' }).click();
  await expect(inbox.getByRole('heading', { name: 'Pronto!' })).toBeVisible();

  // The app's tab was not reloaded: the realtime event made the card refetch.
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por e-mail' })).not.toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Tarefas por e-mail' })).toBeChecked();
  // An e-mail's link turns off that e-mail only: the push stays as it was.
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por notificação push' })).toBeChecked();
});

import { expect, test } from '@playwright/test';
import { paymentReminderUnsubscribeLink, signUp, uniqueEmail } from './helpers';

// Issue 15: the one-click unsubscribe happens outside the app (the inbox); the member's open
// 'Notificações' card hears of it by realtime and shows the switch off, with no reload.
test("an unsubscribe link turns the switch off in the member's open app", async ({ page, context }, testInfo) => {
  const email = uniqueEmail(testInfo, 'descadastrar-aberto');
  await signUp(page, email, 'Ana', 'Souza');
  const link = await paymentReminderUnsubscribeLink(page, email);

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

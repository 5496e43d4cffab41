import { expect, test } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paymentReminderUnsubscribeLink, signUp, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

test("Configurações → 'Notificações': the member's e-mail choices persist across a reload", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'notificacoes'), 'Ana', 'Souza');
  await page.goto('/app/profile#notificacoes');
  const card = page.locator('#notificacoes');
  await expect(card.getByRole('heading', { name: 'Notificações', exact: true })).toBeVisible();
  const tasks = card.getByRole('checkbox', { name: 'Tarefas por e-mail' });
  const payments = card.getByRole('checkbox', { name: 'Pagamentos por e-mail' });
  const spending = card.getByRole('checkbox', { name: 'Gastos por e-mail' });
  const digest = card.getByRole('checkbox', { name: 'Resumo do dia' });
  // E-mail on by default, no digest.
  await expect(tasks).toBeChecked();
  await expect(payments).toBeChecked();
  await expect(spending).toBeChecked();
  await expect(digest).not.toBeChecked();
  await expect(card.getByText(/às 08:00, no lugar dos e-mails avulsos/)).toBeVisible();
  // Push and its quiet hours: push.spec.ts.

  await spending.click();
  await digest.click();
  await card.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();

  if (process.env.UPDATE_SCREENSHOTS) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // no toast over the picture
    const width = page.viewportSize()?.width ?? 1280;
    // The whole card in view: a taller card than the screen would be cut, or scrolled under the sticky top bar.
    await page.setViewportSize({ width, height: 1800 });
    await card.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `notification-preferences-${width}.png`) });
  }

  await page.reload();
  await expect(card.getByRole('heading', { name: 'Notificações', exact: true })).toBeVisible();
  await expect(tasks).toBeChecked();
  await expect(payments).toBeChecked();
  await expect(spending).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(card.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
});

test("a reminder e-mail's unsubscribe link: the page only shows, 'Confirmar' turns 'Pagamentos' off", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'descadastrar');
  await signUp(page, email, 'Ana', 'Souza');
  const link = await paymentReminderUnsubscribeLink(page, email);

  await page.goto(link);
  await expect(page.getByText('Você não receberá mais e-mails de lembretes de pagamentos.')).toBeVisible();
  // Opening the page changed nothing.
  const before = await (await page.request.get('/api/notification-preferences')).json();
  expect(before.categories.payments.email).toBe(true);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Pronto!' })).toBeVisible();

  await page.getByRole('link', { name: 'Configurações → Notificações' }).click();
  const card = page.locator('#notificacoes');
  await expect(card.getByRole('checkbox', { name: 'Tarefas por e-mail' })).toBeChecked();
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por e-mail' })).not.toBeChecked();
  // Only the e-mail: the unsubscribe link leaves push as it was.
  await expect(card.getByRole('checkbox', { name: 'Pagamentos por notificação push' })).toBeChecked();
});

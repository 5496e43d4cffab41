import { expect, test, type Page } from '@playwright/test';
import { closeToasts, setPlan, signUp, uniqueEmail } from './helpers';

/** Buys Premium for the signed-in couple through the local provider's test checkout. */
async function buyPremium(page: Page): Promise<void> {
  const res = await page.request.post('/api/checkout', { data: { plan: 'premium' } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/app(\?|#|$)/);
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test('a couple upgrades and follows it in the bell and the notifications centre', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'notif');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await expect(bell(page)).toHaveAccessibleName('Notificações');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // A ceremony (priority 2) and then the upgrade (priority 3) each tell the couple.
  const ceremony = await page.request.post('/api/ceremonies', {
    data: { ceremony_type: 'civil', venue_name: 'Cartório Central', venue_address: 'Rua Direita, 10' },
  });
  expect(ceremony.status()).toBe(201);
  await buyPremium(page);

  // Priority 3 pops a toast with the plan and its end date.
  await expect(page.getByText(/^Plano Premium ativo até \d\d\/\d\d\/\d{4}\.$/).first()).toBeVisible();
  await expect(page.getByTestId('notification-badge')).toHaveText('2');
  await expect(bell(page)).toHaveAccessibleName('Notificações: 2 não lidas');

  // The panel: priority first, search, nothing found. On a phone the toast covers the bell.
  await closeToasts(page);
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  const items = panel.getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Assinatura atualizada');
  await expect(items.nth(0)).toContainText('Agora há pouco');
  await expect(items.nth(1)).toContainText('Documentação da cerimônia criada');

  const search = panel.getByRole('searchbox', { name: 'Buscar notificações' });
  await search.fill('premium');
  await expect(items).toHaveCount(1);
  await expect(items.first()).toContainText('Assinatura atualizada');
  await search.fill('lua de mel');
  await expect(panel.getByText('Nenhuma notificação encontrada')).toBeVisible();
  await search.fill('');
  await expect(items).toHaveCount(2);

  // Mark all read: the badge goes, the unread filter is empty.
  await panel.getByRole('button', { name: 'Marcar todas como lidas' }).click();
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Não lidas' }).click();
  await expect(panel.getByText('Nenhuma notificação', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Todas', exact: true }).click();
  await expect(items).toHaveCount(2);

  // Delete one.
  await panel.getByRole('button', { name: 'Excluir notificação: Documentação da cerimônia criada' }).click();
  await expect(items).toHaveCount(1);

  // The centre lists what is left, after a reload too.
  await panel.getByRole('link', { name: 'Ver todas as notificações' }).click();
  await expect(page).toHaveURL(/\/app\/notifications$/);
  await expect(page.getByRole('heading', { name: 'Notificações', level: 1 })).toBeVisible();
  await page.reload();
  const centre = page.getByTestId('centre-item');
  await expect(centre).toHaveCount(1);
  await expect(centre.first()).toContainText('Assinatura atualizada');
  await expect(centre.first()).toContainText(/Plano Premium ativo até \d\d\/\d\d\/\d{4}\./);
  await expect(centre.first()).toContainText('Agora há pouco');
  await expect(page.getByTestId('centre-unread')).toHaveCount(0);
});

test('the centre starts empty and an unread item is marked read by a click', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'notif-centre'));
  await page.goto('/app/notifications');
  await expect(page.getByText('Nenhuma notificação ainda')).toBeVisible();

  const ceremony = await page.request.post('/api/ceremonies', {
    data: { ceremony_type: 'religious', venue_name: 'Igreja Matriz', venue_address: 'Praça da Sé, 1' },
  });
  expect(ceremony.status()).toBe(201);
  await page.reload();
  await expect(page.getByTestId('centre-unread')).toHaveText('1 não lida');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.getByTestId('centre-item').first().click();
  await expect(page).toHaveURL(/\/app\/planning$/);
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
});

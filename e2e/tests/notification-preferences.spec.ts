import { expect, test } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUp, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

test("Configurações → 'Notificações': the member's e-mail choices persist across a reload", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'notificacoes'), 'Ana', 'Souza');
  await page.goto('/app/profile#notificacoes');
  const card = page.locator('#notificacoes');
  await expect(card.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  const tasks = card.getByRole('checkbox', { name: 'Tarefas' });
  const payments = card.getByRole('checkbox', { name: 'Pagamentos' });
  const spending = card.getByRole('checkbox', { name: 'Gastos' });
  const digest = card.getByRole('checkbox', { name: 'Resumo do dia' });
  // E-mail on by default, no digest.
  await expect(tasks).toBeChecked();
  await expect(payments).toBeChecked();
  await expect(spending).toBeChecked();
  await expect(digest).not.toBeChecked();
  await expect(card.getByText(/às 08:00, no lugar dos e-mails avulsos/)).toBeVisible();
  // No push control of any kind (Web Push is not offered yet).
  await expect(card.getByText(/push/i)).toHaveCount(0);

  await spending.click();
  await digest.click();
  await card.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(page.getByText('Preferências de notificação salvas.')).toBeVisible();

  if (process.env.UPDATE_SCREENSHOTS) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // no toast over the picture
    const width = page.viewportSize()?.width ?? 1280;
    await card.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `notification-preferences-${width}.png`) });
  }

  await page.reload();
  await expect(card.getByRole('heading', { name: 'Notificações' })).toBeVisible();
  await expect(tasks).toBeChecked();
  await expect(payments).toBeChecked();
  await expect(spending).not.toBeChecked();
  await expect(digest).toBeChecked();
  await expect(card.getByRole('button', { name: 'Salvar preferências' })).toBeDisabled();
});

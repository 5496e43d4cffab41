import { expect, test } from '@playwright/test';
import { notificationsMentioning, saoPauloDay, signUp, uniqueEmail } from './helpers';

// A couple planning from abroad: this browser's clock is Tokyo's (12 h ahead of São Paulo).
test.use({ timezoneId: 'Asia/Tokyo' });

function brDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

test("a reminder saved at 09:00 from a browser in Tokyo shows 09:00 and fires at 09:00 in the wedding's zone", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'fuso'));
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('Asia/Tokyo');

  await page.goto('/app/financial-control');
  await page.getByRole('button', { name: 'Criar Primeiro Lembrete' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Lembrete de Pagamento' });
  // The form says whose clock the times are on.
  await expect(form.getByRole('group', { name: 'Horários das notificações' })).toHaveAccessibleDescription('Horário de Brasília');
  await form.getByLabel('Fornecedor*').fill('Floricultura Ipê');
  await form.getByLabel('Valor (R$)*').fill('800,00');
  await form.getByLabel('Vencimento*', { exact: true }).fill(brDate(saoPauloDay(3)));
  await form.getByLabel('Horário 1').fill('09:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Lembrete criado com sucesso!').first()).toBeVisible();

  const card = page.getByTestId('reminder-card').filter({ hasText: 'Floricultura Ipê' });
  await expect(card.getByText('Notificações: 09:00')).toBeVisible();
  // Reopened, the form shows the time as it was typed.
  await card.getByRole('button', { name: 'Editar lembrete de Floricultura Ipê' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Lembrete' });
  await expect(edit.getByLabel('Horário 1')).toHaveValue('09:00');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();

  // 09:00 tomorrow in Tokyo is 21:00 today in São Paulo: nothing is due then.
  const tokyoNine = new Date(`${saoPauloDay(1)}T09:00:00+09:00`).toISOString();
  const reminders = () => notificationsMentioning(page, 'Floricultura Ipê');
  expect((await page.request.post('/api/test/run-jobs', { data: { at: tokyoNine } })).ok()).toBeTruthy();
  expect(await reminders()).toBe(0);
  // 09:00 tomorrow in São Paulo, the wedding's zone, the reminder fires.
  const saoPauloNine = new Date(`${saoPauloDay(1)}T09:00:00-03:00`).toISOString();
  expect((await page.request.post('/api/test/run-jobs', { data: { at: saoPauloNine } })).ok()).toBeTruthy();
  expect(await reminders()).toBe(1);
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
});

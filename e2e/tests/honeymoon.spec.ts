import { expect, test } from '@playwright/test';
import { buyPremium, setPlan, signUp, uniqueEmail } from './helpers';

test('a Premium couple plans the honeymoon and the budget shows it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'luademel');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  // The 'Lua de Mel' budget line needs a budget with a total first.
  const budget = await page.request.put('/api/budget', {
    data: { total_cents: 5_000_000, categories: [{ nome: 'Buffet', percent_tenths: 1000 }] },
  });
  expect(budget.ok()).toBeTruthy();
  await buyPremium(page);

  await page.goto('/app/honeymoon');
  await expect(page.getByRole('heading', { name: 'Lua de Mel', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Salvar Plano' }).click();
  await expect(page.getByText('Por favor, informe o destino da lua de mel.').first()).toBeVisible();

  await page.getByRole('button', { name: /Gramado, RS/ }).click();
  await expect(page.getByLabel('Destino *')).toHaveValue('Gramado, RS');
  await page.getByLabel('Data de ida', { exact: true }).fill('20052027');
  await page.getByLabel('Data de volta', { exact: true }).fill('27/05/2027');
  await page.getByLabel('Orçamento (R$)').fill('6.000,00');
  await page.getByRole('group', { name: 'Preferências' }).getByRole('button', { name: 'Montanha' }).click();
  await page.getByLabel('Estimado Hospedagem').fill('3.000,00');
  await page.getByLabel('Estimado Passagens Aéreas').fill('1.500,00');
  await page.getByLabel('Estimado Outros').fill('muito');
  await page.getByLabel('Real Passagens Aéreas').fill('1.200,00');
  await expect(page.getByTestId('honeymoon-total-estimated')).toHaveText('R$ 4.500,00');
  await expect(page.getByTestId('honeymoon-total-actual')).toHaveText('R$ 1.200,00');
  await page.getByRole('button', { name: 'Salvar Plano' }).click();
  await expect(page.getByText('Plano de lua de mel salvo com sucesso.').first()).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Destino *')).toHaveValue('Gramado, RS');
  await expect(page.getByLabel('Data de ida', { exact: true })).toHaveValue('20/05/2027');
  await expect(page.getByLabel('Data de volta', { exact: true })).toHaveValue('27/05/2027');
  await expect(page.getByLabel('Orçamento (R$)')).toHaveValue('6.000,00');
  await expect(page.getByRole('group', { name: 'Preferências' }).getByRole('button', { name: 'Montanha' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Estimado Outros')).toHaveValue('');
  await expect(page.getByTestId('honeymoon-total-estimated')).toHaveText('R$ 4.500,00');

  await page.goto('/app/budget');
  const lua = page.getByTestId('budget-category').filter({ has: page.getByTestId('budget-fixed') });
  await expect(lua).toHaveCount(1);
  await expect(lua.getByLabel('Categoria')).toHaveValue('Lua de Mel');
  await expect(lua.getByTestId('budget-allocated')).toHaveText('R$ 4.500,00');
  await expect(lua.getByLabel('Gasto (R$)')).toHaveValue('1.200,00');

  // Back on Essencial the plan is locked, not hidden: the gated card, then the saved trip read-only.
  await setPlan(page, email, 'essencial');
  await page.goto('/app/honeymoon');
  await expect(page.getByTestId('gated-card')).toBeVisible();
  await expect(page.getByTestId('honeymoon-read-only')).toBeVisible();
  await expect(page.getByLabel('Destino *')).toHaveValue('Gramado, RS');
  await expect(page.getByLabel('Destino *')).toBeDisabled();
  await expect(page.getByLabel('Data de volta', { exact: true })).toHaveValue('27/05/2027');
  await expect(page.getByRole('button', { name: 'Salvar Plano' })).toHaveCount(0);
});

test('an Essencial couple sees the gated card', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'luademel-essencial');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await page.goto('/app/honeymoon');
  const card = page.getByTestId('gated-card');
  await expect(card).toBeVisible();
  await expect(card.getByText('Funcionalidade Premium')).toBeVisible();
  await expect(card.getByText('Plano atual: Essencial')).toBeVisible();
  await expect(page.getByLabel('Destino *')).toHaveCount(0);
});

// Gated means read-only on every screen with the couple's data (issue 15): the rain alert's venue too.
test('a couple who leaves Luxo still sees the rain alert venue, read-only', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'chuva-leitura');
  await signUp(page, email);
  await setPlan(page, email, 'luxo');
  const saved = await page.request.put('/api/weather/venue', {
    data: { name: 'Campinas', state: 'São Paulo', country: 'Brasil', latitude: -22.90556, longitude: -47.06083, ceremony_time: '16:30' },
  });
  expect(saved.ok()).toBeTruthy();

  await setPlan(page, email, 'essencial');
  await page.goto('/app/weather-alert');
  await expect(page.getByTestId('gated-card')).toBeVisible();
  const venue = page.getByTestId('weather-read-only');
  await expect(venue).toContainText('Somente leitura: o local salvo continua aqui, sem previsão nem alertas.');
  await expect(venue).toContainText('Campinas, São Paulo, Brasil');
  await expect(venue).toContainText('16:30');
  await expect(page.getByRole('button', { name: 'Salvar local' })).toHaveCount(0);
  await expect(page.getByRole('search', { name: 'Buscar cidade' })).toHaveCount(0);
  // The server keeps refusing the write.
  const refused = await page.request.put('/api/weather/venue', {
    data: { name: 'Campinas', state: 'São Paulo', country: 'Brasil', latitude: -22.90556, longitude: -47.06083, ceremony_time: '18:00' },
  });
  expect(refused.status()).toBe(403);
});

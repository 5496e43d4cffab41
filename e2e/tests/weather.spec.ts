import { expect, test } from '@playwright/test';
import { saoPauloDay, setPlan, signUp, uniqueEmail } from './helpers';

// The server's Open-Meteo is the replay served by the binary itself behind ACEITO_TEST_ENDPOINTS
// (playwright.config.ts points ACEITO_WEATHER_URL and ACEITO_GEOCODING_URL at it): the recorded
// forecast with 30% at the ceremony's hours ('Chance moderada de chuva'), and the recorded
// search results for "Campinas". Nothing reaches the real provider.
test('a Luxo couple picks the venue city and sees the rain forecast around the ceremony', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'chuva');
  await signUp(page, email);
  await setPlan(page, email, 'luxo');
  const weddingDay = saoPauloDay(5);
  const profile = await page.request.put('/api/profile', { data: { first_name: 'Ana', wedding_date: weddingDay } });
  expect(profile.status()).toBe(200);

  await page.goto('/app/weather-alert');
  await expect(page.getByRole('heading', { name: 'Alerta de Chuva', level: 1 })).toBeVisible();
  await expect(page.getByText('Previsão do tempo para o grande dia, com avisos se houver risco de chuva.')).toBeVisible();
  await expect(page.getByText(/Escolham a cidade do casamento para ver a previsão/)).toBeVisible();

  await page.getByLabel('Cidade do casamento').fill('Campinas');
  await page.getByRole('button', { name: 'Buscar' }).click();
  const results = page.getByRole('list', { name: 'Cidades encontradas' });
  await expect(results.getByRole('button')).toHaveCount(3);
  await results.getByRole('button', { name: 'Campinas, São Paulo, Brasil' }).click();
  await page.getByLabel('Horário da cerimônia').fill('16:00');
  await page.getByRole('button', { name: 'Salvar local' }).click();

  await expect(page.getByText('Chance moderada de chuva', { exact: true })).toBeVisible();
  await expect(page.getByText('Previsão para Campinas, São Paulo, Brasil, cerimônia às 16:00.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Chance de chuva no dia' })).toContainText('30%');
  await expect(page.getByRole('group', { name: 'Chuva prevista no dia' })).toContainText('3,2 mm');
  const hours = page.getByRole('table', { name: 'Chance de chuva por hora perto da cerimônia' });
  await expect(hours.getByRole('row')).toHaveCount(8); // header + 13:00..19:00
  await expect(hours.getByRole('row').filter({ hasText: 'cerimônia' })).toContainText('16:00');
  const [y, m, d] = weddingDay.split('-');
  await expect(page.getByText(`Casamento em ${d}/${m}/${y}`)).toBeVisible();

  // The page keeps the venue after a reload (stored with its coordinates).
  await page.reload();
  await expect(page.getByText('Chance moderada de chuva', { exact: true })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`weather-${page.viewportSize()?.width}.png`), fullPage: true });

  // A wedding 20 days ahead is before D-16: the page says from when the forecast shows.
  const later = saoPauloDay(20);
  await page.request.put('/api/profile', { data: { first_name: 'Ana', wedding_date: later } });
  const [ly, lm, ld] = saoPauloDay(4).split('-');
  await page.reload();
  await expect(page.getByText(/A previsão fica disponível a partir de/)).toContainText(`${ld}/${lm}/${ly}, 16 dias antes do casamento`);

  // A downgrade gates the page (and the scheduler stops the alerts: Go tests cover that).
  await setPlan(page, email, 'premium');
  await page.goto('/app/weather-alert');
  await expect(page.getByTestId('gated-card')).toContainText('Plano atual: Premium');
  await expect(page.getByTestId('gated-card')).toContainText('Disponível no plano Luxo');
  await expect(page.getByText('Chance moderada de chuva', { exact: true })).toHaveCount(0);
});

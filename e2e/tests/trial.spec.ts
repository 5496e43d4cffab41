import { expect, test, type Page } from '@playwright/test';
import { signUp, uniqueEmail } from './helpers';

// The shell's session is fresh for 5 minutes and nothing polls it: a change shown this fast,
// with no reload, came through the realtime stream.
const REALTIME = { timeout: 10_000 };

/** Pays for plan on the local provider's test checkout page in tab (the couple's session). */
async function payInTab(tab: Page, plan: string): Promise<void> {
  const res = await tab.request.post('/api/checkout', { data: { plan } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await tab.goto(url);
  await tab.getByLabel('Nome no cartão').fill('Ana Souza');
  await tab.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await tab.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(tab).toHaveURL(/\/app(\?|$)/);
}

test('a sign-up starts the free trial; its end locks the wedding; a plan paid in another tab unlocks this one', async ({
  page,
}, testInfo) => {
  // The offer is on the sign-up tab.
  await page.goto('/auth?aba=criar-conta');
  await expect(page.getByTestId('trial-offer')).toContainText('Teste grátis por 14 dias, sem cartão');

  const email = uniqueEmail(testInfo, 'teste-gratis');
  await signUp(page, email);
  const banner = page.getByTestId('trial-banner');
  await expect(banner).toContainText('Teste grátis: 14 dias restantes');
  await expect(page.getByTestId('shell-plan').first()).toHaveText('Teste grátis: 14 dias restantes');

  // Premium is open during the trial: the honeymoon planner is not a gated card.
  await page.goto('/app/honeymoon');
  await expect(page.getByRole('button', { name: 'Salvar Plano' })).toBeVisible();
  await expect(page.getByTestId('gated-card')).toHaveCount(0);

  // Settings' subscription card says it too, and offers every plan.
  await page.goto('/app/profile#assinatura');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Teste grátis: 14 dias restantes');
  await expect(page.getByTestId('subscription-status')).toHaveText('Teste grátis');
  await expect(page.getByRole('button', { name: 'Assinar Premium' })).toBeVisible();

  // The trial ends (the scheduler, run now on a trial that ends now): this open tab shows the
  // locked state without a reload.
  await page.goto('/app/guests');
  await expect(page.getByRole('heading', { name: 'Lista de Convidados' })).toBeVisible();
  const end = await page.request.post('/api/test/end-trial', { data: { email } });
  expect(end.ok()).toBeTruthy();
  await expect(banner).toContainText('Teste grátis encerrado', REALTIME);
  await expect(banner.getByRole('link', { name: 'Escolher um plano' })).toHaveAttribute('href', '/app/profile#assinatura');
  await expect(page.getByTestId('shell-plan').first()).toHaveText('Teste grátis encerrado');

  // Read-only: a write is refused with the reason, a read still answers.
  await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('Bruno Lima');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Seu teste grátis terminou. Escolha um plano para continuar.').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect((await page.request.get('/api/guests')).status()).toBe(200);

  // Premium paid in a second tab: the first tab shows the plan, unlocked, without a reload.
  const second = await page.context().newPage();
  await payInTab(second, 'premium');
  await expect(page.getByTestId('shell-plan').first()).toHaveText('Plano Premium', REALTIME);
  await expect(banner).toHaveCount(0);
  await second.close();
  expect((await page.request.post('/api/guests', { data: { nome: 'Bruno Lima' } })).status()).toBe(201);
});

test('the landing and checkout offer the free trial', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('trial-offer')).toContainText('Teste grátis por 14 dias, sem cartão');
  await page.goto('/payment?plan=premium');
  const offer = page.getByTestId('trial-offer');
  await expect(offer).toContainText('Teste grátis por 14 dias, sem cartão');
  await offer.getByRole('link').click();
  await expect(page).toHaveURL(/\/auth\?aba=criar-conta$/);
  await expect(page.getByRole('form', { name: 'Criar conta' })).toBeVisible();
});

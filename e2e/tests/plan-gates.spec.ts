import { expect, test } from '@playwright/test';
import { openMenuIfCollapsed, setPlan, signUp, uniqueEmail } from './helpers';

test('an Essencial couple sees the lock on a gated menu entry and the plan that has it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'cadeado');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');

  await openMenuIfCollapsed(page);
  // The lock's accessible label names the cheapest plan with the feature, from the catalogue.
  const honeymoon = page.getByRole('link', { name: /^Lua de Mel/ });
  await expect(honeymoon.getByRole('img', { name: 'Disponível no plano Premium' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orçamento', exact: true })).toBeVisible();

  await honeymoon.click();
  const card = page.getByTestId('gated-card');
  await expect(card.getByRole('heading', { name: 'Funcionalidade Premium' })).toBeVisible();
  await expect(card.getByTestId('gated-card-plan')).toHaveText('Disponível no plano Premium');
  await expect(card.getByText('Plano atual: Essencial')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos');
});

test('a Premium couple sees no lock on what Premium includes', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'semcadeado');
  await signUp(page, email);
  await setPlan(page, email, 'premium');

  await openMenuIfCollapsed(page);
  await expect(page.getByRole('link', { name: 'Lua de Mel', exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Lua de Mel', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Salvar Plano' })).toBeVisible();
});

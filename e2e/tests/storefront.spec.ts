import { expect, test, type Page } from '@playwright/test';
import { mailLink, openMenuIfCollapsed, outboxMessages, setPlan, signUp, statValue, uniqueEmail } from './helpers';

/**
 * Picks a plan on the landing page and goes through pre-checkout to /payment. A visitor proves
 * the e-mail first: the page says where the link went, and the e-mailed link opens /payment.
 */
async function choosePlan(page: Page, planName: string, email: string, visitor = false): Promise<void> {
  await page.goto('/#planos');
  await page.getByRole('button', { name: `Escolher ${planName}` }).click();
  const form = page.getByRole('form', { name: 'Dados para assinatura' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  if (visitor) {
    await expect(form.getByTestId('pay-link-sent')).toContainText(`Enviamos um link para ${email}`);
    await page.goto(await mailLink(page, email, 'Continue a sua assinatura do Aceito', '/payment?plan='));
  }
  await expect(page).toHaveURL(new RegExp(`/payment\\?plan=`));
}

/** Pays on /payment: the provider's page opens in a new tab; returns that tab after paying. */
async function payWithCard(page: Page, card: string): Promise<Page> {
  const popup = page.context().waitForEvent('page');
  await page.getByRole('form', { name: 'Pagamento' }).getByRole('button', { name: 'Pagar com cartão' }).click();
  const checkout = await popup;
  await expect(checkout.getByText('Modo de teste')).toBeVisible();
  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  await checkout.getByLabel('Número do cartão').fill(card);
  await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
  return checkout;
}

test('a visitor picks a plan, pays, and starts on that plan', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'compra');
  await choosePlan(page, 'Premium', email, true);
  await expect(page.getByRole('form', { name: 'Pagamento' }).getByTestId('pay-link-confirmed')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('checkout_email'))).toBe(email);

  // A declined card keeps the buyer on the provider's page with the reason.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Pagar com cartão' }).click();
  await expect(page.getByText('Redirecionando para pagamento').first()).toBeVisible();
  const checkout = await popup;
  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  await checkout.getByLabel('Número do cartão').fill('4000 0000 0000 0002');
  await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(checkout.getByRole('alert')).toContainText('Pagamento recusado');

  // Another card goes through: the payment creates the account and signs this browser in.
  await expect(checkout.getByLabel('Nome no cartão')).toHaveValue('Ana Souza');
  await checkout.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(checkout).toHaveURL(/\/app$/);
  await expect(checkout.getByText('Assinatura atualizada').first()).toBeVisible();
  await expect(checkout.getByText('Conta criada').first()).toBeVisible();
  await openMenuIfCollapsed(checkout);
  await expect(checkout.getByTestId('shell-plan').filter({ visible: true })).toHaveText('Plano Premium');

  // Configurações shows the paid plan; the original tab is signed in too once it reloads. The
  // buyer is done with the provider's tab: a browser would let it sleep in the background, which
  // Playwright's pages never do (both loaded the app at once, on the one-core run's busy core).
  await checkout.close();
  await page.goto('/app/profile#assinatura');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Plano Premium');
  await expect(page.getByTestId('subscription-status')).toHaveText('Ativa');
});

test('the plan picker answers alike for an address with an account, whose owner is told to sign in', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, 'ja-tem-conta');
  await signUp(page, email);
  const visitor = await browser.newPage();
  await visitor.goto('/#planos');
  await visitor.getByRole('button', { name: 'Escolher Luxo' }).click();
  const form = visitor.getByRole('form', { name: 'Dados para assinatura' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(form.getByTestId('pay-link-sent')).toContainText(`Enviamos um link para ${email}`);
  await visitor.close();

  const [notice] = await outboxMessages(page, email);
  expect(notice?.subject).toBe('Você já tem uma conta no Aceito');
  expect(notice?.body).toContain('Configurações');
  expect(notice?.body).not.toContain('token=');
});

test('a couple cancels the plan from Configurações and can take it back', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'cancela');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Upgrade Plano' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/app\/profile#assinatura$/);
  await expect(page.getByTestId('subscription-plan')).toHaveText('Plano Essencial');
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toHaveCount(0);

  // Upgrade from the manager: the provider's page opens in a new tab.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Fazer upgrade para Luxo' }).click();
  const checkout = await popup;
  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  // Their first paid plan: the launch offer (on by default) halves the first months.
  await checkout.getByRole('button', { name: /^Pagar R\$ 24,95/ }).click();
  await expect(checkout).toHaveURL(/\/app(\?|$)/);
  await checkout.close();

  // Back on the first tab, the manager shows Luxo without a reload.
  await page.bringToFront();
  // What the browser signals when the couple comes back to this tab.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
  await expect(page.getByTestId('subscription-plan')).toHaveText('Plano Luxo');
  await expect(page.getByText(/Válido até \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  await page.getByRole('button', { name: 'Cancelar assinatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancelar assinatura?' });
  await expect(dialog).toContainText('continua ativo até');
  await dialog.getByRole('button', { name: 'Confirmar cancelamento' }).click();
  await expect(page.getByText('Assinatura atualizada').first()).toBeVisible();
  await expect(page.getByText(/Cancelamento agendado/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/Cancelamento agendado/)).toBeVisible();
  await page.getByRole('button', { name: 'Reativar assinatura' }).click();
  await expect(page.getByRole('button', { name: 'Cancelar assinatura' })).toBeVisible();
});

test('the 51st guest on Essencial meets the limit, and an upgrade lifts it', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'limite');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  for (let i = 1; i <= 50; i++) {
    const res = await page.request.post('/api/guests', { data: { nome: `Convidado ${String(i).padStart(2, '0')}` } });
    expect(res.status()).toBe(201);
  }
  await page.goto('/app/guests');
  await expect(statValue(page, 'Total Convidados')).toHaveText('50');

  await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('Convidada 51');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Limite Atingido')).toBeVisible();
  await expect(dialog.getByText('50/50 utilizados')).toBeVisible();
  await dialog.getByRole('link', { name: 'Fazer upgrade' }).click();
  await expect(page).toHaveURL(/\/#planos$/);

  // Upgrade as a signed-in couple: the plan changes once the payment is confirmed.
  await choosePlan(page, 'Premium', email);
  const checkout = await payWithCard(page, '4242 4242 4242 4242');
  await expect(checkout).toHaveURL(/\/app(\?|$)/);
  await expect(checkout.getByText('Assinatura atualizada').first()).toBeVisible();
  await checkout.goto('/app/guests');
  await checkout.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const again = checkout.getByRole('dialog');
  await again.getByLabel('Nome*').fill('Convidada 51');
  await again.getByRole('button', { name: 'Salvar' }).click();
  await expect(checkout.getByText('Convidado adicionado').first()).toBeVisible();
  await expect(statValue(checkout, 'Total Convidados')).toHaveText('51');
});

test('the landing menu scrolls to its sections and the FAQ keeps several answers open', async ({ page }) => {
  // On a phone, the visitor taps 'Abrir menu' of the HTML's first paint, before the page's code has
  // arrived (held back here until that tap): the menu opens once it can.
  let tapped = (): void => undefined;
  const tap = new Promise<void>((resolve) => (tapped = resolve));
  const phone = (page.viewportSize()?.width ?? 1280) < 1024;
  if (phone) {
    await page.route(/\/assets\/render-landing-[^/]+\.js$/, async (route) => {
      await tap;
      await route.continue();
    });
  }
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Abrir menu' });
  if (phone) {
    await menuButton.click();
    tapped();
    // The drawer's code loads on the first tap (issue 16): follow the link once the drawer shows
    // it, as a visitor does (the footer's link of the same name is under the drawer by then).
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Perguntas frequentes' }).click();
  } else {
    await page.getByRole('link', { name: 'Perguntas frequentes' }).filter({ visible: true }).first().click();
  }
  await expect(page).toHaveURL(/#faq$/);
  await expect(page.locator('#faq')).toBeInViewport();
  const faq = page.locator('#faq details');
  await faq.nth(0).locator('summary').click();
  await faq.nth(1).locator('summary').click();
  await expect(faq.nth(0)).toHaveAttribute('open', '');
  await expect(faq.nth(1)).toHaveAttribute('open', '');
});

test('/payment-cancel offers to retry the plan or go home', async ({ page }) => {
  await page.goto('/payment-cancel?plan=luxo');
  await expect(page.getByRole('heading', { name: 'Pagamento Cancelado' })).toBeVisible();
  await page.getByRole('link', { name: 'Tentar novamente' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=luxo$/);
  await page.goto('/payment-cancel');
  await page.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the landing page leads to plans and sign-in', async ({ page }) => {
  await page.goto('/');
  for (const id of ['funcionalidades', 'depoimentos', 'planos', 'faq', 'video']) {
    await expect(page.locator(`#${id}`)).toBeAttached();
  }
  await expect(page.getByRole('button', { name: 'Escolher Essencial' })).toBeVisible();
  await expect(page.getByText('R$ 15,90').first()).toBeVisible();
  await expect(page.getByText('R$ 29,90').first()).toBeVisible();
  await expect(page.getByText('R$ 49,90').first()).toBeVisible();
  await page.getByRole('link', { name: 'Assine Agora 50% OFF' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

/** The number in the hero's 'Restam N vagas' (or 'Resta 1 vaga'). */
async function placesLeft(page: Page): Promise<number> {
  const counter = page.getByTestId('offer-places-left');
  await expect(counter).toHaveText(/^Resta(m)? \d+ vagas?$/);
  return Number((await counter.textContent())?.replace(/\D/g, ''));
}

test('the launch offer: half price at checkout, and one place fewer once a payment is confirmed', async ({ page }, testInfo) => {
  // The default configuration (50:100:3) is open.
  await page.goto('/');
  await expect(page.getByRole('link', { name: /50% OFF para os 100 primeiros casais/ })).toBeVisible();
  const before = await placesLeft(page);

  const email = uniqueEmail(testInfo, 'oferta');
  await choosePlan(page, 'Premium', email, true);
  const price = page.getByTestId('payment-plan').getByTestId('offer-price');
  await expect(price.getByLabel('Preço normal R$ 29,90')).toBeVisible();
  await expect(price.getByText('R$ 14,95')).toBeVisible();
  await expect(price.getByText('50% OFF nos 3 primeiros meses; depois, R$ 29,90/mês')).toBeVisible();
  await expect(page.getByTestId('payment-total')).toHaveText('R$ 29,90R$ 14,95/mês');

  // Opening the checkout takes no place.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('form', { name: 'Pagamento' }).getByRole('button', { name: 'Pagar com cartão' }).click();
  const checkout = await popup;
  await expect(checkout.getByText('Oferta de lançamento: 50% de desconto nos 3 primeiros meses; depois, R$ 29,90/mês.')).toBeVisible();
  await page.goto('/');
  expect(await placesLeft(page)).toBe(before);

  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  await checkout.getByRole('button', { name: 'Pagar R$ 14,95' }).click();
  await expect(checkout).toHaveURL(/\/app(\?|$)/);
  await expect(checkout.getByText('Assinatura atualizada').first()).toBeVisible();

  await page.reload();
  await expect(page.getByTestId('offer-places-left')).toHaveText(before - 1 === 1 ? 'Resta 1 vaga' : `Restam ${before - 1} vagas`);
});

import { expect, test, type Page } from '@playwright/test';

// Issue 16: /auth and /payment?plan= paint their page with the HTML and CSS alone (auth.html,
// payment.html), before the JS; React then renders the page over that paint. A query or session
// that would make the page's first render another gets the plain entry's 'Carregando...' instead.

/** The stylesheets the page asks for from now on (the list grows as it does). */
function stylesheetRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') urls.push(request.url());
  });
  return urls;
}

test.describe('before the JS', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, form, field } of [
    { path: '/auth', form: 'Entrar', field: '#signin-email' },
    { path: '/auth?aba=criar-conta', form: 'Criar conta', field: '#signup-email' },
  ]) {
    test(`${path} paints its heading and the card of its tab, the card inert`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle('Entrar · Aceito');
      await expect(page.getByRole('heading', { level: 1, name: 'Bem-vindos ao Aceito' })).toBeVisible();
      // Inert: nothing typed there before the page's code runs, which would then be lost.
      const card = page.locator('#root [inert]');
      await expect(card).toHaveCount(1);
      await expect(card.locator(`form[aria-label="${form}"] input[type="password"]`)).toBeVisible();
      // Posted if a browser without inert ever submits it: the password never lands in a URL.
      await expect(card.locator(`form[aria-label="${form}"]`)).toHaveAttribute('method', 'post');
      await card.locator(field).focus();
      await expect(card.locator(field)).not.toBeFocused();
    });
  }

  test('/payment?plan= paints the top bar, the heading and the cards\u2019 places', async ({ page }) => {
    await page.goto('/payment?plan=premium&token=abc');
    await expect(page).toHaveTitle('Pagamento · Aceito');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Começar agora' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Finalizar assinatura' })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Carregando plano...' })).toBeVisible();
    // Nothing of the plan chosen: that is the page's, once the plans are read.
    await expect(page.getByTestId('payment-plan')).toHaveCount(0);
  });

  // Their stylesheet is in the HTML (web/vite.config.ts, inlineStylesheets): on a phone a linked
  // one shared the bandwidth with the fonts and the JS, and the page waited for it.
  for (const path of ['/', '/auth', '/auth?aba=criar-conta', '/payment?plan=premium']) {
    test(`${path} is styled by its HTML alone, with no stylesheet to wait for`, async ({ page }) => {
      const stylesheets = stylesheetRequests(page);
      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // The theme's serif (font-serif), not the browser's default for a heading.
      await expect(heading).toHaveCSS('font-family', /^"Playfair Display Variable"/);
      expect(stylesheets).toEqual([]);
    });
  }

  for (const path of ['/auth?pagamento=sucesso', '/auth?aba=criar-conta&pagamento=processando', '/payment?plan=ouro', '/payment', '/payment-cancel']) {
    test(`${path} paints no page it might not be`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('status')).toHaveText('Carregando...');
      await expect(page.getByRole('heading')).toHaveCount(0);
    });
  }
});

/** One page on screen, no copy of the first paint left behind: one h1, one main, no id twice. */
async function expectOnePage(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  const ids = await page.locator('[id]').evaluateAll((nodes) => nodes.map((n) => n.id));
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
}

test('once React has rendered a painted page, its stylesheet was still never fetched', async ({ page }) => {
  // The stylesheet is in the HTML; the lazy chunks must not fetch it again (and wait for it).
  const stylesheets = stylesheetRequests(page);
  await page.goto('/');
  // The FAQ is React's, not the painted hero's: the landing's lazy sections have loaded.
  await expect(page.getByRole('button', { name: 'Escolher Essencial' })).toBeVisible();
  await expect(page.locator('#faq')).toBeAttached();
  await page.goto('/auth');
  await expect(page.locator('#root [inert]')).toHaveCount(0);
  await page.goto('/payment?plan=premium');
  await expect(page.getByTestId('payment-plan')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Playfair Display Variable"/);
  expect(stylesheets).toEqual([]);
});

test('React renders each page over its first paint: one page, no copy left behind', async ({ page }) => {
  await page.goto('/payment?plan=premium');
  await expect(page.getByTestId('payment-plan')).toBeVisible();
  await expect(page.getByRole('status', { name: 'Carregando plano...' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(1);
  await expectOnePage(page);

  for (const { path, form } of [
    { path: '/auth', form: 'Entrar' },
    { path: '/auth?aba=criar-conta', form: 'Criar conta' },
  ]) {
    await page.goto(path);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    const email = page.getByRole('form', { name: form }).getByRole('textbox', { name: 'Email' });
    await email.fill('ana@exemplo.com');
    await expect(email).toHaveValue('ana@exemplo.com');
    await expectOnePage(page);
  }
});

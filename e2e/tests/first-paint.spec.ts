import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiCall, setPlan, signUp, uniqueEmail } from './helpers';

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

type AppStylesheet = { href: string; css: string };

/** The app's whole stylesheet (web/src/index.css, every class any page uses), as the app's HTML links it. */
async function appStylesheet(page: Page): Promise<AppStylesheet> {
  const html = await (await page.request.get('/painel')).text();
  const href = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(html)?.[1];
  if (!href) throw new Error("the app's HTML links no stylesheet");
  return { href, css: await (await page.request.get(href)).text() };
}

/**
 * Every element's computed style under the page's own stylesheet (web/src/styles/<page>.css, the
 * classes its files use; inline in its HTML or, on public.html's pages, linked) and then under
 * the app's whole one, in one task so nothing moves in between: the differences, "tag.class:
 * property own → app". None means the page's stylesheet lacks nothing the page's markup uses.
 */
async function styleDifferences(page: Page, appCss: AppStylesheet): Promise<string[]> {
  return page.evaluate(({ href, css }) => {
    const own = [...document.styleSheets];
    if (own.length === 0) throw new Error('the page has no stylesheet of its own');
    const app = new CSSStyleSheet();
    app.replaceSync(css);
    if (own.some((sheet) => sheet.href && new URL(sheet.href).pathname === href)) {
      throw new Error("the page links the app's stylesheet, not its own");
    }
    const elements = [...document.querySelectorAll('body *')];
    const snapshot = () =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return new Map([...style].map((property) => [property, style.getPropertyValue(property)]));
      });
    const before = snapshot();
    for (const sheet of own) sheet.disabled = true;
    document.adoptedStyleSheets = [app];
    const after = snapshot();
    document.adoptedStyleSheets = [];
    for (const sheet of own) sheet.disabled = false;
    return elements.flatMap((element, i) =>
      [...before[i]]
        .filter(([property, value]) => after[i].get(property) !== value)
        .map(([property, value]) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''}: ${property} ${value} → ${after[i].get(property)}`),
    );
  }, appCss);
}

test('each painted page\u2019s own stylesheet styles it as the app\u2019s whole stylesheet would', async ({ page }) => {
  // web/src/styles/<page>.css holds only what the page's files use (vite.config.ts checks that at
  // build time); here the rendered pages are compared, element by element, with the app's.
  const appCss = await appStylesheet(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Escolher Essencial' })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  expect(await styleDifferences(page, appCss)).toEqual([]);
  for (const path of ['/auth', '/auth?aba=criar-conta']) {
    await page.goto(path);
    await expect(page.locator('#root [inert]')).toHaveCount(0);
    expect(await styleDifferences(page, appCss)).toEqual([]);
  }
  await page.goto('/payment?plan=premium');
  await expect(page.getByTestId('payment-plan')).toBeVisible();
  expect(await styleDifferences(page, appCss)).toEqual([]);
  // The pages of public.html, which links the same stylesheet instead of carrying it inline.
  const linked: [string, RegExp][] = [
    ['/auth/confirmar?token=um-link', /^Confirme seu e-mail$/],
    ['/auth/nova-senha?token=um-link', /^Criar nova senha$/],
    ['/auth/nova-senha', /^Criar nova senha$/],
    ['/payment-cancel?plan=luxo', /^Pagamento Cancelado$/],
  ];
  for (const [path, heading] of linked) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await styleDifferences(page, appCss), path).toEqual([]);
  }
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

// payment.html's and landing.html's paints are hydrated (lib/render-app): React keeps their
// elements. A copy of the heading drawn once the web font had come was a later, larger LCP than the
// painted one (issue 16).
for (const { path, rendered } of [
  { path: '/payment?plan=premium', rendered: (page: Page) => expect(page.getByTestId('payment-plan')).toBeVisible() },
  { path: '/', rendered: (page: Page) => expect(page.getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false') },
]) {
  test(`${path} keeps the heading it painted, and React adopts the paint without a mismatch`, async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        const heading = document.querySelector('h1');
        if (!heading) return;
        Object.assign(window, { paintedHeading: heading });
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(path);
    await rendered(page);
    await expect(page.locator('footer')).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('h1') === (window as unknown as { paintedHeading?: Element }).paintedHeading)).toBe(true);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expectOnePage(page);
    expect(errors).toEqual([]);
  });
}

// A tap on the paint's 'Abrir menu' before the page's code came opens the menu once it can,
// and the adopted button says so (React keeps an attribute it finds different while hydrating).
test('/payment: a tap on the painted menu before the code came opens the menu once it can', async ({ page }) => {
  test.skip((page.viewportSize()?.width ?? 1280) >= 1024, "the top bar's menu is a phone's");
  let tapped = (): void => undefined;
  const tap = new Promise<void>((resolve) => (tapped = resolve));
  await page.route(/\/assets\/render-public-[^/]+\.js$/, async (route) => {
    await tap;
    await route.continue();
  });
  await page.goto('/payment?plan=premium');
  const menuButton = page.getByRole('button', { name: 'Abrir menu' });
  await menuButton.click();
  tapped();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  // The open dialog hides the rest of the page from the accessibility tree: the button by its label.
  await expect(page.locator('button[aria-label="Abrir menu"]')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('payment-plan')).toBeVisible();
});

/** The outerHTML of each child of the element (the markup a paint must match). */
function childrenMarkup(element: Locator): Promise<string[]> {
  return element.evaluate((el) => [...el.children].map((child) => child.outerHTML));
}

test.describe("the guests' pages", () => {
  // The painted countdown counts in São Paulo's calendar, as a guest there does.
  test.use({ timezoneId: 'America/Sao_Paulo' });

  // Issue 16: the server paints the RSVP invitation and an open wedding site into their HTML
  // (internal/guest/rsvp_paint.go, internal/weddingsite/paint.go), so a phone shows them before the
  // JS has arrived; React then renders the same markup, element for element, so nothing moves.
  test('are painted by the server as React renders them, styled, before any JS', async ({ page, browser }, testInfo) => {
    const email = uniqueEmail(testInfo, 'guest-paint');
    await signUp(page, email);
    await setPlan(page, email, 'premium');
    const call = (method: 'POST' | 'PUT', path: string, data?: object) => apiCall(page, method, path, data);
    await call('PUT', '/api/profile', {
      first_name: 'Ana',
      partner_name: 'João',
      wedding_date: '2027-05-15',
      wedding_location: 'Espaço Jardim das Flores',
      wedding_address: 'Rua das Flores, 100 - São Paulo, SP',
      religious_ceremony_date: '2027-05-15',
      civil_ceremony_date: '2027-05-10',
      civil_ceremony_address: 'Cartório do 1º Ofício',
    });
    await call('PUT', '/api/rsvp-settings', { prazo: '2027-04-30' });
    const guest = await call('POST', '/api/guests', { nome: 'Bruno Lima', acompanhantes: [{ nome: 'Carla Lima', faixa: 'adulto' }] });
    await call('PUT', '/api/pix', { tipo_chave: 'email', chave_pix: 'ana.joao@exemplo.com.br', nome_beneficiario: 'Ana Souza' });
    await call('POST', '/api/gifts', { nome: 'Jogo de panelas', valor_cents: 45000 });
    const slug = `paint-${testInfo.project.name}-${Date.now().toString(36)}`;
    await call('PUT', '/api/wedding-site', {
      slug,
      historia: 'Nos conhecemos na faculdade,\nem 2015 & desde então <dividimos> tudo.',
      cerimonia_local: 'Igreja São José',
      cerimonia_horario: '16:00',
      festa_local: 'Espaço Jardim das Flores',
      festa_endereco: 'Av. Brasil, 2000 - São Paulo, SP',
      traje: 'Esporte fino',
      dicas: 'Hotéis perto da festa: Hotel Central.',
    });
    await call('POST', '/api/wedding-site/publish');
    const rsvp = new URL(String(guest.rsvp_url)).pathname;
    const site = `/casamento/${slug}`;

    // With the JS on, what the server painted must stay until React replaces it with the same:
    // #root never goes without its heading (React's loading states have none).
    await page.addInitScript(() => {
      const paint = { painted: false, lost: false };
      Object.assign(window, { paint });
      new MutationObserver(() => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.querySelector('h1')) paint.painted = true;
        else if (paint.painted) paint.lost = true;
      }).observe(document, { childList: true, subtree: true });
    });
    const paintKept = () => page.evaluate(() => (window as unknown as { paint: { painted: boolean; lost: boolean } }).paint);

    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: page.viewportSize() ?? undefined });
    const painted = await noScript.newPage();
    const stylesheets = stylesheetRequests(painted);

    // The invitation: the couple's, without the guest's name until the page's script adds it.
    await painted.goto(rsvp);
    const greeting = painted.getByRole('heading', { level: 1 });
    await expect(greeting).toHaveText('Olá!');
    await expect(greeting).toHaveCSS('font-family', /^"Playfair Display Variable"/);
    for (const name of ['Bruno', 'Carla']) expect(await painted.content()).not.toContain(name);
    const paintedCard = await childrenMarkup(painted.locator('article'));
    const paintedDetails = await painted.locator('dl').boundingBox();

    await page.goto(rsvp);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Bruno Lima!');
    await expect(page.getByRole('form', { name: 'Sua resposta' })).toBeVisible();
    const card = await childrenMarkup(page.locator('article'));
    // The card's top as painted (the name aside), then React's form and calendar links below it.
    expect(card.slice(0, paintedCard.length).map((html) => html.replace('Olá, Bruno Lima!', 'Olá!'))).toEqual(paintedCard);
    expect(paintedCard.join('')).toContain('Cerimônia civil');
    expect(paintedCard.join('')).toContain('Confirme até 30/04/2027');
    expect(await page.locator('dl').boundingBox()).toEqual(paintedDetails);
    expect(await paintKept(), 'the painted invitation stayed until React rendered it').toEqual({ painted: true, lost: false });

    // The wedding site, up to 'Confirmar presença'; the gifts follow with the script.
    await painted.goto(site);
    await expect(painted.getByRole('heading', { level: 1 })).toHaveText('Ana & João');
    await expect(painted.getByRole('heading', { level: 2, name: 'Nossa história' })).toHaveCSS('font-family', /^"Playfair Display Variable"/);
    const paintedSite = await childrenMarkup(painted.locator('main'));
    const paintedStory = await painted.getByText('Nos conhecemos').boundingBox();

    await page.goto(site);
    await expect(page.getByRole('heading', { level: 2, name: 'Lista de presentes' })).toBeVisible();
    const siteMarkup = await childrenMarkup(page.locator('main'));
    expect(siteMarkup.slice(0, paintedSite.length)).toEqual(paintedSite);
    expect(siteMarkup.length).toBeGreaterThan(paintedSite.length);
    expect(await page.getByText('Nos conhecemos').boundingBox()).toEqual(paintedStory);
    expect(await paintKept(), 'the painted site stayed until React rendered it').toEqual({ painted: true, lost: false });

    // Their own stylesheets (web/src/styles/rsvp.css and site.css) style them as the app's would.
    const appCss = await appStylesheet(page);
    expect(await styleDifferences(page, appCss)).toEqual([]);
    await page.goto(rsvp);
    await expect(page.getByRole('form', { name: 'Sua resposta' })).toBeVisible();
    expect(await styleDifferences(page, appCss)).toEqual([]);

    expect(stylesheets).toEqual([]);
    await noScript.close();
  });
});

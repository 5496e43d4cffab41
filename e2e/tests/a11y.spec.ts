import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { guestPages, signUp, uniqueEmail, widerThanScreen } from './helpers';

// Issue 16 §3: every screen at 1280 and 375 px has no serious or critical axe violation of
// WCAG 2.1 A/AA, and fits the screen's width (WCAG 1.4.10, Reflow, which axe does not check).
// Each screen is checked once it has finished loading, as a person would see it.

const PUBLIC = [
  '/',
  '/auth',
  '/auth?aba=criar-conta',
  '/payment?plan=premium',
  '/privacidade',
  '/termos',
  '/payment-cancel',
  '/pagina-que-nao-existe',
];
const APP = [
  '/app',
  '/app/comecar',
  '/app/planning',
  '/app/budget',
  '/app/guests',
  '/app/profile',
  '/app/godparents',
  '/app/forum',
  '/app/weather-alert',
  '/app/gifts',
  '/app/honeymoon',
  '/app/notifications',
  '/app/activity',
  '/app/financial-control',
  '/app/events',
  '/app/contracts',
  '/app/gallery',
];

// Text is checked as it ends up, not half transparent while it fades in: with reduced motion the
// entry animations take no time and the landing's tour does not play by itself (the same pages).
test.use({ reducedMotion: 'reduce' });

type Finding = { path: string; rule: string; impact: string; targets: string[] };

async function findings(page: Page, path: string): Promise<Finding[]> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // landing.html paints the landing's hero before the app's JS: wait for the page React renders.
  // Its sections below the hero mount in a later task: wait for them, so axe sees them all.
  if (path === '/') {
    await expect(page.getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false');
  }
  // The landing's sections and the public pages' footer are laid out only near the screen
  // (content-visibility: auto), with a guessed height until then, and axe finds a text's
  // background from the page's layout: off screen, the guess put the taller sections' cards over
  // the next section, and the footer's texts had no dark background under them. Laid out as the
  // visitor sees each one on reaching it, axe checks all.
  await page.addStyleTag({ content: '[data-testid="landing-sections"] > *, footer { content-visibility: visible !important }' });
  // auth.html and auth-criar-conta.html paint /auth before the JS too, the card inert until React
  // renders the page over it; payment.html paints /payment?plan='s heading before the plan's card.
  if (path.startsWith('/auth')) await expect(page.locator('#root [inert]')).toHaveCount(0);
  if (path.startsWith('/payment?plan=')) await expect(page.getByTestId('payment-plan')).toBeVisible();
  // Loaded: no skeleton or spinner region is still busy.
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const found = await analyze(page, path);
  const wide = await widerThanScreen(page);
  if (wide.length) found.push({ path, rule: 'reflow: the page scrolls sideways', impact: 'serious', targets: wide });
  // The landing's product tour: every screen, not only the first.
  const tour = page.getByRole('tablist', { name: 'Telas da demonstração' });
  if (path === '/') {
    for (const tab of await tour.getByRole('tab').all()) {
      await tab.click();
      await expect(tab).toHaveAttribute('aria-selected', 'true');
      found.push(...(await analyze(page, `${path} (${await tab.innerText()})`)));
    }
  }
  return found;
}

async function analyze(page: Page, path: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ path, rule: v.id, impact: v.impact ?? '', targets: v.nodes.map((n) => n.target.join(' ')) }));
}

// What a couple types is as long as the rules allow, without a space to break it: a long name and
// an e-mail are what pushed a phone's card wider than the screen. Each list gets one of them.
async function addLongTexts(page: Page): Promise<void> {
  const name = 'Maria Eduarda Albuquerque de Vasconcelos Cavalcanti';
  const email = 'maria.eduarda.albuquerque.vasconcelos@provedor-de-email.com.br';
  const created = [
    await page.request.post('/api/guests', {
      data: { nome: name, email, telefone: '(11) 98765-4321', mesa: 12, acompanhante: true, restricao_alimentar: 'Vegetariana, sem lactose e sem glúten' },
    }),
    await page.request.post('/api/godparents', { data: { nome: name, tipo: 'madrinha', email, telefone: '(11) 98765-4321', is_dama_honra: true } }),
    await page.request.post('/api/gifts', { data: { nome: 'Jogo de panelas de cerâmica antiaderente', descricao: email, valor_cents: 123456789 } }),
    await page.request.post('/api/payment-reminders', {
      data: { supplier_name: `${name} Buffet e Eventos Ltda`, amount_cents: 1234567890, due_date: '2030-03-10', notes: email },
    }),
    await page.request.post('/api/checklist', {
      data: { tarefa: `Visitar ${name} para escolher o buffet`, prioridade: 'alta', prazo: '2030-03-10', horario_lembrete: '09:30', notas: email },
    }),
    await page.request.post('/api/ceremonies', {
      data: { ceremony_type: 'religious', venue_name: `Paróquia ${name}`, venue_address: 'Rua Doutor Albuquerque de Vasconcelos Cavalcanti, 1234, São Paulo', venue_email: email },
    }),
    await page.request.post('/api/spending-limits', { data: { category: 'Buffet', limit_cents: 1000000, current_cents: 900000 } }),
  ];
  for (const res of created) expect(res.status(), await res.text()).toBe(201);
  const saved = [
    await page.request.put('/api/budget', {
      data: { total_cents: 12345678900, categories: [{ nome: `Buffet ${name}`, percent_tenths: 400, spent_cents: 123456789, status: 'em_andamento' }] },
    }),
    await page.request.put('/api/honeymoon', {
      data: { destino: `Fernando de Noronha, ${name}`, orcamento_cents: 2500000, data_inicio: '2030-04-01', data_fim: '2030-04-10', preferencias: ['Praia', 'Natureza'], observacoes: email, expenses: [{ category: 'Hospedagem', estimated_cents: 1200000, actual_cents: 300000 }] },
    }),
  ];
  for (const res of saved) expect(res.status(), await res.text()).toBe(200);
}

test('the public pages have no serious or critical accessibility violation', async ({ page }) => {
  const found: Finding[] = [];
  for (const path of PUBLIC) found.push(...(await findings(page, path)));
  expect(found).toEqual([]);
});

test('every screen of the app has no serious or critical accessibility violation', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUp(page, uniqueEmail(testInfo, 'a11y'));
  await addLongTexts(page);
  const found: Finding[] = [];
  for (const path of APP) found.push(...(await findings(page, path)));
  expect(found).toEqual([]);
});

test("the guests' pages (personal RSVP link, wedding site) have no serious or critical accessibility violation", async ({ page }, testInfo) => {
  const { rsvp, site } = await guestPages(page, testInfo, 'a11y-guests');
  const found: Finding[] = [];
  for (const path of [rsvp, site]) found.push(...(await findings(page, path)));
  expect(found).toEqual([]);
});

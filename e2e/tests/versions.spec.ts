import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { openMenuIfCollapsed, signUp, uniqueEmail } from './helpers';

const CONFLICT = 'Outra pessoa alterou estes dados enquanto você editava. Revise e salve de novo.';
// Well under any polling: passing proves the realtime stream did it.
const REALTIME = { timeout: 5_000 };

/** A second browser (its own cookies and storage) with the project's viewport. */
async function otherBrowser(browser: Browser, testInfo: TestInfo): Promise<Page> {
  const use = testInfo.project.use;
  const context = await browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    hasTouch: use.hasTouch,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  return context.newPage();
}

/** Makes the partner a member of the owner's wedding: invitation by the API, accepted by the API. */
async function joinAsPartner(owner: Page, partner: Page, email: string): Promise<void> {
  const sent = await owner.request.post('/api/members/invitations', { data: { email, role: 'partner' } });
  expect(sent.status()).toBe(201);
  const outbox = await owner.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  const tokens = JSON.stringify(await outbox.json()).match(/aceitar-convite\?token=([A-Za-z0-9_-]+)/g) ?? [];
  expect(tokens.length).toBeGreaterThan(0);
  const token = tokens[tokens.length - 1].split('=')[1];
  await signUp(partner, email, 'Rafael', 'Lima');
  const accepted = await partner.request.post(`/api/member-invitations/${token}/accept`);
  expect(accepted.status()).toBe(200);
}

const row = (page: Page, nome: string) => page.getByRole('listitem', { name: nome });
const saveState = (page: Page) => page.getByTestId('budget-save-state');

test('two members edit the budget at once: the second save gets the conflict message and no edit is lost', async ({ page, browser }, testInfo) => {
  const ownerEmail = uniqueEmail(testInfo, 'versao-titular');
  const partnerEmail = uniqueEmail(testInfo, 'versao-parceiro');
  await signUp(page, ownerEmail);
  const partner = await otherBrowser(browser, testInfo);
  await joinAsPartner(page, partner, partnerEmail);

  const first = await page.request.put('/api/budget', {
    data: {
      version: 0,
      total_cents: 10_000_000,
      categories: [
        { nome: 'Buffet', percent_tenths: 600, fixed_cents: null, spent_cents: 0, status: 'pendente' },
        { nome: 'Flores', percent_tenths: 400, fixed_cents: null, spent_cents: 0, status: 'pendente' },
      ],
    },
  });
  expect(first.status()).toBe(200);

  // The partner's realtime stream is cut, as on a flaky connection: their page keeps the budget
  // it loaded while the owner saves, so the partner's next save is made from an old version.
  await partner.route(/\/api\/events(\?|$)/, (route) => route.abort()); // ?since= too
  await page.goto('/app/budget');
  await partner.goto('/app/budget');
  await expect(row(partner, 'Buffet').getByLabel('Porcentagem (%)')).toHaveValue('60');
  await expect(saveState(page)).toHaveText(/^Salvo às \d{2}:\d{2}$/);

  // The owner changes Buffet and the autosave saves it.
  const ownerPercent = row(page, 'Buffet').getByLabel('Porcentagem (%)');
  await ownerPercent.fill('55');
  await expect(saveState(page)).toHaveText(/^Salvo às \d{2}:\d{2}$/);
  await expect.poll(async () => ((await (await page.request.get('/api/budget')).json()) as { version: number }).version).toBe(2);

  // The partner, still on the old version, records a payment on Flores: the autosave is refused,
  // the message shows, the owner's Buffet comes in and the partner's Flores stays.
  const partnerSpent = row(partner, 'Flores').getByLabel('Gasto (R$)');
  await partnerSpent.fill('500,00');
  await expect(saveState(partner)).toHaveText(CONFLICT);
  await expect(partner.getByRole('alert').filter({ hasText: CONFLICT }).first()).toBeVisible();
  await expect(row(partner, 'Buffet').getByLabel('Porcentagem (%)')).toHaveValue('55');
  await expect(partnerSpent).toHaveValue('500,00');

  // Saving again goes through; the owner's untouched page takes it by realtime.
  await partner.getByRole('button', { name: 'Salvar' }).click();
  await expect(saveState(partner)).toHaveText(/^Salvo às \d{2}:\d{2}$/);
  await expect(row(page, 'Flores').getByLabel('Gasto (R$)')).toHaveValue('500,00', REALTIME);
  await expect(ownerPercent).toHaveValue('55');

  const saved = (await (await page.request.get('/api/budget')).json()) as {
    version: number;
    categories: { nome: string; percent_tenths: number; spent_cents: number }[];
  };
  expect(saved.version).toBe(3);
  expect(saved.categories.map((c) => [c.nome, c.percent_tenths, c.spent_cents])).toEqual([
    ['Buffet', 550, 0],
    ['Flores', 400, 50_000],
  ]);

  // 'Atividade' names both edits, each with its author.
  await page.goto('/app/activity');
  const log = page.getByRole('list', { name: 'Atividade do casamento' });
  await expect(log.getByText('Ana alterou o orçamento de Buffet para R$ 55.000,00')).toBeVisible();
  await expect(log.getByText('Rafael alterou o gasto de Flores para R$ 500,00')).toBeVisible();
  await partner.context().close();
});

test('the budget asks before leaving with edits that cannot be saved', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'versao-sair'));
  await page.goto('/app/budget');
  await page.getByLabel('Valor total (R$)').fill('50.000,00');
  await expect(saveState(page)).toHaveText(/^Salvo às \d{2}:\d{2}$/);

  // A nameless category cannot be saved: it is marked, the rest is saved, and leaving asks first.
  await row(page, 'Convites').getByLabel('Categoria').fill('');
  await expect(saveState(page)).toHaveText('Não salvo: corrija os campos destacados');
  await expect(page.getByText('Digite o nome da categoria')).toBeVisible();
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Convidados' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(page).toHaveURL(/\/app\/budget$/);
});

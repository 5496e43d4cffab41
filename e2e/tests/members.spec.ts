import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signIn, signUp, uniqueEmail } from './helpers';

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

/** The accept link of the last invitation e-mailed to `to` (from the test outbox). */
async function invitationLink(page: Page, to: string): Promise<string> {
  const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  const links = JSON.stringify(await res.json()).match(/\/aceitar-convite\?token=[A-Za-z0-9_-]+/g) ?? [];
  expect(links.length).toBeGreaterThan(0);
  return links[links.length - 1];
}

async function invite(page: Page, email: string, role: 'Parceiro(a)' | 'Cerimonialista'): Promise<void> {
  const section = page.locator('#pessoas');
  await section.getByLabel('E-mail').fill(email);
  await section.getByLabel('Função').selectOption({ label: role });
  await section.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(section.getByRole('list', { name: 'Convites pendentes' }).getByText(email)).toBeVisible();
}

test('the owner invites the partner, both plan one wedding, and a removed partner is signed out', async ({ page, browser }, testInfo) => {
  const ownerEmail = uniqueEmail(testInfo, 'titular');
  const partnerEmail = uniqueEmail(testInfo, 'parceiro');
  await signUp(page, ownerEmail);
  await page.goto('/app/profile#pessoas');
  const section = page.locator('#pessoas');
  await expect(section.getByRole('heading', { name: 'Pessoas do casamento' })).toBeVisible();
  await invite(page, partnerEmail, 'Parceiro(a)');
  const link = await invitationLink(page, partnerEmail);

  // The partner already has an (empty) account, opens the link signed out, chooses 'Entrar',
  // and is brought back to the invitation once signed in.
  const partner = await otherBrowser(browser, testInfo);
  await signUp(partner, partnerEmail, 'Rafael', 'Lima');
  await partner.request.post('/api/auth/signout');
  await partner.goto(link);
  await expect(partner.getByText('Para aceitar, entre com')).toBeVisible();
  await partner.getByRole('link', { name: 'Entrar' }).click();
  await signIn(partner, partnerEmail);
  await expect(partner).toHaveURL(/\/aceitar-convite\?token=/);
  await partner.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(partner).toHaveURL(/\/app$/);

  // Both see the same wedding: a task made by the partner is on the owner's checklist.
  const task = await partner.request.post('/api/checklist', { data: { tarefa: 'Comprar as alianças' } });
  expect(task.status()).toBe(201);
  await page.goto('/app/planning');
  await expect(page.getByText('Comprar as alianças').first()).toBeVisible();

  await page.goto('/app/profile#pessoas');
  const people = section.getByRole('list', { name: 'Pessoas do casamento' });
  await expect(people.getByRole('listitem')).toHaveCount(2);
  await expect(people.getByText('Rafael Lima')).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await section.screenshot({ path: testInfo.outputPath(`members-${testInfo.project.name}.png`) });

  // The partner's open tab is signed out the moment the owner removes them.
  await partner.goto('/app/planning');
  await expect(partner.getByText('Comprar as alianças').first()).toBeVisible();
  await section.getByRole('button', { name: 'Remover Rafael Lima' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover do casamento?' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(people.getByRole('listitem')).toHaveCount(1);
  await expect(partner).toHaveURL(/\/auth/, REALTIME);
  await partner.context().close();
});

test('a cerimonialista plans the wedding but cannot open the subscription manager', async ({ page, browser }, testInfo) => {
  const ownerEmail = uniqueEmail(testInfo, 'titular-cer');
  const plannerEmail = uniqueEmail(testInfo, 'cerimonialista');
  await signUp(page, ownerEmail);
  await page.goto('/app/profile#pessoas');
  await invite(page, plannerEmail, 'Cerimonialista');
  const link = await invitationLink(page, plannerEmail);

  const planner = await otherBrowser(browser, testInfo);
  await signUp(planner, plannerEmail, 'Carla', 'Dias');
  await planner.goto(link);
  await planner.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(planner).toHaveURL(/\/app$/);

  // Configurações shows the people, not the plan, the data rights or a way to invite.
  await planner.goto('/app/profile#assinatura');
  await expect(planner.getByRole('heading', { name: 'Pessoas do casamento' })).toBeVisible();
  await expect(planner.getByText('Só o(a) titular do casamento convida ou remove pessoas.')).toBeVisible();
  await expect(planner.getByRole('heading', { name: 'Plano atual' })).toHaveCount(0);
  await expect(planner.getByTestId('subscription-plan')).toHaveCount(0);
  await expect(planner.getByRole('link', { name: 'Upgrade Plano' })).toHaveCount(0);
  await expect(planner.getByRole('button', { name: 'Enviar convite' })).toHaveCount(0);
  // The server refuses it too, whatever the page shows.
  expect((await planner.request.get('/api/subscription')).status()).toBe(403);
  expect((await planner.request.post('/api/subscription/portal')).status()).toBe(403);

  // The budget is the cerimonialista's to plan.
  await planner.goto('/app/budget');
  await expect(planner.getByRole('heading', { name: 'Orçamento total' })).toBeVisible();
  await planner.context().close();
});

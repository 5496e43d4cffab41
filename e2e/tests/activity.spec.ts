import { expect, test, type Browser, type Page, type TestInfo } from '@playwright/test';
import { signUp, uniqueEmail } from './helpers';

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

test("one member's change appears in the other's 'Atividade' with the name, and each sees where the other is", async ({ page, browser }, testInfo) => {
  const ownerEmail = uniqueEmail(testInfo, 'titular-atividade');
  const partnerEmail = uniqueEmail(testInfo, 'parceiro-atividade');
  await signUp(page, ownerEmail, 'Mariana', 'Alves');
  const invited = await page.request.post('/api/members/invitations', { data: { email: partnerEmail, role: 'partner' } });
  expect(invited.status()).toBe(201);
  const link = await invitationLink(page, partnerEmail);

  const partner = await otherBrowser(browser, testInfo);
  await signUp(partner, partnerEmail, 'Rafael', 'Lima');
  await partner.goto(link);
  await partner.getByRole('button', { name: 'Aceitar convite' }).click();
  await expect(partner).toHaveURL(/\/app$/);
  expect((await page.request.post('/api/checklist', { data: { tarefa: 'Comprar as alianças' } })).status()).toBe(201);

  // Mariana keeps 'Atividade' open; Rafael ticks the task on his checklist.
  await page.goto('/app/activity');
  const log = page.getByRole('list', { name: 'Atividade do casamento' });
  await expect(log.getByText('Mariana adicionou a tarefa "Comprar as alianças"')).toBeVisible();
  await partner.goto('/app/planning');
  await partner.getByRole('checkbox', { name: 'Comprar as alianças' }).check();
  const ticked = log.getByRole('listitem').filter({ hasText: 'Rafael marcou "Comprar as alianças" como concluída' });
  await expect(ticked).toBeVisible(REALTIME);
  await expect(ticked).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(ticked).toContainText('Tarefas');

  // Rafael opens the same page: Mariana is told, and the notice goes when he leaves.
  await partner.goto('/app/activity');
  await expect(page.getByText('Rafael está vendo esta página')).toBeVisible(REALTIME);
  await expect(partner.getByText('Mariana está vendo esta página')).toBeVisible(REALTIME);
  await expect(partner.getByRole('list', { name: 'Atividade do casamento' }).getByText('Rafael marcou "Comprar as alianças" como concluída')).toBeVisible();

  // Filter by person: only Rafael's lines.
  await page.getByRole('combobox', { name: 'Pessoa' }).click();
  await page.getByRole('option', { name: 'Rafael' }).click();
  await expect(page).toHaveURL(/user=/);
  await expect(log.getByText('Mariana adicionou a tarefa "Comprar as alianças"')).toHaveCount(0);
  await expect(ticked).toBeVisible();
  await page.getByRole('combobox', { name: 'Pessoa' }).click();
  await page.getByRole('option', { name: 'Todas as pessoas' }).click();
  await expect(log.getByText('Mariana adicionou a tarefa "Comprar as alianças"')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath(`activity-${testInfo.project.name}.png`), fullPage: true });

  await partner.goto('/app/budget');
  await expect(page.getByText('Rafael está vendo esta página')).toHaveCount(0, REALTIME);
  await partner.context().close();
});

import { expect, test } from '@playwright/test';
import { buyPremium, signUp, uniqueEmail } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  // 'Copiar link' writes the feed URL to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('a Premium couple copies the private calendar link and the feed has their new task', async ({ page, playwright }, testInfo) => {
  test.slow(); // a checkout, a task, a download and three feed fetches on a shared 2-core machine
  await signUp(page, uniqueEmail(testInfo, 'agenda'));
  await buyPremium(page);

  await page.goto('/app/planning');
  const form = page.getByRole('form', { name: 'Adicionar tarefa' });
  const task = `Degustação do buffet ${testInfo.project.name}`;
  await form.getByLabel('Descrição').fill(task);
  await form.getByLabel('Prazo', { exact: true }).fill('15/03/2027');
  await form.getByLabel('Lembrete').fill('10:00');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Item adicionado').first()).toBeVisible();

  // The task's own links: Google's event template and the one-event .ics file.
  const row = page.getByTestId('checklist-item').filter({ hasText: task });
  const google = row.getByRole('link', { name: 'Adicionar ao Google Agenda' });
  await expect(google).toHaveAttribute('href', /^https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&.*dates=20270315%2F20270316/);
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: `Baixar .ics: Tarefa: ${task}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('evento.ics');

  // The feed link, shown once, copied.
  await page.getByRole('button', { name: 'Gerar link da agenda' }).click();
  const link = page.getByLabel('Link da sua agenda');
  await expect(link).toHaveValue(/\/cal\/[A-Za-z0-9_-]{22}\.ics$/);
  const feedURL = await link.inputValue();
  await page.getByRole('button', { name: 'Copiar link' }).click();
  await expect(page.getByText('Link copiado!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feedURL);
  await page.getByText('Como adicionar a agenda', { exact: true }).click();
  await expect(page.getByText('Calendário da Apple', { exact: true })).toBeVisible();

  // A calendar app fetches it without any session.
  const app = await playwright.request.newContext();
  const feed = await app.get(feedURL);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const body = await feed.text();
  expect(body).toContain(`SUMMARY:Tarefa: ${task}\r\n`);
  expect(body).toContain('DTSTART;VALUE=DATE:20270315\r\n');
  expect(body).toContain('TRIGGER;VALUE=DATE-TIME:20270315T130000Z\r\n'); // 10:00 in São Paulo

  // 'Gerar novo link' (after a reload the link is no longer shown) revokes the old one.
  await page.reload();
  await expect(page.getByText(/Você já tem um link ativo/)).toBeVisible();
  await page.getByRole('button', { name: 'Gerar novo link' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Gerar novo link?' });
  await dialog.getByRole('button', { name: 'Gerar novo link' }).click();
  await expect(link).toHaveValue(/\/cal\/[A-Za-z0-9_-]{22}\.ics$/);
  const freshURL = await link.inputValue();
  expect(freshURL).not.toBe(feedURL);
  expect((await app.get(feedURL)).status()).toBe(404);
  expect((await app.get(freshURL)).status()).toBe(200);
  await app.dispose();
});

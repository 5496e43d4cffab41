import { expect, test, type TestInfo } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUp, statValue, uniqueEmail } from './helpers';

// With UPDATE_SCREENSHOTS set, the screenshots go to docs/screenshots (as guest-import.spec does).
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const shotPath = (testInfo: TestInfo, name: string) => (process.env.UPDATE_SCREENSHOTS ? join(shotsDir, name) : testInfo.outputPath(name));

// Issue 13: 'Enviar pelo WhatsApp' opens wa.me with the invitation and the guest's personal
// link; the guest answers for a family of 3 in a fresh browser; the couple's screen follows live.
test('a family answers from its personal WhatsApp link and the couple sees it live', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, 'rsvp');
  await signUp(page, email, 'Ana', 'Souza');
  // The couple's profile gives the invitation its names and date.
  const profile = await page.request.put('/api/profile', {
    data: { first_name: 'Ana', partner_name: 'Rui', wedding_date: '2027-05-15', wedding_location: 'Espaço Jardim' },
  });
  expect(profile.ok()).toBeTruthy();

  await page.goto('/app/guests');
  await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('Bruno Lima');
  await dialog.getByLabel('Telefone').fill('(11) 98765-4321');
  for (const [index, [nome, faixa]] of [
    ['Carla Lima', 'adulto'],
    ['Davi Lima', '0-5'],
  ].entries()) {
    await dialog.getByRole('button', { name: 'Adicionar acompanhante' }).click();
    await dialog.getByLabel(`Nome do acompanhante ${index + 1}`).fill(nome);
    await dialog.locator(`#guest-companion-${index}-faixa`).selectOption(faixa);
  }
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  // 'Total Pessoas' counts the invited person and the two named companions.
  await expect(statValue(page, 'Total Pessoas')).toHaveText('3');

  await page.getByRole('tab', { name: 'Confirmações' }).click();
  const pending = page.getByRole('list', { name: 'Não responderam' });
  await expect(pending.getByText('Bruno Lima')).toBeVisible();

  // WhatsApp is never really opened: the popup's request is answered here.
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: 'ok' }));
  const popupPromise = page.waitForEvent('popup');
  await pending.getByRole('link', { name: 'Enviar pelo WhatsApp: Bruno Lima' }).click();
  const popup = await popupPromise;
  const wa = new URL(popup.url());
  await popup.close();
  expect(wa.origin + wa.pathname).toBe('https://wa.me/5511987654321');
  const text = wa.searchParams.get('text') ?? '';
  expect(text).toContain('Olá, Bruno Lima!');
  expect(text).toContain('Ana e Rui convidam você');
  const link = /https?:\/\/\S+\/r\/[A-Za-z0-9_-]{24}/.exec(text)?.[0];
  expect(link, text).toBeTruthy();
  await expect(pending.getByText('Convite enviado')).toBeVisible();
  await expect(page.getByText('Adultos', { exact: true }).locator('..')).toContainText('0');

  // The guest opens the link on their own phone: no account, no name to type.
  const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'pt-BR' });
  const guest = await guestContext.newPage();
  // The page's HTML preloads its one read, so it starts with the script (issue 16); the script's
  // read must take that answer, not ask the server a second time.
  const reads: string[] = [];
  guest.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/public/rsvp/')) reads.push(r.url());
  });
  const direct = await guest.goto(link!);
  expect(direct?.status()).toBe(200);
  expect(await direct?.text()).toContain(`<link rel="preload" href="/api/public/rsvp/${new URL(link!).pathname.split('/').pop()}" as="fetch" crossorigin="anonymous" />`);
  await expect(guest.getByRole('heading', { name: 'Olá, Bruno Lima!' })).toBeVisible();
  expect(reads, 'the invitation was read more than once').toHaveLength(1);
  await expect(guest.getByText('15/05/2027')).toBeVisible();
  await guest.getByRole('group', { name: 'Bruno Lima' }).getByRole('button', { name: 'Confirmar presença' }).click();
  const carla = guest.getByRole('group', { name: 'Carla Lima' });
  await carla.getByRole('button', { name: 'Confirmar presença' }).click();
  await carla.getByLabel('Restrição alimentar').fill('Vegetariana');
  await guest.getByRole('group', { name: 'Davi Lima' }).getByRole('button', { name: 'Confirmar presença' }).click();
  await guest.getByLabel('Mensagem para os noivos').fill('Estaremos lá!');
  await expect(guest.getByText('Adicionar à agenda')).toBeVisible();
  await guest.screenshot({ path: shotPath(testInfo, `rsvp-link-${page.viewportSize()?.width}.png`), fullPage: true });
  await guest.getByRole('button', { name: 'Enviar resposta' }).click();
  await expect(guest.getByText('Presença confirmada! Obrigado.')).toBeVisible();

  // The couple's screen updates without a reload: adults, the 0–5 band and the restriction.
  await expect(page.getByText('Adultos', { exact: true }).locator('..')).toContainText('2');
  await expect(page.getByText('Crianças de 0 a 5 anos', { exact: true }).locator('..')).toContainText('1');
  await expect(page.getByRole('list', { name: 'Restrições alimentares' })).toContainText('Vegetariana: 1');
  await expect(page.getByText('Todos os convidados já responderam.')).toBeVisible();

  // An unknown link is a 404 page.
  const unknown = await guest.goto(link!.replace(/[A-Za-z0-9_-]{24}$/, 'A'.repeat(24)));
  expect(unknown?.status()).toBe(404);
  await expect(guest.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  await guestContext.close();
});

import { expect, test, type TestInfo } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { setPlan, signUp, uniqueEmail } from './helpers';

// With UPDATE_SCREENSHOTS set, the screenshots go to docs/screenshots (as guest-import.spec does).
const shotsDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'docs', 'screenshots');
const shotPath = (testInfo: TestInfo, name: string) => (process.env.UPDATE_SCREENSHOTS ? join(shotsDir, name) : testInfo.outputPath(name));

// Issue 13 §5–6: the couple publishes /casamento/{slug}; a guest opens it in a fresh browser,
// picks a cota of a gift, pays by the QR code (its amount and txid in the BR Code) and taps
// 'Já fiz o PIX'; the couple sees 'Aguardando confirmação' without a reload and confirms.
test('the couple publishes the site, a guest gives a cota by PIX and the couple confirms it', async ({ page, browser }, testInfo) => {
  const email = uniqueEmail(testInfo, 'site');
  await signUp(page, email);
  await setPlan(page, email, 'premium');
  const slug = `ana-e-joao-${testInfo.project.name[0]}${Date.now().toString(36)}${testInfo.workerIndex}`;
  for (const [method, path, data] of [
    ['PUT', '/api/profile', { first_name: 'Ana', partner_name: 'João', wedding_date: '2027-05-15' }],
    ['PUT', '/api/pix', { tipo_chave: 'email', chave_pix: 'ana.joao@exemplo.com.br', nome_beneficiario: 'Ana Souza' }],
    ['POST', '/api/gifts', { nome: 'Lua de mel em Fernando de Noronha', valor_cents: 150000, cotas: 10 }],
  ] as const) {
    const res = await page.request.fetch(path, { method, data });
    expect(res.ok(), `${method} ${path}`).toBeTruthy();
  }

  await page.goto('/app/gifts');
  const card = page.getByTestId('wedding-site-card');
  await card.getByRole('button', { name: 'Criar site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Site do casamento' });
  await dialog.getByLabel('Endereço do site*').fill(slug);
  await dialog.getByLabel('Nossa história').fill('Nos conhecemos na faculdade, em 2015.');
  const ceremony = dialog.getByRole('group', { name: 'Cerimônia' });
  await ceremony.getByLabel('Local').fill('Igreja São José');
  await ceremony.getByLabel('Endereço').fill('Rua das Flores, 100 - São Paulo, SP');
  await ceremony.getByLabel('Horário').fill('16:00');
  await dialog.getByLabel('Traje').fill('Esporte fino');
  await dialog.getByRole('button', { name: 'Salvar site' }).click();
  await expect(page.getByText('Site salvo!').first()).toBeVisible();
  await expect(card.getByText('Não publicado')).toBeVisible();
  // Not yet published: a direct load is a 404.
  expect((await page.request.get(`/casamento/${slug}`)).status()).toBe(404);
  await card.getByRole('button', { name: 'Publicar' }).click();
  await expect(card.getByText('Publicado', { exact: true })).toBeVisible();
  const direct = await page.request.get(`/casamento/${slug}`);
  expect(direct.status()).toBe(200);
  expect(direct.headers()['x-robots-tag']).toContain('noindex');
  // Its link preview is rendered by the server (WhatsApp runs no JavaScript).
  expect(await direct.text()).toContain('<meta property="og:title" content="Ana &amp; João — 15/05/2027" />');

  // A guest, in a browser that never signed in.
  const guestContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined, locale: 'pt-BR' });
  const guest = await guestContext.newPage();
  // The page's HTML preloads the site's read, so it starts with the script (issue 16); the
  // script's read must take that answer, not ask the server a second time.
  const reads: string[] = [];
  guest.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === `/api/public/sites/${slug}`) reads.push(r.url());
  });
  await guest.goto(`/casamento/${slug}`);
  await expect(guest.getByRole('heading', { level: 1, name: 'Ana & João' })).toBeVisible();
  expect(reads, 'the site was read more than once').toHaveLength(1);
  await expect(guest.getByText('15/05/2027')).toBeVisible();
  await expect(guest.getByTestId('countdown')).toHaveText(/^Faltam \d+ dias$/);
  await expect(guest.getByRole('link', { name: 'Ver no mapa' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=Rua+das+Flores%2C+100+-+S%C3%A3o+Paulo%2C+SP',
  );
  await expect(guest.getByText('Abra o link que os noivos enviaram', { exact: false })).toBeVisible();
  const gift = guest.getByTestId('site-gift').filter({ hasText: 'Fernando de Noronha' });
  await expect(gift.getByText('10 cotas de R$ 150,00')).toBeVisible();
  await expect(gift.getByText('10 disponíveis', { exact: false })).toBeVisible();
  await guest.screenshot({ path: shotPath(testInfo, `wedding-site-${page.viewportSize()?.width}.png`), fullPage: true });

  await gift.getByRole('button', { name: 'Presentear uma cota' }).click();
  const panel = gift.getByTestId('pix-panel');
  await expect(panel.getByText('PIX de R$ 150,00')).toBeVisible();
  const payload = panel.getByLabel('PIX copia e cola');
  // Field 54 carries the cota's amount, field 62-05 the cota's own txid ("AC", 18 hex, cota 001).
  await expect(payload).toHaveValue(/^000201.*5406150\.005802BR.*62270523AC[0-9A-F]{18}0016304[0-9A-F]{4}$/);
  const qr = panel.getByRole('img', { name: 'QR Code PIX' });
  await expect(qr).toBeVisible();
  const shot = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(decoded?.data).toBe(await payload.inputValue());
  await guest.screenshot({ path: shotPath(testInfo, `wedding-site-pix-${page.viewportSize()?.width}.png`), fullPage: true });

  await panel.getByLabel('Seu nome').fill('Tia Rosa');
  await panel.getByLabel('Mensagem para os noivos').fill('Boa viagem, queridos!');
  await panel.getByRole('button', { name: 'Já fiz o PIX' }).click();
  await expect(gift.getByText('Agradecemos o presente! Os noivos vão confirmar quando o PIX chegar.')).toBeVisible();
  await expect(gift.getByText('9 disponíveis', { exact: false })).toBeVisible();
  await guestContext.close();

  // The couple's open screen hears of it (realtime), then confirms when the money arrives.
  const claim = page.getByTestId('gift-claim');
  await expect(claim).toContainText('Tia Rosa');
  await expect(claim).toContainText('cota 1 de 10');
  await expect(claim.getByText('Aguardando confirmação')).toBeVisible();
  await claim.getByRole('button', { name: 'Confirmar recebimento' }).click();
  await expect(claim.getByText('Recebido', { exact: true })).toBeVisible();
  const thanks = claim.getByRole('checkbox', { name: 'Agradecimento enviado' });
  await thanks.click();
  await expect(thanks).toBeChecked();

  // Back on Essencial the site is locked, not hidden: the gated card, then the saved site
  // read-only (its public page is offline).
  await setPlan(page, email, 'essencial');
  await page.goto('/app/gifts');
  const saved = page.getByTestId('wedding-site-read-only');
  await expect(saved).toContainText('Somente leitura: o site fica fora do ar');
  await expect(saved).toContainText(`/casamento/${slug}`);
  await expect(page.getByRole('button', { name: 'Editar site' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Despublicar' })).toHaveCount(0);
  // The guests' PIX stay listed below it, read-only: the status and the thanks, no action.
  const claims = page.getByTestId('gift-claims-read-only');
  await expect(claims).toContainText('Somente leitura: os PIX dos convidados e o que vocês marcaram continuam aqui.');
  const kept = claims.getByTestId('gift-claim');
  await expect(kept).toContainText('Tia Rosa');
  await expect(kept.getByText('Recebido', { exact: true })).toBeVisible();
  await expect(kept).toContainText('Agradecimento enviado');
  await expect(claims.getByRole('button')).toHaveCount(0);
  await expect(claims.getByRole('checkbox')).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { openMenuIfCollapsed, setPlan, signUp, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real RGB PNG of width×height with a gradient (shade makes each one different). */
function makePNG(width: number, height: number, shade: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      raw[row + 1 + x * 3] = (x * 255) / width;
      raw[row + 2 + x * 3] = (y * 255) / height;
      raw[row + 3 + x * 3] = shade;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function openGallery(page: Page) {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Galeria' }).click();
  await expect(page).toHaveURL(/\/app\/gallery$/);
  await expect(page.getByRole('heading', { name: 'Galeria de Inspirações', level: 1 })).toBeVisible();
}

async function addImage(page: Page, file: { name: string; buffer: Buffer }, titulo: string, categoria: string, publico: boolean) {
  await page.getByRole('button', { name: 'Adicionar Imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Imagem' });
  await dialog.getByLabel('Imagem*').setInputFiles({ name: file.name, mimeType: 'image/png', buffer: file.buffer });
  await dialog.getByLabel('Título*').fill(titulo);
  await dialog.getByLabel('Categoria*').selectOption({ label: categoria });
  if (publico) await dialog.getByRole('checkbox', { name: 'Imagem pública' }).check();
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Imagem adicionada à galeria.').first()).toBeVisible();
}

test('a couple uploads a real PNG, filters, shares the public link and deletes it', async ({ page, browser }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'galeria'));
  await openGallery(page);
  await expect(page.getByText('Nenhuma imagem ainda')).toBeVisible();

  // The dialog's own checks come first: nothing is sent without a file and a title; the
  // category starts on 'Outros'.
  await page.getByRole('button', { name: 'Adicionar Imagem' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar Imagem' });
  await expect(dialog.getByLabel('Categoria*')).toHaveValue('outros');
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Arquivo obrigatório')).toBeVisible();
  await expect(dialog.getByText('Por favor, informe o título da imagem.')).toBeVisible();
  // Text with an image name: the browser's type says PNG, the server reads the bytes.
  await dialog.getByLabel('Imagem*').setInputFiles({ name: 'falsa.png', mimeType: 'image/png', buffer: Buffer.from('não sou uma imagem') });
  await dialog.getByLabel('Título*').fill('Falsa');
  await dialog.getByLabel('Categoria*').selectOption({ label: 'Outros' });
  await dialog.getByRole('button', { name: 'Adicionar' }).click();
  await expect(dialog.getByText('Selecione um arquivo de imagem: PNG, JPEG, GIF ou WebP.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  const png = makePNG(600, 300, 90);
  await addImage(page, { name: 'buque.png', buffer: png }, 'Buquê de peônias', 'Flores', true);
  await addImage(page, { name: 'bolo.png', buffer: makePNG(200, 200, 200) }, 'Bolo de três andares', 'Bolos', false);

  // The grid shows the 400 px thumbnail, not the original.
  const thumb = page.getByRole('img', { name: 'Buquê de peônias' });
  await expect(thumb).toHaveAttribute('src', /\/thumb$/);
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
  const cards = page.getByTestId('gallery-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.filter({ hasText: 'Buquê de peônias' }).getByText('Pública')).toBeVisible();
  await expect(cards.filter({ hasText: 'Bolo de três andares' }).getByText('Pública')).toHaveCount(0);

  // Category chips.
  const chips = page.getByRole('group', { name: 'Filtrar por categoria' });
  await chips.getByRole('button', { name: 'Bolos' }).click();
  await expect(cards).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'Bolo de três andares' })).toBeVisible();
  await chips.getByRole('button', { name: 'Convites' }).click();
  await expect(page.getByText('Nenhuma imagem nesta categoria.')).toBeVisible();
  await chips.getByRole('button', { name: 'Todos' }).click();
  await expect(cards).toHaveCount(2);

  // The public link opens in a fresh context, without a session.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await cards.filter({ hasText: 'Buquê de peônias' }).getByRole('button', { name: 'Copiar link público' }).click();
  await expect(page.getByText('Copiado!')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/api\/public\/gallery\/[0-9a-f]{32}$/);
  const stranger = await browser.newContext();
  const publicRes = await stranger.request.get(link);
  expect(publicRes.status()).toBe(200);
  expect(publicRes.headers()['content-type']).toBe('image/png');
  expect(publicRes.headers()['x-content-type-options']).toBe('nosniff');
  expect(Buffer.compare(await publicRes.body(), png)).toBe(0);
  // The member URL needs a session.
  const list = (await (await page.request.get('/api/gallery')).json()) as { images: { titulo: string; image_url: string }[] };
  const imageURL = list.images.find((im) => im.titulo === 'Buquê de peônias')!.image_url;
  expect((await stranger.request.get(imageURL)).status()).toBe(401);

  // Delete: behind the card's '⋯' menu, with a confirmation; no trash button on the photo.
  const card = cards.filter({ hasText: 'Buquê de peônias' });
  await expect(card.getByRole('button', { name: /Remover|Excluir/ })).toHaveCount(0);
  await card.getByRole('button', { name: 'Mais ações: Buquê de peônias' }).click();
  await page.getByRole('menu', { name: 'Ações: Buquê de peônias' }).getByRole('menuitem', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir imagem?' });
  await expect(confirm).toContainText('Buquê de peônias será removida da galeria.');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Imagem removida da galeria.')).toBeVisible();
  await expect(cards).toHaveCount(1);
  // The files are gone: both URLs answer 404.
  expect((await stranger.request.get(link)).status()).toBe(404);
  expect((await page.request.get(imageURL)).status()).toBe(404);
  await stranger.close();
});

test('an essencial couple hits the cap at 10 images', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'galeria-cap');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  const seed = (n: number) =>
    page.request.post('/api/gallery', {
      multipart: {
        file: { name: `foto-${n}.png`, mimeType: 'image/png', buffer: makePNG(8, 8, n) },
        titulo: `Inspiração ${n}`,
        categoria: 'outros',
      },
    });
  for (let n = 1; n <= 10; n++) expect((await seed(n)).status()).toBe(201);
  const over = await seed(11);
  expect(over.status()).toBe(403);
  expect(((await over.json()) as { error: { message: string } }).error.message).toBe(
    'Seu plano Essencial permite até 10 imagens. Faça upgrade para adicionar mais.',
  );

  await openGallery(page);
  await expect(page.getByTestId('gallery-card')).toHaveCount(10);
  await expect(page.getByTestId('gated-card')).toContainText('10/10 utilizados');
  await page.getByRole('button', { name: 'Adicionar Imagem' }).click();
  await expect(page.getByText('Limite atingido', { exact: true })).toBeVisible();
  await expect(page.getByText('Seu plano Essencial permite até 10 imagens. Faça upgrade para adicionar mais.').first()).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Adicionar Imagem' })).toHaveCount(0);
});

test('a photo opens in a lightbox and the couple browses with arrows, keys and a swipe', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'galeria-lightbox'));
  const titles = ['Arco de flores', 'Mesa posta', 'Convite aquarela'];
  for (const [n, titulo] of titles.entries()) {
    const res = await page.request.post('/api/gallery', {
      multipart: { file: { name: `foto-${n}.png`, mimeType: 'image/png', buffer: makePNG(480, 320, 40 + 80 * n) }, titulo, categoria: 'decoracao' },
    });
    expect(res.status(), await res.text()).toBe(201);
  }
  await openGallery(page);
  await expect(page.getByTestId('gallery-card')).toHaveCount(3);
  // Newest first: the first card is the last one added.
  const order = await page.getByTestId('gallery-card').locator('p.truncate').allTextContents();

  await page.getByRole('button', { name: `Ampliar ${order[0]}` }).click();
  let box = page.getByRole('dialog', { name: order[0] });
  await expect(box).toBeVisible();
  await expect(box).toContainText('1 de 3');
  // The enlarged photo is the original, not the thumbnail.
  await expect(box.getByRole('img', { name: order[0] })).toHaveAttribute('src', /\/image$/);
  await expect.poll(() => box.getByRole('img', { name: order[0] }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(480);

  await box.getByRole('button', { name: 'Próxima imagem' }).click();
  box = page.getByRole('dialog', { name: order[1] });
  await expect(box).toContainText('2 de 3');
  await page.keyboard.press('ArrowRight');
  box = page.getByRole('dialog', { name: order[2] });
  await expect(box).toContainText('3 de 3');
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: order[1] })).toContainText('2 de 3');

  // A swipe (touch pointer moved 200 px) to the left shows the next photo, to the right the previous.
  const stage = page.getByTestId('lightbox-stage');
  const swipe = async (from: number, to: number) => {
    await stage.dispatchEvent('pointerdown', { clientX: from, clientY: 200, pointerType: 'touch', isPrimary: true });
    await stage.dispatchEvent('pointerup', { clientX: to, clientY: 200, pointerType: 'touch', isPrimary: true });
  };
  await swipe(300, 100);
  await expect(page.getByRole('dialog', { name: order[2] })).toContainText('3 de 3');
  await swipe(100, 300);
  await expect(page.getByRole('dialog', { name: order[1] })).toContainText('2 de 3');

  if (process.env.UPDATE_SCREENSHOTS) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // no toast over the picture
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `gallery-lightbox-${width}.png`) });
  }

  // Esc closes it; the focus is back on the photo last shown.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Ampliar ${order[1]}` })).toBeFocused();
  if (process.env.UPDATE_SCREENSHOTS) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // no toast over the picture
    const width = page.viewportSize()?.width ?? 1280;
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `gallery-${width}.png`) });
  }
  // The X closes it too.
  await page.getByRole('button', { name: `Ampliar ${order[2]}` }).click();
  await page.getByRole('dialog', { name: order[2] }).getByRole('button', { name: 'Fechar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

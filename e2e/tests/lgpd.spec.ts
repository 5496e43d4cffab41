import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { PASSWORD, setPlan, signIn, signUp, uniqueEmail } from './helpers';

/** The entries of a zip archive by name (central directory; stored or deflated entries). */
function unzip(buf: Buffer): Map<string, Buffer> {
  let eocd = buf.length - 22;
  while (eocd >= 0 && buf.readUInt32LE(eocd) !== 0x06054b50) eocd--;
  expect(eocd, 'end of central directory').toBeGreaterThanOrEqual(0);
  const count = buf.readUInt16LE(eocd + 10);
  let p = buf.readUInt32LE(eocd + 16);
  const out = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    const method = buf.readUInt16LE(p + 10);
    const size = buf.readUInt32LE(p + 20);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    const raw = buf.subarray(dataStart, dataStart + size);
    out.set(name, method === 8 ? inflateRawSync(raw) : Buffer.from(raw));
    p += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

async function openYourData(page: Page) {
  await page.goto('/app/profile#seus-dados');
  const section = page.locator('#seus-dados');
  await expect(section.getByText('Seus dados', { exact: true })).toBeVisible();
  return section;
}

test("'Baixar meus dados' gives a zip with the wedding's guests", async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'lgpd-export'));
  const added = await page.request.post('/api/guests', { data: { nome: 'Rita Lima', email: 'rita@exemplo.com.br' } });
  expect(added.status()).toBe(201);

  const section = await openYourData(page);
  await section.getByRole('button', { name: 'Baixar meus dados' }).click();
  await expect(page.getByText('Estamos preparando seus dados').first()).toBeVisible();
  // Ready: the notification arrives and the download link shows up.
  const link = section.getByRole('link', { name: 'Baixar arquivo (.zip)' });
  await expect(link).toBeVisible();
  await expect(section.getByRole('button', { name: 'Baixar meus dados' })).toBeEnabled();

  const downloadPromise = page.waitForEvent('download');
  await link.click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^aceito-meus-dados-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile(await download.path()));
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'guests.json', 'profile.json', 'conta.json']));
  const guests = JSON.parse(files.get('guests.json')!.toString('utf8')) as { nome: string; email: string | null }[];
  expect(guests).toHaveLength(1);
  expect(guests[0]).toMatchObject({ nome: 'Rita Lima', email: 'rita@exemplo.com.br' });
  expect(files.get('README.txt')!.toString('utf8')).toContain('guests.json');
});

type OutboxMessage = { to: string; subject: string; body: string };

test("'Excluir conta' signs out, and the e-mailed 'Cancelar exclusão' link undoes it", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'lgpd-delete');
  await signUp(page, email);
  const section = await openYourData(page);
  await section.getByRole('button', { name: 'Excluir conta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Excluir conta' });
  await expect(dialog).toBeVisible();

  // The typed word and the password are both required.
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('excluir');
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(dialog.getByText('Digite EXCLUIR para confirmar.')).toBeVisible();
  await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
  await dialog.getByLabel('Senha').fill('SenhaErrada1');
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();
  await expect(dialog.getByText('Senha incorreta.')).toBeVisible();
  await dialog.getByLabel('Senha').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Excluir conta' }).click();

  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Exclusão agendada').first()).toBeVisible();

  // Signing in is refused during the grace period.
  await signIn(page, email);
  await expect(page.getByText("A exclusão desta conta está agendada.", { exact: false }).first()).toBeVisible();

  const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBeTruthy();
  const mail = ((await res.json()) as { messages: OutboxMessage[] }).messages.find(
    (m) => m.subject === 'Aceito: exclusão da conta agendada',
  );
  expect(mail, 'deletion e-mail').toBeDefined();
  const found = /^(https?:\/\/\S+\/conta\/cancelar-exclusao\?token=\S+)$/m.exec(mail!.body);
  expect(found, mail!.body).not.toBeNull();

  await page.goto(found![1]);
  await page.getByRole('button', { name: 'Cancelar exclusão' }).click();
  await expect(page.getByRole('status')).toContainText('Exclusão cancelada.');

  await signIn(page, email);
  await expect(page).toHaveURL(/\/app$/);
});

test("Luxo's 'Backup automático': after the weekly job the copy is listed and downloads the data zip", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'backup-luxo');
  await signUp(page, email);
  await setPlan(page, email, 'luxo');
  const added = await page.request.post('/api/guests', { data: { nome: 'Tia Cida' } });
  expect(added.status()).toBe(201);

  await page.goto('/app/profile#backup-automatico');
  const card = page.locator('#backup-automatico');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Backup automático' })).toBeVisible();
  await expect(card.getByTestId('gated-card')).toHaveCount(0);

  // The scheduler's tick now (the test endpoint also builds the copies it queued).
  const ran = await page.request.post('/api/test/run-jobs', { data: { at: new Date().toISOString() } });
  expect(ran.status()).toBe(200);
  const item = card.getByRole('list', { name: 'Backups' }).getByRole('listitem');
  await expect(item).toHaveCount(1); // listed when the realtime hint arrives, or on the next load
  await expect(item).toHaveText(/^Backup de \d{2}\/\d{2}\/\d{4} · \d+ KB\s*Baixar$/);

  const downloadPromise = page.waitForEvent('download');
  await item.getByRole('link', { name: /^Baixar backup de / }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toMatch(/^aceito-backup-\d{4}-\d{2}-\d{2}\.zip$/);
  const files = unzip(await readFile(await download.path()));
  expect([...files.keys()]).toEqual(expect.arrayContaining(['README.txt', 'guests.json', 'profile.json']));
  const guests = JSON.parse(files.get('guests.json')!.toString('utf8')) as { nome: string }[];
  expect(guests.map((g) => g.nome)).toEqual(['Tia Cida']);
});

test("an Essencial couple sees 'Backup automático' as a gated card", async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'backup-essencial');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await page.goto('/app/profile#backup-automatico');
  const card = page.locator('#backup-automatico');
  // The settings page first (a lazy chunk), then the plan's answer inside the card.
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Backup automático' })).toBeVisible();
  const gated = card.getByTestId('gated-card');
  await expect(gated).toBeVisible();
  await expect(gated).toContainText('Plano atual: Essencial');
  await expect(gated.getByRole('link', { name: 'Fazer upgrade' })).toBeVisible();
  await expect(card.getByRole('list', { name: 'Backups' })).toHaveCount(0);
});

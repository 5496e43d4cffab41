import { expect, request, test, type APIRequestContext } from '@playwright/test';
import { PASSWORD, signUp, uniqueEmail } from './helpers';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/**
 * Another device of the account: its own cookie jar, signed in through the API with its own
 * User-Agent (a whole second browser would only make the test slower; the screen under test is
 * the first browser's).
 */
async function otherDevice(baseURL: string, email: string, userAgent: string, password = PASSWORD): Promise<APIRequestContext> {
  const device = await request.newContext({ baseURL, userAgent });
  const res = await device.post('/api/auth/signin', { data: { email, password } });
  expect(res.status()).toBe(200);
  return device;
}

/** The device's session is gone: the server no longer knows it. */
async function expectSignedOut(device: APIRequestContext): Promise<void> {
  expect((await device.get('/api/session')).status()).toBe(401);
}

test('Dispositivos conectados lists the devices and ends one, then all the others', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'dispositivos');
  await signUp(page, email);
  const phone = await otherDevice(baseURL!, email, IPHONE_SAFARI);
  const laptop = await otherDevice(baseURL!, email, WINDOWS_FIREFOX);

  await page.goto('/app/profile');
  const list = page.getByRole('list', { name: 'Dispositivos conectados' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  // This browser first, marked, with nothing to end.
  const self = list.getByRole('listitem').first();
  await expect(self.getByText('Este dispositivo')).toBeVisible();
  await expect(self.getByText('Chrome no Linux')).toBeVisible();
  await expect(self.getByRole('button')).toHaveCount(0);
  await expect(list.getByText('Safari no iPhone')).toBeVisible();
  await expect(list.getByText('Firefox no Windows')).toBeVisible();

  // End the phone.
  await list.getByRole('button', { name: /^Desconectar Safari no iPhone/ }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Desconectar dispositivo?' });
  await dialog.getByRole('button', { name: 'Desconectar' }).click();
  await expect(page.getByText('Dispositivo desconectado.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByText('Safari no iPhone')).toHaveCount(0);
  await expectSignedOut(phone);

  // 'Sair de todos os dispositivos' ends the laptop and keeps this browser.
  await page.getByRole('button', { name: 'Sair de todos os dispositivos' }).click();
  const all = page.getByRole('alertdialog', { name: 'Sair de todos os dispositivos?' });
  await all.getByRole('button', { name: 'Sair dos outros dispositivos' }).click();
  await expect(page.getByText('1 dispositivo desconectado.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Sair de todos os dispositivos' })).toHaveCount(0);
  await expectSignedOut(laptop);
  await page.reload();
  await expect(page.getByRole('list', { name: 'Dispositivos conectados' }).getByText('Este dispositivo')).toBeVisible();

  // Nothing sticks out of the phone-width layout.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await phone.dispose();
  await laptop.dispose();
});

test('changing the password needs the current one, signs the other devices out and e-mails a notice', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'senha');
  await signUp(page, email);
  const phone = await otherDevice(baseURL!, email, IPHONE_SAFARI);

  await page.goto('/app/profile');
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByLabel('Senha atual').fill('Errada123');
  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha1');
  await form.getByLabel('Confirmar nova senha').fill('NovaSenha1');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
  // Nothing changed: the phone is still in.
  expect((await phone.get('/api/session')).status()).toBe(200);

  await form.getByLabel('Senha atual').fill(PASSWORD);
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha alterada!')).toBeVisible();
  await expect(form.getByLabel('Senha atual')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Dispositivos conectados' }).getByRole('listitem')).toHaveCount(1);
  await expectSignedOut(phone);

  const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBeTruthy();
  expect(JSON.stringify(await res.json())).toContain('Sua senha foi alterada');

  // The new password works on the phone.
  expect((await phone.post('/api/auth/signin', { data: { email, password: 'NovaSenha1' } })).status()).toBe(200);
  await phone.dispose();
});

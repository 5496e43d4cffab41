import { expect, test, type Browser, type Page } from '@playwright/test';
import { PASSWORD, signIn, signUp, uniqueEmail } from './helpers';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

/** Signs the account in from a second browser (its own cookies) that says it is userAgent. */
async function otherDevice(browser: Browser, baseURL: string, email: string, userAgent: string, password = PASSWORD): Promise<Page> {
  const context = await browser.newContext({ baseURL, userAgent, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const page = await context.newPage();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/app$/);
  return page;
}

/** The device is signed out: opening the app lands on the sign-in page. */
async function expectSignedOut(page: Page): Promise<void> {
  await page.goto('/app');
  await expect(page).toHaveURL(/\/auth/);
}

test('Dispositivos conectados lists the devices and ends one, then all the others', async ({ page, browser, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'dispositivos');
  await signUp(page, email);
  const phone = await otherDevice(browser, baseURL!, email, IPHONE_SAFARI);
  const laptop = await otherDevice(browser, baseURL!, email, WINDOWS_FIREFOX);

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
  await phone.context().close();
  await laptop.context().close();
});

test('changing the password needs the current one, signs the other devices out and e-mails a notice', async ({ page, browser, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo, 'senha');
  await signUp(page, email);
  const phone = await otherDevice(browser, baseURL!, email, IPHONE_SAFARI);

  await page.goto('/app/profile');
  const form = page.getByRole('form', { name: 'Alterar senha' });
  await form.getByLabel('Senha atual').fill('Errada123');
  await form.getByLabel('Nova senha', { exact: true }).fill('NovaSenha1');
  await form.getByLabel('Confirmar nova senha').fill('NovaSenha1');
  await form.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
  // Nothing changed: the phone is still in.
  await phone.reload();
  await expect(phone).toHaveURL(/\/app$/);

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
  await signIn(phone, email, 'NovaSenha1');
  await expect(phone).toHaveURL(/\/app$/);
  await phone.context().close();
});

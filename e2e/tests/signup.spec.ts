import { expect, test } from '@playwright/test';
import { mailLink, outboxMessages, PASSWORD, uniqueEmail } from './helpers';

/** Fills and sends the sign-up tab of /auth. */
async function fillSignUp(page: import('@playwright/test').Page, email: string, firstName: string): Promise<void> {
  await page.goto('/auth?aba=criar-conta');
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('Nome', { exact: true }).fill(firstName);
  await form.getByLabel('Sobrenome').fill('Souza');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill(PASSWORD);
  await form.getByRole('button', { name: 'Criar conta' }).click();
}

test('sign-up says to check the e-mail, the link signs in, and a second sign-up looks the same while the owner is told', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'confirma');
  await fillSignUp(page, email, 'Ana');
  const check = page.getByTestId('signup-check-email');
  await expect(check.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  await expect(check).toContainText(`Enviamos um link para ${email}`);
  await expect(check.getByRole('button', { name: 'Reenviar e-mail' })).toBeVisible();
  // No account yet: the address cannot sign in.
  expect((await page.request.post('/api/auth/signin', { data: { email, password: PASSWORD } })).status()).toBe(401);

  await check.getByRole('button', { name: 'Reenviar e-mail' }).click();
  await expect(page.getByText('E-mail reenviado!')).toBeVisible();
  const confirms = (await outboxMessages(page, email)).filter((m) => m.subject === 'Confirme seu e-mail');
  expect(confirms).toHaveLength(2);

  await page.goto(await mailLink(page, email, 'Confirme seu e-mail', '/auth/confirmar?token='));
  await expect(page.getByRole('heading', { name: 'Confirme seu e-mail' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  // The new couple starts with the first-run flow (onboarding.spec goes through it).
  await expect(page).toHaveURL(/\/app\/comecar$/);
  await expect(page.getByText('Conta criada com sucesso!')).toBeVisible();
  await expect(page.getByTestId('trial-banner').first()).toBeVisible();

  // Someone else signs up with the same address: the same state, and the owner gets the notice.
  const stranger = await browser.newPage();
  await fillSignUp(stranger, email, 'Bia');
  const again = stranger.getByTestId('signup-check-email');
  await expect(again.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  await expect(again).toContainText(`Enviamos um link para ${email}`);
  await stranger.close();
  const [notice] = await outboxMessages(page, email);
  expect(notice?.subject).toBe('Alguém tentou criar uma conta com seu e-mail');
  expect(notice?.body).toContain('/auth/nova-senha?token=');
  // The account did not change.
  await page.reload();
  await expect(page).toHaveURL(/\/app\/comecar$/);
  await expect(page.getByRole('heading', { name: 'Vamos começar por você' })).toBeVisible();
});

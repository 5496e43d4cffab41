import { expect, test } from '@playwright/test';
import { mailLink, outboxMessages, PASSWORD, signUpToOnboarding, uniqueEmail } from './helpers';

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

// /auth/nova-senha is its own entry (issue 16): the success moves to /auth by a full page load, and
// 'Senha redefinida!' is carried across it (lib/carried-toast) to the deferred toaster there.
test('a password reset through the e-mailed link lands on /auth with "Senha redefinida!" and the new password signs in', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo, 'reset');
  await signUpToOnboarding(page, email);

  // Signed out, in another browser: 'Esqueci minha senha' on /auth.
  const visitor = await browser.newPage();
  await visitor.goto('/auth');
  await visitor.getByRole('form', { name: 'Entrar' }).getByRole('button', { name: 'Esqueci minha senha' }).click();
  const forgot = visitor.getByRole('form', { name: 'Recuperar senha' });
  await forgot.getByLabel('Email').fill(email);
  await forgot.getByRole('button', { name: 'Enviar link' }).click();
  await expect(visitor.getByText('Se o e-mail estiver cadastrado, você receberá um link para redefinir a senha.')).toBeVisible();

  await visitor.goto(await mailLink(visitor, email, 'Aceito: redefinição de senha', '/auth/nova-senha?token='));
  const reset = visitor.getByRole('form', { name: 'Criar nova senha' });
  await reset.getByLabel('Nova senha', { exact: true }).fill('NovaSenha456');
  await reset.getByLabel('Confirmar nova senha').fill('NovaSenha456');
  await reset.getByRole('button', { name: 'Salvar nova senha' }).click();

  await expect(visitor).toHaveURL(/\/auth$/);
  await expect(visitor.getByText('Senha redefinida!')).toBeVisible();
  await expect(visitor.getByText('Entre com sua nova senha.')).toBeVisible();

  const signIn = visitor.getByRole('form', { name: 'Entrar' });
  await signIn.getByLabel('Email').fill(email);
  await signIn.getByLabel('Senha').fill('NovaSenha456');
  await signIn.getByRole('button', { name: 'Entrar' }).click();
  await expect(visitor).toHaveURL(/\/app(\/comecar)?$/);
  await visitor.close();
});

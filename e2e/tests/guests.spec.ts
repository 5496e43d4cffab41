import { expect, test } from '@playwright/test';
import { openMenuIfCollapsed, signIn, signUp, statValue, uniqueEmail } from './helpers';

test('a couple signs up, manages guests, signs out and finds them again', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'casal');
  await signUp(page, email, 'Ana', 'Souza');

  // The shell (a drawer on phones) shows the first name and the real state: a sign-up starts
  // the free trial, so the days left stand where a plan name would.
  await openMenuIfCollapsed(page);
  await expect(page.getByTestId('shell-user-name').filter({ visible: true })).toHaveText('Ana');
  await expect(page.getByTestId('shell-plan').filter({ visible: true })).toHaveText('Teste grátis: 14 dias restantes');
  await expect(page.getByText('Plano Gratuito')).toHaveCount(0);
  await page.getByRole('link', { name: 'Convidados' }).click();
  await expect(page).toHaveURL(/\/app\/guests$/);
  await expect(page.getByRole('heading', { name: 'Lista de Convidados' })).toBeVisible();

  const guests = [
    { nome: 'Bruno Lima', mesa: '3', companion: true },
    { nome: 'Carla Dias', mesa: '', companion: false },
    { nome: 'Diego Alves', mesa: '5', companion: false },
  ];
  for (const g of guests) {
    await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Nome*').fill(g.nome);
    if (g.mesa) await dialog.getByLabel('Mesa').fill(g.mesa);
    if (g.companion) await dialog.getByLabel('Vai levar acompanhante').check();
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Convidado adicionado').first()).toBeVisible();
  }

  await expect(statValue(page, 'Total Convidados')).toHaveText('3');
  await expect(statValue(page, 'Total Pessoas')).toHaveText('4');
  await expect(statValue(page, 'Confirmados')).toHaveText('0');

  // Validation happens before anything is sent.
  await page.getByRole('button', { name: 'Adicionar Convidado' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Nome*').fill('X');
  await dialog.getByLabel('Mesa').fill('-1');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText('Nome deve ter pelo menos 2 caracteres')).toBeVisible();
  await expect(dialog.getByText('Mesa deve ser um número positivo')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(statValue(page, 'Total Convidados')).toHaveText('3');

  // Confirm Bruno (with companion): 1 confirmed guest, 2 confirmed people.
  await page.getByRole('combobox', { name: 'Status de Bruno Lima' }).click();
  await page.getByRole('option', { name: 'Confirmado' }).click();
  await expect(page.getByText('Status atualizado').first()).toBeVisible();
  await expect(statValue(page, 'Confirmados')).toHaveText('1');
  await expect(statValue(page, 'Pessoas Confirmadas')).toHaveText('2');

  // Edit Carla's name.
  await page.getByRole('button', { name: 'Editar Carla Dias' }).click();
  const edit = page.getByRole('dialog');
  await edit.getByLabel('Nome*').fill('Carla Dias Rocha');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Convidado atualizado').first()).toBeVisible();

  // Remove Diego.
  await page.getByRole('button', { name: 'Remover Diego Alves' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover', exact: true }).click();
  await expect(page.getByText('Convidado removido').first()).toBeVisible();
  await expect(statValue(page, 'Total Convidados')).toHaveText('2');

  // Everything survives a reload.
  await page.reload();
  await expect(statValue(page, 'Total Convidados')).toHaveText('2');
  await expect(statValue(page, 'Total Pessoas')).toHaveText('3');
  await expect(page.getByRole('combobox', { name: 'Status de Bruno Lima' })).toHaveText(/Confirmado/);
  await expect(page.getByText('Carla Dias Rocha').first()).toBeVisible();
  await expect(page.getByText('Diego Alves')).toHaveCount(0);

  // Sign out: the app is closed to the visitor.
  await openMenuIfCollapsed(page);
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Logout realizado').first()).toBeVisible();
  await page.goto('/app/guests');
  await expect(page).toHaveURL(/\/auth$/);

  // Sign back in and find everything still there.
  await signIn(page, email);
  await expect(page.getByText('Login realizado com sucesso!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/app$/);
  await page.goto('/app/guests');
  await expect(statValue(page, 'Total Convidados')).toHaveText('2');
  await expect(statValue(page, 'Pessoas Confirmadas')).toHaveText('2');

  // A signed-in visitor at /auth goes to the app.
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/app$/);
});

test('unknown addresses show the 404 page with a link home', async ({ page }) => {
  const res = await page.goto('/isto-nao-existe');
  expect(res?.status()).toBe(404);
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: /in[íi]cio|home|voltar/i }).first().click();
  await expect(page).toHaveURL(/\/$/);
});

test('sign-in explains what is wrong', async ({ page }, testInfo) => {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email').fill('sem-arroba');
  await form.getByLabel('Senha').fill('123');
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByText('Email inválido')).toBeVisible();
  await expect(form.getByText('Senha deve ter pelo menos 6 caracteres')).toBeVisible();

  await signIn(page, uniqueEmail(testInfo, 'ninguem'), 'Qualquer123');
  await expect(page.getByText('Erro no login').first()).toBeVisible();
  await expect(page.getByText('E-mail ou senha incorretos.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

import { expect, test, type Page } from '@playwright/test';
import { openMenuIfCollapsed, setPlan, signUp, uniqueEmail } from './helpers';

function counter(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('counter-value');
}

function list(page: Page, name: string) {
  return page.getByRole('list', { name, exact: true });
}

function status(page: Page, listName: string, person: string) {
  return list(page, listName).getByRole('listitem', { name: person, exact: true }).getByTestId('godparent-status');
}

test('a couple manages padrinhos, madrinhas and damas de honra', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'padrinhos'));
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Padrinhos' }).click();
  await expect(page).toHaveURL(/\/app\/godparents$/);
  await expect(page.getByRole('heading', { name: 'Padrinhos e Madrinhas', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhum padrinho adicionado ainda.')).toBeVisible();
  await expect(counter(page, 'Padrinhos')).toHaveText('0');

  const form = page.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' });
  // Nome and tipo are required: nothing is sent without them.
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('Informe o nome')).toBeVisible();
  await expect(form.getByText('Selecione o tipo')).toBeVisible();

  // A padrinho.
  await form.getByLabel('Nome*').fill('Marcos Lima');
  await form.getByRole('combobox', { name: 'Tipo*' }).click();
  await page.getByRole('option', { name: 'Padrinho' }).click();
  await form.getByLabel('E-mail').fill('marcos@exemplo.com.br');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Padrinho/Madrinha adicionado').first()).toBeVisible();
  await expect(form.getByLabel('Nome*')).toHaveValue('');
  await expect(form.getByRole('combobox', { name: 'Tipo*' })).toHaveText('Selecione');

  // A madrinha who is also a dama de honra.
  await form.getByLabel('Nome*').fill('Ana Souza');
  await form.getByRole('combobox', { name: 'Tipo*' }).click();
  await page.getByRole('option', { name: 'Madrinha' }).click();
  await form.getByLabel('Telefone').fill('(11) 98888-7777');
  await form.getByLabel('Dama de honra').check();
  await form.getByLabel('Observações').fill('Prima da noiva');
  await form.getByRole('button', { name: 'Adicionar' }).click();

  await expect(counter(page, 'Padrinhos')).toHaveText('1');
  await expect(counter(page, 'Madrinhas')).toHaveText('1');
  await expect(counter(page, 'Damas de Honra')).toHaveText('1');
  await expect(list(page, 'Damas de Honra').getByRole('listitem')).toHaveText([/Ana Souza/]);
  await expect(status(page, 'Padrinhos', 'Marcos Lima')).toHaveText('Pendente');
  await expect(status(page, 'Madrinhas', 'Ana Souza')).toHaveText('Pendente');

  // Edit the padrinho's name in the form.
  await page.getByRole('button', { name: 'Editar Marcos Lima' }).click();
  const edit = page.getByRole('form', { name: 'Editar Padrinho/Madrinha' });
  await expect(edit.getByLabel('Nome*')).toHaveValue('Marcos Lima');
  await edit.getByLabel('Nome*').fill('Bruno Marcos Lima');
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Informações atualizadas').first()).toBeVisible();
  await expect(page.getByRole('form', { name: 'Adicionar Padrinho/Madrinha' })).toBeVisible();

  // Confirm both from their lists: Confirmado for him, Confirmada for her.
  await list(page, 'Padrinhos').getByRole('button', { name: 'Confirmar Bruno Marcos Lima' }).click();
  await expect(status(page, 'Padrinhos', 'Bruno Marcos Lima')).toHaveText('Confirmado');
  await list(page, 'Madrinhas').getByRole('button', { name: 'Confirmar Ana Souza' }).click();
  await expect(status(page, 'Madrinhas', 'Ana Souza')).toHaveText('Confirmada');
  await expect(status(page, 'Damas de Honra', 'Ana Souza')).toHaveText('Confirmada');

  // A second padrinho, listed by name before the first.
  await form.getByLabel('Nome*').fill('Alvaro Dias');
  await form.getByRole('combobox', { name: 'Tipo*' }).click();
  await page.getByRole('option', { name: 'Padrinho' }).click();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(list(page, 'Padrinhos').getByRole('listitem')).toHaveText([/Alvaro Dias/, /Bruno Marcos Lima/]);

  // Reload: everything was stored.
  await page.reload();
  await expect(counter(page, 'Padrinhos')).toHaveText('2');
  await expect(list(page, 'Padrinhos').getByRole('listitem')).toHaveText([/Alvaro Dias/, /Bruno Marcos Lima/]);
  await expect(status(page, 'Padrinhos', 'Bruno Marcos Lima')).toHaveText('Confirmado');
  await expect(status(page, 'Madrinhas', 'Ana Souza')).toHaveText('Confirmada');
  await expect(list(page, 'Madrinhas').getByText('Prima da noiva')).toBeVisible();

  // Remove the dama de honra: her list disappears.
  await list(page, 'Madrinhas').getByRole('button', { name: 'Remover Ana Souza' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remover pessoa?' });
  await confirm.getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Pessoa removida').first()).toBeVisible();
  await expect(list(page, 'Damas de Honra')).toHaveCount(0);
  await expect(counter(page, 'Madrinhas')).toHaveText('0');
  await expect(counter(page, 'Damas de Honra')).toHaveText('0');
  await page.reload();
  await expect(page.getByText('Nenhuma madrinha adicionada ainda.')).toBeVisible();
  await expect(counter(page, 'Padrinhos')).toHaveText('2');
});

test('the forum preview, and the rain alert gated on Essencial', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'forum');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');

  await page.goto('/app/forum');
  await expect(page.getByRole('heading', { name: 'Fórum da Comunidade', level: 1 })).toBeVisible();
  await expect(page.getByText('Prévia do fórum.')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Discussões', exact: true })).toContainText('156');
  await expect(page.getByRole('group', { name: 'Online agora' })).toContainText('43');
  await expect(page.getByRole('group', { name: 'Novos posts' })).toContainText('12');
  await expect(page.getByRole('heading', { name: 'Regras da Comunidade' })).toBeVisible();
  await page.getByLabel('Buscar discussões').fill('lua de mel');
  await expect(page.getByRole('list', { name: 'Discussões de exemplo' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Carregar mais discussões' })).toBeVisible();

  // Rain alerts are Luxo's (weather_alerts): Essencial sees the spec's header and the gated card.
  await page.goto('/app/weather-alert');
  await expect(page.getByRole('heading', { name: 'Alerta de Chuva', level: 1 })).toBeVisible();
  await expect(page.getByTestId('gated-card')).toContainText('Plano atual: Essencial');
  await expect(page.getByText('O Alerta de Chuva está em desenvolvimento')).toHaveCount(0);
});

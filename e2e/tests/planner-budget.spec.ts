import { expect, test, type Page } from '@playwright/test';
import { openMenuIfCollapsed, setPlan, signUp, uniqueEmail } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  // 'Copiar links' and 'Copiar' write to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

/** Upgrades the signed-in couple to Premium through the local provider; returns the tab it ends in. */
async function upgradeToPremium(page: Page, email: string): Promise<Page> {
  await page.goto('/#planos');
  await page.getByRole('button', { name: 'Escolher Premium' }).click();
  const form = page.getByRole('form', { name: 'Dados para assinatura' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await expect(page).toHaveURL(/\/payment\?plan=/);
  const popup = page.context().waitForEvent('page');
  await page.getByRole('form', { name: 'Pagamento' }).getByRole('button', { name: 'Pagar com cartão' }).click();
  const checkout = await popup;
  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  await checkout.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(checkout).toHaveURL(/\/app(\?|$)/);
  await expect(checkout.getByText('Assinatura atualizada').first()).toBeVisible();
  return checkout;
}

test('the wedding info is saved, greets the couple and offers the routes', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'perfil'));
  await page.goto('/app/profile');
  await expect(page.getByRole('heading', { name: 'Compartilhar rotas' })).toHaveCount(0);

  await page.getByLabel('Seu nome').fill('Mariana');
  await page.getByLabel('Sobrenome').fill('Costa');
  await page.getByLabel('Nome do(a) parceiro(a)').fill('João Pereira');
  await page.getByLabel('Telefone').fill('(11) 98765-4321');
  await page.getByLabel('Data do casamento', { exact: true }).fill('15052027');
  await expect(page.getByLabel('Data do casamento', { exact: true })).toHaveValue('15/05/2027');
  // The civil date through the calendar, whose weeks start on Sunday.
  await page.getByLabel('Data do casamento civil', { exact: true }).fill('01/05/2027');
  await page.getByRole('button', { name: 'Abrir calendário: Data do casamento civil' }).click();
  const calendar = page.getByRole('dialog', { name: 'Calendário: Data do casamento civil' });
  await expect(calendar.getByRole('columnheader').first()).toHaveText('D');
  await calendar.getByRole('button', { name: '10 de maio de 2027' }).click();
  await expect(page.getByLabel('Data do casamento civil', { exact: true })).toHaveValue('10/05/2027');
  await page.getByLabel('Endereço do casamento civil (cartório)').fill('Rua das Flores, 100 - São Paulo, SP');
  await page.getByLabel('Local da festa').fill('Espaço Jardim');
  await page.getByLabel('Endereço da festa').fill('Av. Paulista, 1000 - São Paulo, SP');
  await expect(page.getByRole('heading', { name: 'Compartilhar rotas' })).toBeVisible();

  await page.getByRole('button', { name: 'Salvar Alterações' }).click();
  await expect(page.getByText('Perfil atualizado com sucesso.').first()).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(page.getByTestId('shell-user-name').filter({ visible: true })).toHaveText('Mariana');
  await page.keyboard.press('Escape');

  await page.reload();
  await expect(page.getByLabel('Seu nome')).toHaveValue('Mariana');
  await expect(page.getByLabel('Data do casamento', { exact: true })).toHaveValue('15/05/2027');
  await expect(page.getByLabel('Data do casamento civil', { exact: true })).toHaveValue('10/05/2027');
  await expect(page.getByLabel('Data do casamento religioso', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');

  const routes = page.getByRole('list', { name: 'Endereços' });
  await expect(routes.getByRole('link', { name: 'Google Maps' }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir\/\?api=1&destination=Rua%20das%20Flores/,
  );
  await expect(routes.getByRole('link', { name: 'Waze' }).last()).toHaveAttribute('href', /waze\.com\/ul\?q=Av\.%20Paulista/);
  await page.getByRole('button', { name: 'Copiar links' }).click();
  await expect(page.getByText('Links copiados!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Festa — Espaço Jardim');
});

test('the budget is split until 100 %, autosaved and kept after a reload', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'orcamento'));
  await page.goto('/app/budget');
  await expect(page.getByRole('heading', { name: 'Orçamento do Casamento' })).toBeVisible();
  const rows = page.getByTestId('budget-category');
  await expect(rows).toHaveCount(8);

  await page.getByLabel('Valor total (R$)').fill('80.000,00');
  await expect(page.getByTestId('budget-total')).toContainText('80.000,00');
  await expect(rows.first().getByTestId('budget-allocated')).toContainText('24.000,00');

  await rows.nth(0).getByLabel('Porcentagem (%)').fill('35');
  await expect(page.getByText('Atenção: A soma das porcentagens é 105%. Deve ser 100%.')).toBeVisible();
  await rows.nth(1).getByLabel('Porcentagem (%)').fill('20');
  await expect(page.getByText(/Atenção: A soma das porcentagens/)).toHaveCount(0);
  await rows.nth(0).getByLabel('Gasto (R$)').fill('10.000,00');
  await expect(page.getByTestId('budget-spent')).toContainText('10.000,00');
  await expect(page.getByTestId('budget-spent')).toContainText('12,5% do orçamento');
  await expect(page.getByTestId('budget-remaining')).toContainText('Dentro do orçamento');

  await expect(page.getByText('Salvo automaticamente').first()).toBeVisible();
  await expect(page.getByTestId('budget-save-state')).toHaveText(/^Salvo às \d{2}:\d{2}$/);

  await page.reload();
  await expect(page.getByLabel('Valor total (R$)')).toHaveValue('80.000,00');
  await expect(rows.nth(0).getByLabel('Porcentagem (%)')).toHaveValue('35');
  await expect(rows.nth(1).getByLabel('Porcentagem (%)')).toHaveValue('20');
  await expect(rows.nth(0).getByTestId('budget-allocated')).toContainText('28.000,00');
  await expect(rows.nth(0).getByLabel('Gasto (R$)')).toHaveValue('10.000,00');
  await expect(page.getByTestId('budget-remaining')).toContainText('70.000,00');
});

test('a category set in reais comes off the total, the percentages split the rest, and it is kept after a reload', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'reais'));
  await page.goto('/app/budget');
  const rows = page.getByTestId('budget-category');
  await expect(rows).toHaveCount(8);
  await page.getByLabel('Valor total (R$)').fill('100.000,00');
  const buffet = rows.nth(1);
  await expect(buffet.getByTestId('budget-allocated')).toContainText('25.000,00');

  await buffet.getByRole('button', { name: 'Em R$' }).click();
  await expect(buffet.getByLabel('Valor (R$)')).toHaveValue('25.000,00');
  await buffet.getByLabel('Valor (R$)').fill('40.000,00');
  // The other seven sum 75 % of the R$ 60.000,00 Buffet leaves.
  await expect(page.getByText('Atenção: A soma das porcentagens é 75%. Deve ser 100%.')).toBeVisible();
  await expect(rows.nth(0).getByTestId('budget-allocated')).toContainText('18.000,00');
  await rows.nth(7).getByLabel('Porcentagem (%)').fill('29');
  await expect(page.getByText(/Atenção/)).toHaveCount(0);
  await expect(page.getByTestId('budget-percent-sum')).toContainText('100% de R$ 60.000,00 (o total menos as categorias em R$)');
  await expect(page.getByTestId('budget-save-state')).toHaveText(/^Salvo às \d{2}:\d{2}$/);

  await page.reload();
  await expect(buffet.getByRole('button', { name: 'Em R$' })).toHaveAttribute('aria-pressed', 'true');
  await expect(buffet.getByLabel('Valor (R$)')).toHaveValue('40.000,00');
  await expect(buffet.getByTestId('budget-allocated')).toContainText('40.000,00');
  await expect(rows.nth(0).getByTestId('budget-allocated')).toContainText('18.000,00');
  await expect(rows.nth(7).getByTestId('budget-allocated')).toContainText('17.400,00');
});

test('invitations are gated on Essencial, then generated, copied and saved on Premium', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'convites');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  expect((await page.request.post('/api/guests', { data: { nome: 'Bruno Lima' } })).status()).toBe(201);
  const profile = await page.request.put('/api/profile', {
    data: {
      first_name: 'Ana',
      partner_name: 'João',
      wedding_date: '2027-05-15',
      wedding_location: 'Espaço Jardim',
      wedding_address: 'Av. Paulista, 1000',
    },
  });
  expect(profile.status()).toBe(200);

  await page.goto('/app/guests');
  await page.getByRole('tab', { name: 'Gerar Convites' }).click();
  await expect(page.getByRole('region', { name: 'Funcionalidade Premium' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar Convite' })).toHaveCount(0);

  const app = await upgradeToPremium(page, email);
  await app.goto('/app/guests');
  await app.getByRole('tab', { name: 'Gerar Convites' }).click();
  await expect(app.getByText('Ana e João')).toBeVisible();
  await app.getByRole('combobox', { name: 'Convidado' }).click();
  await app.getByRole('option', { name: 'Bruno Lima' }).click();
  await app.getByLabel('Mensagem personalizada (opcional)').fill('Traje esporte fino.');
  await app.getByRole('button', { name: 'Gerar Convite' }).click();
  const content = app.getByLabel('Convite', { exact: true });
  await expect(content).toHaveValue(/^Olá, Bruno Lima!/);
  await expect(content).toHaveValue(/Data: 15\/05\/2027\nLocal: Espaço Jardim\nEndereço: Av\. Paulista, 1000/);
  await expect(content).toHaveValue(/Traje esporte fino\./);

  await app.getByRole('button', { name: 'Copiar' }).click();
  await expect(app.getByText('Copiado!').first()).toBeVisible();
  expect(await app.evaluate(() => navigator.clipboard.readText())).toContain('Olá, Bruno Lima!');

  await app.getByRole('button', { name: 'Salvar Convite' }).click();
  await expect(app.getByText('Convite salvo com sucesso.').first()).toBeVisible();

  await app.reload();
  await app.getByRole('tab', { name: 'Gerar Convites' }).click();
  await app.getByRole('combobox', { name: 'Convidado' }).click();
  await app.getByRole('option', { name: /Bruno Lima/ }).click();
  await expect(app.getByLabel('Convite', { exact: true })).toHaveValue(/Traje esporte fino\./);
});

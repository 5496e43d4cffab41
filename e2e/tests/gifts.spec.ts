import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { openMenuIfCollapsed, setPlan, signUp, statValue, uniqueEmail } from './helpers';

test.beforeEach(async ({ context, baseURL }) => {
  // 'Copiar código' writes the PIX payload to the clipboard.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

async function openGifts(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Presentes' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/app\/gifts$/);
  await expect(page.getByRole('heading', { name: 'Lista de Presentes' })).toBeVisible();
}

/** Buys Premium for the signed-in couple through the local provider's test checkout. */
async function buyPremium(page: Page): Promise<void> {
  const res = await page.request.post('/api/checkout', { data: { plan: 'premium' } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await expect(page.getByText('Modo de teste')).toBeVisible();
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/app(\?|#|$)/);
  await expect(page.getByText('Assinatura atualizada').first()).toBeVisible();
  await openMenuIfCollapsed(page);
  await expect(page.getByTestId('shell-plan').filter({ visible: true })).toHaveText('Plano Premium');
  await page.keyboard.press('Escape');
}

test('a couple adds a gift, marks it received with the giver, edits and removes it', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'presentes'));
  await openGifts(page);

  await page.getByRole('button', { name: 'Adicionar Primeiro Presente' }).click();
  let dialog = page.getByRole('dialog', { name: 'Adicionar Presente' });
  await dialog.getByLabel('Nome do presente*').fill('Jogo de panelas');
  await dialog.getByLabel('Descrição').fill('Inox, 5 peças');
  await dialog.getByLabel('Valor (R$)').fill('459,90');
  await expect(dialog.getByLabel('Doador')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Presente adicionado com sucesso!').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  let card = page.getByTestId('gift-card').filter({ hasText: 'Jogo de panelas' });
  await expect(card.getByText('Pendente')).toBeVisible();
  await expect(statValue(page, 'Total de Presentes')).toHaveText('1');
  await expect(statValue(page, 'Presentes Recebidos')).toHaveText('0');
  await expect(statValue(page, 'Valor Total')).toHaveText('R$\u00a0459,90');

  // Received, with the giver: the server stamps today's date.
  await card.getByRole('button', { name: 'Editar Jogo de panelas' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Presente' });
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Recebido' }).click();
  await dialog.getByLabel('Doador').fill('Tia Rosa');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Presente atualizado com sucesso!').first()).toBeVisible();
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  await expect(card.getByText('Recebido', { exact: true })).toBeVisible();
  await expect(card.getByText('Tia Rosa')).toBeVisible();
  await expect(card.getByText(today)).toBeVisible();
  await expect(statValue(page, 'Presentes Recebidos')).toHaveText('1');

  // Edit the name and value; a second gift to delete.
  await card.getByRole('button', { name: 'Editar Jogo de panelas' }).click();
  dialog = page.getByRole('dialog', { name: 'Editar Presente' });
  await expect(dialog.getByLabel('Doador')).toHaveValue('Tia Rosa');
  await dialog.getByLabel('Nome do presente*').fill('Panelas de inox');
  await dialog.getByLabel('Valor (R$)').fill('1.299,00');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  card = page.getByTestId('gift-card').filter({ hasText: 'Panelas de inox' });
  await expect(card.getByText('R$\u00a01.299,00')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar Presente', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Adicionar Presente' });
  await dialog.getByLabel('Nome do presente*').fill('Toalhas');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  await expect(statValue(page, 'Total de Presentes')).toHaveText('2');

  await page.getByRole('button', { name: 'Excluir Toalhas' }).click();
  await page.getByRole('alertdialog', { name: 'Remover presente?' }).getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Presente removido com sucesso!').first()).toBeVisible();
  await expect(page.getByTestId('gift-card')).toHaveCount(1);

  // Everything was stored: a reload shows the same list.
  await page.reload();
  card = page.getByTestId('gift-card');
  await expect(card).toHaveCount(1);
  await expect(card.getByText('Panelas de inox')).toBeVisible();
  await expect(card.getByText('Tia Rosa')).toBeVisible();
  await expect(card.getByText(today)).toBeVisible();
  await expect(statValue(page, 'Valor Total')).toHaveText('R$\u00a01.299,00');
});

test('an Essencial couple sees the PIX gated card; a Premium couple gets the QR code', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'pix');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await openGifts(page);
  await page.getByRole('button', { name: 'PIX / QR Code' }).click();
  let dialog = page.getByRole('dialog', { name: 'PIX / QR Code' });
  await expect(dialog.getByTestId('gated-card')).toBeVisible();
  await expect(dialog.getByText('Funcionalidade Premium')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Fazer upgrade' })).toHaveAttribute('href', '/#planos');
  await page.keyboard.press('Escape');

  await buyPremium(page);
  await page.goto('/app/gifts');
  await page.getByRole('button', { name: 'PIX / QR Code' }).click();
  dialog = page.getByRole('dialog', { name: 'PIX / QR Code' });
  await dialog.getByRole('combobox', { name: 'Tipo de chave' }).click();
  await page.getByRole('option', { name: 'CPF' }).click();
  await dialog.getByLabel('Chave PIX*').fill('123.456.789');
  await dialog.getByLabel('Nome do beneficiário*').fill('Ana Cláudia & João');
  await dialog.getByRole('button', { name: 'Salvar e gerar QR Code' }).click();
  await expect(dialog.getByText('Chave PIX inválida para o tipo CPF.')).toBeVisible();

  await dialog.getByLabel('Chave PIX*').fill('529.982.247-25');
  await dialog.getByRole('button', { name: 'Salvar e gerar QR Code' }).click();
  await expect(page.getByText('Informações PIX salvas com sucesso! Gerando QR Code...').first()).toBeVisible();
  const qr = dialog.getByRole('img', { name: 'QR Code PIX para presentear o casal' });
  await expect(qr).toBeVisible();
  await expect(page.getByText('QR Code gerado!').first()).toBeVisible();
  expect(await qr.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.clientWidth])).toEqual([400, 200]);
  const payload = dialog.getByLabel('PIX copia e cola');
  await expect(payload).toHaveValue(
    /^00020126330014br\.gov\.bcb\.pix0111529982247255204000053039865802BR5916ANA CLAUDIA JOAO6008BRASILIA62070503\*\*\*6304[0-9A-F]{4}$/,
  );

  await dialog.getByRole('button', { name: 'Copiar código' }).click();
  await expect(page.getByText('Copiado!').first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await payload.inputValue());

  // The QR as the page shows it encodes exactly the copy-and-paste payload.
  const shot = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(decoded?.data).toBe(await payload.inputValue());

  // The key is stored for the wedding: reopening after a reload shows it and its QR at once.
  await page.reload();
  await page.getByRole('button', { name: 'PIX / QR Code' }).click();
  dialog = page.getByRole('dialog', { name: 'PIX / QR Code' });
  await expect(dialog.getByLabel('Chave PIX*')).toHaveValue('52998224725');
  await expect(dialog.getByRole('img', { name: 'QR Code PIX para presentear o casal' })).toBeVisible();
  await page.keyboard.press('Escape');

  // Back on Essencial the key is locked, not hidden: the gated card, then the saved key read-only.
  await setPlan(page, email, 'essencial');
  await openGifts(page);
  await page.getByRole('button', { name: 'PIX / QR Code' }).click();
  dialog = page.getByRole('dialog', { name: 'PIX / QR Code' });
  await expect(dialog.getByTestId('gated-card')).toBeVisible();
  const saved = dialog.getByRole('region', { name: 'Chave PIX salva' });
  await expect(saved).toContainText('Chave PIX: 52998224725');
  await expect(saved).toContainText('Nome do beneficiário: Ana Cláudia & João');
  await expect(dialog.getByLabel('Chave PIX*')).toHaveCount(0);
  await expect(dialog.getByRole('img', { name: 'QR Code PIX para presentear o casal' })).toHaveCount(0);
});

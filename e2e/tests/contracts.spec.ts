import { expect, test, type Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMenuIfCollapsed, signUp, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

/** A small but complete PDF (one empty page, cross-reference table, trailer). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\n' +
    'xref\n0 4\n0000000000 65535 f \n0000000009 00000 n \n0000000052 00000 n \n0000000101 00000 n \n' +
    'trailer<</Size 4/Root 1 0 R>>\nstartxref\n166\n%%EOF\n',
);

async function openContracts(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Contratos' }).filter({ visible: true }).click();
  await expect(page).toHaveURL(/\/app\/contracts$/);
  await expect(page.getByRole('heading', { name: 'Contratos e Fornecedores' })).toBeVisible();
}

const count = (page: Page, label: string) =>
  page.getByRole('group', { name: label, exact: true }).getByTestId('count-value');

test('a couple attaches a contract PDF, sees it overdue, downloads it, pays it and deletes it', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'contratos'));
  await openContracts(page);
  await expect(page.getByText('Nenhum contrato cadastrado')).toBeVisible();
  const maps = page.getByRole('link', { name: 'Buscar Fornecedores' });
  await expect(maps).toHaveAttribute('target', '_blank');
  await expect(maps).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\//);

  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Contrato' });
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(dialog.getByText('Por favor, informe o fornecedor.')).toBeVisible();

  await dialog.getByLabel('Fornecedor*').fill('Buffet');
  await dialog.getByLabel('Descrição').fill('Jantar para 120 pessoas');
  await dialog.getByLabel('Valor (R$)').fill('18.500,00');
  // A past payment deadline: the contract is overdue while pendente.
  await dialog.getByLabel('Prazo de pagamento', { exact: true }).fill('01/11/2026');
  await dialog.getByLabel('Arquivo do contrato').setInputFiles({ name: 'Contrato Buffet.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page.getByText('Contrato adicionado com sucesso.').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByTestId('contract-card').filter({ hasText: 'Buffet' });
  await expect(card).toHaveAttribute('data-overdue', 'true');
  await expect(card.getByText('Pagamento em atraso')).toBeVisible();
  await expect(card.getByText('01/11/2026')).toBeVisible();
  await expect(card.getByText('R$\u00a018.500,00')).toBeVisible();
  await expect(count(page, 'Pendente')).toHaveText('1');

  // 'Ver arquivo' opens the PDF in a new tab, shown inline by the browser in a sandbox (issue 15).
  // On a phone the full-width toasts can sit over the card's links (a pointer resting on them
  // keeps them open): the couple moves away and waits for them to go, as a person would.
  await page.mouse.move(0, 0);
  await expect(page.getByRole('region', { name: /Avisos/ }).getByRole('listitem')).toHaveCount(0, { timeout: 20_000 });
  const fileLink = card.getByRole('link', { name: 'Ver arquivo de Buffet' });
  const fileUrl = await fileLink.getAttribute('href');
  expect(fileUrl).toMatch(/^\/api\/contracts\/[0-9a-f-]+\/file$/);
  const opened = page.context().waitForEvent('page');
  const served = page.context().waitForEvent('response', (r) => new URL(r.url()).pathname === fileUrl);
  await fileLink.click();
  const tab = await opened;
  const response = await served;
  expect(response.status()).toBe(200);
  const headers = await response.allHeaders();
  expect(headers['content-type']).toBe('application/pdf');
  expect(headers['content-disposition']).toMatch(/^inline; filename="Contrato Buffet\.pdf"/);
  expect(headers['content-security-policy']).toBe('sandbox');
  expect(headers['x-content-type-options']).toBe('nosniff');
  await tab.close();
  // The file comes back byte for byte.
  expect((await (await page.request.get(fileUrl!)).body()).equals(PDF)).toBeTruthy();

  await card.getByRole('combobox', { name: 'Status de Buffet' }).click();
  await page.getByRole('option', { name: 'Pago' }).click();
  await expect(page.getByText('Status do contrato atualizado.').first()).toBeVisible();
  await expect(card).not.toHaveAttribute('data-overdue', 'true');
  await expect(card.getByText('Pagamento em atraso')).toHaveCount(0);
  await expect(count(page, 'Pago')).toHaveText('1');
  await expect(count(page, 'Pendente')).toHaveText('0');

  await card.getByRole('button', { name: 'Excluir Buffet' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Excluir contrato?' });
  await expect(confirm.getByText('Tem certeza que deseja excluir este contrato? Esta ação não pode ser desfeita.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Contrato excluído com sucesso.').first()).toBeVisible();
  await expect(page.getByText('Nenhum contrato cadastrado')).toBeVisible();

  const gone = await page.request.get(fileUrl ?? '/missing');
  expect(gone.status()).toBe(404);
});

test('a file that is not a PDF or Word document is refused even when named .pdf', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'contratos-falso'));
  await openContracts(page);
  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Contrato' });
  await dialog.getByLabel('Fornecedor*').fill('Fotógrafo');
  await dialog
    .getByLabel('Arquivo do contrato')
    .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html><script>alert(1)</script></html>') });
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page.getByText('Erro ao salvar contrato.').first()).toBeVisible();
  await expect(dialog.locator('#contract-arquivo-error')).toHaveText('Envie um arquivo PDF, DOC ou DOCX, ou uma foto JPEG ou PNG.');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByText('Nenhum contrato cadastrado')).toBeVisible();
});

/** The São Paulo calendar day `days` from now, as the couple types it (dd/MM/yyyy). */
function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  const [year, month, day] = date.toISOString().slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

test('a contract paid with a sinal and 3 parcelas becomes 4 payment reminders, and each one paid adds to its budget category', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'contratos-parcelas'));
  const budget = await page.request.put('/api/budget', {
    data: {
      total_cents: 10_000_000,
      categories: [
        { nome: 'Buffet', percent_tenths: 400, spent_cents: 100_000 },
        { nome: 'Fotografia', percent_tenths: 600, spent_cents: 0 },
      ],
    },
  });
  expect(budget.ok()).toBeTruthy();

  await openContracts(page);
  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Contrato' });
  await dialog.getByLabel('Fornecedor*').fill('Buffet Sabor');
  await dialog.getByLabel('Valor (R$)').fill('12.000,00');
  await dialog.getByLabel('Categoria do orçamento').selectOption('Buffet');
  await dialog.getByLabel('Sinal (R$)').fill('3.000,00');
  await dialog.getByLabel('Vencimento do sinal', { exact: true }).fill(saoPauloDay(10));
  // More parcelas than the remainder allows in centavos is refused with the reason.
  await dialog.getByLabel('Parcelas', { exact: true }).fill('25');
  await dialog.getByLabel('Vencimento da 1ª parcela', { exact: true }).fill(saoPauloDay(40));
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(dialog.getByText('Use de 0 a 24 parcelas.')).toBeVisible();
  await dialog.getByLabel('Parcelas', { exact: true }).fill('3');
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page.getByText('Contrato adicionado com sucesso.').first()).toBeVisible();

  const card = page.getByTestId('contract-card').filter({ hasText: 'Buffet Sabor' });
  await expect(card.getByText('Sinal + 3 parcelas')).toBeVisible();
  await expect(card.getByTestId('contract-payments')).toHaveText('0 de 4 pagos (R$\u00a00,00)');
  await expect(card.getByText('Buffet', { exact: true })).toBeVisible();

  // The financial control lists the sinal and each parcela, with their own due dates.
  await page.goto('/app/financial-control');
  await expect(page.getByRole('heading', { name: 'Controle Financeiro' })).toBeVisible();
  const reminders = page.getByTestId('reminder-card').filter({ hasText: 'Buffet Sabor' });
  await expect(reminders).toHaveCount(4);
  const sinal = reminders.filter({ hasText: 'Sinal do contrato' });
  await expect(sinal.getByText(`Vence em ${saoPauloDay(10)}`)).toBeVisible();
  await expect(sinal.getByText('R$\u00a03.000,00')).toBeVisible();
  const first = reminders.filter({ hasText: 'Parcela 1 de 3 do contrato' });
  await expect(first.getByText(`Vence em ${saoPauloDay(40)}`)).toBeVisible();
  await expect(first.getByText('R$\u00a03.000,00')).toBeVisible();
  if (process.env.UPDATE_SCREENSHOTS) {
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `financeiro-${width}.png`), fullPage: true });
  }

  // Paying the sinal moves the Buffet category's spent value from R$ 1.000,00 to R$ 4.000,00.
  await sinal.getByRole('button', { name: 'Marcar como pago: Buffet Sabor' }).click();
  await expect(page.getByText('Status atualizado para pago.').first()).toBeVisible();
  await expect(sinal.getByText('Pago', { exact: true })).toBeVisible();
  await expect(sinal.getByRole('button', { name: /^Marcar como pago/ })).toHaveCount(0);

  await page.goto('/app/budget');
  const buffet = page.getByRole('listitem', { name: 'Buffet', exact: true });
  await expect(page.getByTestId('budget-spent')).toContainText('4.000,00');
  await expect(buffet.getByLabel('Gasto (R$)')).toHaveValue('4.000,00');
  // The category lists its suppliers: the contracts that name it.
  await expect(buffet.getByTestId('budget-suppliers')).toContainText('Buffet Sabor');
  await expect(buffet.getByTestId('budget-suppliers')).toContainText('R$\u00a012.000,00 · 1 de 4 pagos');

  await openContracts(page);
  await expect(card.getByTestId('contract-payments')).toHaveText('1 de 4 pagos (R$\u00a03.000,00)');
});

test('a phone photo of a paper contract uploads and opens as an image', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'contratos-foto'));
  await openContracts(page);
  // A real JPEG, as a phone camera makes one (the browser's own encoder).
  const photo = Buffer.from(
    (
      await page.evaluate(() => {
        const canvas = document.createElement('canvas');
        canvas.width = 640;
        canvas.height = 480;
        const context = canvas.getContext('2d')!;
        context.fillStyle = '#f5efe6';
        context.fillRect(0, 0, 640, 480);
        context.fillStyle = '#333';
        context.font = '32px serif';
        context.fillText('Contrato de prestação de serviços', 40, 80);
        return canvas.toDataURL('image/jpeg', 0.9);
      })
    ).split(',')[1]!,
    'base64',
  );

  await page.getByRole('button', { name: 'Novo Contrato' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Contrato' });
  await dialog.getByLabel('Fornecedor*').fill('Decoração Flor de Lis');
  await dialog.getByLabel('Arquivo do contrato').setInputFiles({ name: 'IMG_0042.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(dialog.getByTestId('contract-file-name')).toHaveText('IMG_0042.jpg');
  await dialog.getByRole('button', { name: 'Salvar Contrato' }).click();
  await expect(page.getByText('Contrato adicionado com sucesso.').first()).toBeVisible();

  const card = page.getByTestId('contract-card').filter({ hasText: 'Decoração Flor de Lis' });
  await expect(card.getByText('IMG_0042.jpg')).toBeVisible();
  const fileUrl = await card.getByRole('link', { name: 'Ver arquivo de Decoração Flor de Lis' }).getAttribute('href');
  const served = await page.request.get(fileUrl!);
  expect(served.headers()['content-type']).toBe('image/jpeg');
  expect(served.headers()['content-disposition']).toMatch(/^inline; filename="IMG_0042\.jpg"/);
  expect(served.headers()['content-security-policy']).toBe('sandbox');
  expect((await served.body()).equals(photo)).toBeTruthy();
});

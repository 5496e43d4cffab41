import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUp, statValue, uniqueEmail } from './helpers';

// A guest list saved as CSV by pt-BR Excel: Windows-1252, ';', CRLF, a quoted cell holding ';'
// and another holding a line break, an ignored column, and one line with a bad e-mail.
const here = dirname(fileURLToPath(import.meta.url));
const FIXTURE = join(here, '..', 'fixtures', 'convidados-excel-ptbr.csv');

async function openImport(page: Page) {
  await page.getByRole('button', { name: 'Importar convidados' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar convidados' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function exportFile(page: Page, button: string, path: string): Promise<Buffer> {
  await page.getByRole('button', { name: 'Exportar lista' }).click();
  const dialog = page.getByRole('dialog', { name: 'Exportar lista' });
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: button }).click();
  const file = await download;
  await file.saveAs(path);
  await expect(dialog).toBeHidden();
  return readFileSync(path);
}

test('a couple imports a pt-BR Excel CSV, exports the list and re-imports it unchanged', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'importa'));
  await page.goto('/app/guests');
  await expect(page.getByRole('heading', { name: 'Lista de Convidados' })).toBeVisible();

  // Preview: the server reads the file and writes nothing.
  let dialog = await openImport(page);
  await dialog.getByLabel('Planilha (.csv ou .xlsx)').setInputFiles(FIXTURE);
  await expect(dialog.getByTestId('import-summary')).toHaveText('3 novos · 0 já na lista · 1 com problema');
  await expect(dialog.getByText('Colunas ignoradas: Observações')).toBeVisible();
  const rows = dialog.getByTestId('import-row');
  await expect(rows).toHaveCount(4);
  await expect(rows.nth(0)).toContainText('Conceição Araújo');
  await expect(rows.nth(0)).toContainText('Novo');
  await expect(rows.nth(1)).toContainText('João; o padrinho');
  const problem = dialog.locator('[data-testid="import-row"][data-state="erro"]');
  await expect(problem).toContainText('Linha 5');
  await expect(problem).toContainText('Lúcia Gonçalves');
  await expect(problem).toContainText('E-mail inválido');
  if (process.env.UPDATE_SCREENSHOTS) {
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `guest-import-${width}.png`) });
  }

  // Commit: the three good rows are added; the line with a problem is skipped.
  await dialog.getByRole('button', { name: 'Importar 3 convidados' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 convidados importados').first()).toBeVisible();
  await expect(statValue(page, 'Total Convidados')).toHaveText('3');
  await expect(statValue(page, 'Total Pessoas')).toHaveText('4');
  for (const name of ['Conceição Araújo', 'João; o padrinho', 'Zé Mário']) {
    await expect(page.getByText(name, { exact: true }).filter({ visible: true }).first()).toBeVisible();
  }
  await expect(page.getByText('Lúcia Gonçalves')).toHaveCount(0);

  // Export as CSV (UTF-8 BOM, ';', CRLF, dd/mm/aaaa) and as .xlsx; each re-imports unchanged:
  // every row is already on the list, so there is nothing new to import.
  const csv = await exportFile(page, 'CSV (separado por ;)', testInfo.outputPath('convidados.csv'));
  const text = csv.toString('utf8');
  expect(text.startsWith('\uFEFFNome;E-mail;Telefone;Mesa;Acompanhante;Status;Adicionado em\r\n')).toBe(true);
  expect(text).toMatch(/\r\nConceição Araújo;conceicao@exemplo\.com\.br;\(11\) 98765-4321;3;Sim;Pendente;\d\d\/\d\d\/\d{4}\r\n/);
  const xlsx = await exportFile(page, 'Excel (.xlsx)', testInfo.outputPath('convidados.xlsx'));
  expect(xlsx.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  for (const file of [testInfo.outputPath('convidados.csv'), testInfo.outputPath('convidados.xlsx')]) {
    dialog = await openImport(page);
    await dialog.getByLabel('Planilha (.csv ou .xlsx)').setInputFiles(file);
    await expect(dialog.getByTestId('import-summary')).toHaveText('0 novos · 3 já na lista · 0 com problemas');
    await expect(dialog.locator('[data-testid="import-row"][data-state="duplicado"]')).toHaveCount(3);
    await expect(dialog.getByRole('button', { name: 'Nada novo para importar' })).toBeDisabled();
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(statValue(page, 'Total Convidados')).toHaveText('3');
});

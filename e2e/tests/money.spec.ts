import { expect, test, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { closeToasts, outboxMessages, saoPauloDay, signUp, statValue, uniqueEmail } from './helpers';

/** '2026-11-25' → '25/11/2026', as the couple types a date. */
function brDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test('a supplier payment is reminded, counted as upcoming, paid by a PIX code with the amount and marked paid', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo, 'lembretes');
  await signUp(page, email);
  await page.goto('/app/events');
  await expect(page.getByRole('heading', { name: 'Eventos Avançados' })).toBeVisible();
  await openTab(page, 'Lembretes');

  // Eventos Avançados shows Controle Financeiro's own reminder panel (issue 18 §4: one place for money).
  await page.getByRole('button', { name: 'Novo Lembrete' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Lembrete de Pagamento' });
  // Nothing filled: each required field says so, nothing created.
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Informe o fornecedor.')).toBeVisible();
  await form.getByLabel('Fornecedor*').fill('Estúdio Luz');
  await form.getByLabel('Valor (R$)*').fill('3.500,00');
  await form.getByLabel('Vencimento*', { exact: true }).fill(brDate(saoPauloDay(3)));
  await expect(form.getByLabel('Horário 1')).toHaveValue('08:00');
  await expect(form.getByRole('button', { name: /^Remover horário/ })).toHaveCount(0);
  await form.getByRole('button', { name: 'Adicionar horário' }).click();
  await expect(form.getByLabel('Horário 2')).toHaveValue('12:00');
  await form.getByLabel('Horário 2').fill('18:00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Lembrete criado com sucesso!').first()).toBeVisible();
  await expect(form).toBeHidden();

  const eventItem = page.getByTestId('reminder-card').filter({ hasText: 'Estúdio Luz' });
  await expect(eventItem.getByText('3 dias restantes')).toBeVisible();
  await expect(eventItem.getByText('Notificações: 08:00, 18:00')).toBeVisible();

  // Tomorrow at 08:00 (São Paulo) the scheduler reminds the couple: the bell and a toast show it
  // without a reload (the realtime stream; the bell's own polling is every 30 s).
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  const tomorrowAt = (hhmm: string) => new Date(`${saoPauloDay(1)}T${hhmm}:00-03:00`).toISOString();
  // (The tick runs for every wedding on the shared server, and other tests' reminders fall due at
  // that instant when the suite crosses midnight in São Paulo: this couple's e-mails are counted.)
  const reminderMails = async () => (await outboxMessages(page, email)).filter((m) => m.subject === 'Lembrete de pagamento: Estúdio Luz').length;
  const run = await page.request.post('/api/test/run-jobs', { data: { at: tomorrowAt('08:00') } });
  expect(run.ok()).toBeTruthy();
  expect(await reminderMails()).toBe(1);
  const realtime = { timeout: 5_000 };
  await expect(page.getByTestId('notification-badge')).toHaveText('1', realtime);
  await expect(page.getByText(/Estúdio Luz — R\$\s3\.500,00 — 2 dias restantes/).first()).toBeVisible(realtime);

  // The financial control shows it as upcoming. PIX is the one payment integration (PicPay and
  // Mercado Pago offer no payer-built link with an amount).
  await page.goto('/app/financial-control');
  await expect(page.getByRole('heading', { name: 'Controle Financeiro' })).toBeVisible();
  await expect(page.getByTestId('fc-active-reminders').getByTestId('stat-value')).toHaveText('1');
  await expect(page.getByTestId('fc-integrations').getByTestId('stat-value')).toHaveText('1');
  await expect(statValue(page, 'Vencimentos Próximos')).toHaveText('1');
  const card = page.getByTestId('reminder-card').filter({ hasText: 'Estúdio Luz' });
  await expect(card.getByText('3 dias restantes')).toBeVisible();
  await expect(card.getByText('R$\u00a03.500,00')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PicPay' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Copiar dados para transferência' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Pagar com PIX' })).toHaveCount(0);

  // The supplier's PIX key, stored on the reminder, gives a BR Code that carries the amount.
  await card.getByRole('button', { name: 'Editar lembrete de Estúdio Luz' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Lembrete' });
  await edit.getByRole('combobox', { name: 'Tipo de chave' }).click();
  await page.getByRole('option', { name: 'E-mail' }).click();
  await edit.getByLabel('Chave PIX').fill('financeiro@estudioluz.com.br');
  await edit.getByLabel('Nome de quem recebe').fill('Estúdio Luz Fotografia');
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Lembrete atualizado com sucesso!').first()).toBeVisible();
  await card.getByRole('button', { name: 'Pagar com PIX' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar com PIX' });
  const qr = pay.getByRole('img', { name: 'QR Code PIX para pagar Estúdio Luz' });
  await expect(qr).toBeVisible();
  const payload = pay.getByLabel('PIX copia e cola');
  // Key, amount (field 54 = 3500.00), receiver, and the reminder's txid in field 62-05.
  await expect(payload).toHaveValue(
    /^00020126500014br\.gov\.bcb\.pix0128financeiro@estudioluz\.com\.br52040000530398654073500\.005802BR5922ESTUDIO LUZ FOTOGRAFIA6008BRASILIA62290525[0-9a-f]{25}6304[0-9A-F]{4}$/,
  );
  const code = await payload.inputValue();
  // The QR as the page shows it encodes exactly the copy-and-paste payload.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(400);
  const shot = PNG.sync.read(await qr.screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(decoded?.data).toBe(code);
  await page.keyboard.press('Escape');
  await expect(pay).toBeHidden();

  // The dashboard counts it among the payments still to make, and names it as the next one.
  await page.goto('/app');
  const pending = page.getByTestId('pending-payments');
  await expect(pending).toContainText(/R\$\s3\.500,00\s*em 1 pagamento/);
  await expect(pending).toContainText(`Próximo: Estúdio Luz, R$\u00a03.500,00 em ${brDate(saoPauloDay(3))}`);

  // One click in the events screen marks it paid.
  await page.goto('/app/events');
  await openTab(page, 'Lembretes');
  await eventItem.getByRole('button', { name: 'Marcar como pago: Estúdio Luz' }).click();
  await expect(page.getByText('Status atualizado para pago.').first()).toBeVisible();
  await expect(eventItem.getByText('Pago', { exact: true })).toBeVisible();
  await expect(eventItem.getByRole('button', { name: /^Marcar como pago/ })).toHaveCount(0);
  await expect(eventItem.getByText('3 dias restantes')).toHaveCount(0);
  // A paid reminder is quiet: tomorrow's 18:00 sends nothing.
  const evening = await page.request.post('/api/test/run-jobs', { data: { at: tomorrowAt('18:00') } });
  expect(evening.ok()).toBeTruthy();
  expect(await reminderMails()).toBe(1);

  await page.goto('/app/financial-control');
  await expect(statValue(page, 'Vencimentos Próximos')).toHaveText('0');
  await expect(statValue(page, 'Pagos')).toHaveText('1');
  await page.goto('/app');
  await expect(page.getByTestId('pending-payments')).toContainText('Nenhum pagamento pendente');
});

test('a Fotografia limit goes through Atenção, Crítico and Excedido, with the regional warning above the benchmark', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'gastos'));

  // Created in the events screen, whose info text states the thresholds; its spending tab is
  // Controle Financeiro's own panel (issue 18 §4).
  await page.goto('/app/events');
  await openTab(page, 'Gastos');
  await expect(page.getByText('Os alertas são disparados quando o gasto atinge 60%, 80% e 100% do limite.')).toBeVisible();
  await page.getByRole('button', { name: 'Novo Limite' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Limite de Gastos' });
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(form.getByText('Escolha a categoria.')).toBeVisible();
  await form.getByRole('combobox', { name: 'Categoria*' }).click();
  await page.getByRole('option', { name: 'Fotografia' }).click();
  await form.getByLabel('Limite (R$)*').fill('6.000,00');
  await form.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Limite criado com sucesso!').first()).toBeVisible();
  await expect(page.getByTestId('limit-card').filter({ hasText: 'Fotografia' }).getByTestId('level-badge')).toHaveText('OK');

  await page.goto('/app/financial-control');
  await openTab(page, 'Alertas de Gastos');
  const card = page.getByTestId('limit-card').filter({ hasText: 'Fotografia' });
  const raise = async (current: string) => {
    await card.getByRole('button', { name: 'Editar limite de Fotografia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Limite' });
    await dialog.getByLabel('Gasto atual (R$)').fill(current);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog).toBeHidden();
  };

  await raise('3.600,00'); // 60 %
  await expect(card.getByTestId('level-badge')).toHaveText('Atenção');
  await expect(card.getByTestId('limit-percent')).toHaveText('60,0%');
  await expect(page.getByTestId('critical-alert')).toHaveCount(0);
  await expect(card.getByTestId('benchmark-warning')).toHaveCount(0);

  await raise('4.800,00'); // 80 %, still under the regional average + 20 % (R$ 5.400,00)
  await expect(card.getByTestId('level-badge')).toHaveText('Crítico');
  await expect(page.getByTestId('critical-alert')).toContainText('Fotografia');
  await expect(page.getByTestId('fc-critical-alerts').getByTestId('stat-value')).toHaveText('1');
  await expect(card.getByTestId('benchmark-warning')).toHaveCount(0);

  await raise('6.000,00'); // 100 %, above the benchmark
  await expect(card.getByTestId('level-badge')).toHaveText('Excedido');
  await expect(card.getByTestId('limit-percent')).toHaveText('100,0%');
  await expect(card.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
  await expect(card.getByTestId('benchmark-warning')).toContainText('média regional');
  await expect(page.getByTestId('critical-alert')).toContainText('limite excedido');
});

test('a limit follows its budget category, and crossing 80 % rings the bell', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'limite-orcamento'));
  const saveBudget = async (spentCents: number) => {
    const res = await page.request.put('/api/budget', {
      data: {
        total_cents: 8_000_000,
        categories: [
          { nome: 'Buffet', percent_tenths: 600, spent_cents: 0 },
          { nome: 'Fotografia', percent_tenths: 400, spent_cents: spentCents },
        ],
      },
    });
    expect(res.ok()).toBeTruthy();
  };
  await saveBudget(250_000);

  await page.goto('/app/financial-control');
  await openTab(page, 'Alertas de Gastos');
  // 'Orçamento Total' is the budget's, not the sum of the limits.
  await expect(page.getByTestId('limit-stat-budget').getByTestId('stat-value')).toHaveText('R$\u00a080.000,00');
  await page.getByRole('button', { name: 'Criar Primeiro Limite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Limite de Gastos' });
  await dialog.getByRole('combobox', { name: 'Categoria*' }).click();
  await page.getByRole('option', { name: 'Fotografia' }).click();
  await dialog.getByLabel('Limite (R$)*').fill('5.000,00');
  await dialog.getByRole('combobox', { name: 'Acompanhar categoria do orçamento' }).click();
  await page.getByRole('option', { name: 'Fotografia' }).click();
  await expect(dialog.getByTestId('limit-current-from-budget')).toHaveText('R$\u00a02.500,00, do orçamento.');
  await expect(dialog.getByLabel('Gasto atual (R$)')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const card = page.getByTestId('limit-card').filter({ hasText: 'Fotografia' });
  await expect(card.getByTestId('limit-percent')).toHaveText('50,0%');
  await expect(page.getByTestId('limit-stat-budget')).toContainText('Soma dos limites: R$\u00a05.000,00');

  // The budget's spent value moves the limit: past 80 % the bell gets 'Crítico', without a reload.
  await saveBudget(420_000);
  await expect(card.getByTestId('limit-percent')).toHaveText('84,0%', { timeout: 5_000 });
  await expect(card.getByTestId('level-badge')).toHaveText('Crítico');
  await expect(page.getByTestId('notification-badge')).toHaveText('1', { timeout: 5_000 });
  // The alert also pops a toast, which on a phone covers the bell: closed first (closeToasts).
  await expect(page.getByRole('region', { name: /Avisos/ }).getByRole('listitem').filter({ hasText: 'Crítico: 80% do limite de Fotografia' })).toBeVisible();
  await closeToasts(page);
  await page.getByRole('button', { name: /Notificações/ }).first().click();
  await expect(page.getByRole('dialog').getByText('Crítico: 80% do limite de Fotografia').first()).toBeVisible();
});

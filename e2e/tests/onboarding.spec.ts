import { expect, test, type Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { signUpToOnboarding, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

/** The couple's calendar day in São Paulo moved by months, as dd/MM/yyyy. */
function saoPauloDateBr(months: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const [year, month] = today.split('-').map(Number);
  // The 10th avoids month ends; months ahead is always in the future.
  const d = new Date(Date.UTC(year!, month! - 1 + months, 10));
  return `10/${String(d.getUTCMonth() + 1).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

async function expectStep(page: Page, n: number, title: string): Promise<void> {
  await expect(page.getByTestId('onboarding-progress')).toHaveText(`Passo ${n} de 6`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

test('sign-up → onboarding → a dashboard with the suggested tasks and the budget', async ({ page }, testInfo) => {
  await signUpToOnboarding(page, uniqueEmail(testInfo, 'onboarding'), 'Beatriz', 'Souza');
  const next = page.getByRole('button', { name: 'Continuar' });

  // 1: the names typed at sign-up are already there.
  await expectStep(page, 1, 'Vamos começar por você');
  await expect(page.getByLabel('Seu nome')).toHaveValue('Beatriz');
  await expect(page.getByLabel('Sobrenome')).toHaveValue('Souza');
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeHidden();
  await next.click();

  await expectStep(page, 2, 'Quem vai casar com você?');
  await page.getByLabel('Nome do(a) parceiro(a)').fill('Leonardo');
  await next.click();

  // 3: a past date is refused next to the field, and the step stays.
  await expectStep(page, 3, 'Quando é o grande dia?');
  const date = page.getByRole('textbox', { name: 'Data do casamento', exact: true });
  await date.fill('01/01/2020');
  await next.click();
  await expect(page.getByText('A data do casamento não pode estar no passado.')).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveText('Passo 3 de 6');
  const weddingDate = saoPauloDateBr(8);
  await date.fill(weddingDate);
  await page.getByLabel('Horário da cerimônia').fill('16:30');
  if (process.env.UPDATE_SCREENSHOTS) {
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `onboarding-${width}.png`) });
  }
  await next.click();

  await expectStep(page, 4, 'Onde vai ser?');
  await page.getByLabel('Cidade').fill('Campinas, SP');
  await page.getByLabel('Local da festa').fill('Espaço Jardim');
  await page.getByLabel('Igreja ou cartório').fill('Igreja Matriz');
  // 'Voltar' keeps what was typed.
  await page.getByRole('button', { name: 'Voltar' }).click();
  await expectStep(page, 3, 'Quando é o grande dia?');
  await expect(page.getByRole('textbox', { name: 'Data do casamento', exact: true })).toHaveValue(weddingDate);
  await next.click();
  await expectStep(page, 4, 'Onde vai ser?');
  await expect(page.getByLabel('Local da festa')).toHaveValue('Espaço Jardim');
  await next.click();

  await expectStep(page, 5, 'Quantos convidados vocês esperam?');
  await page.getByLabel('Número estimado de convidados').fill('120');
  await next.click();

  await expectStep(page, 6, 'Qual é o orçamento total?');
  await page.getByLabel('Orçamento total (R$)').fill('50.000,00');
  await page.getByRole('button', { name: 'Concluir' }).click();

  // The dashboard: names, the 14 suggested tasks and the budget; no invitation to configure. Two
  // tasks the flow itself did close themselves: 'Definir o orçamento total' (the total) and
  // 'Reservar o local' (the party venue).
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText('Tudo pronto! O planejamento de vocês começou.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Beatriz & Leonardo!');
  await expect(page.getByRole('region', { name: 'Progresso Geral' })).toContainText('2 de 14 tarefas');
  await expect(page.getByRole('region', { name: 'Orçamento' })).toContainText('gastos de R$ 50.000,00');
  await expect(page.getByRole('region', { name: 'Seu Grande Dia' })).toContainText(weddingDate);
  // The answers with no other home show on the dashboard: time, church, city, guest estimate.
  const countdown = page.getByTestId('dashboard-countdown');
  await expect(countdown).toContainText(`${weddingDate} às 16:30`);
  await expect(countdown).toContainText('Igreja Matriz');
  await expect(countdown).toContainText('Espaço Jardim, Campinas, SP');
  await expect(page.getByTestId('guest-estimate')).toHaveText('Estimativa: 120 pessoas');
  await expect(page.getByTestId('onboarding-card')).toHaveCount(0);
  const budget = await page.request.get('/api/budget');
  expect(((await budget.json()) as { categories: unknown[] }).categories).toHaveLength(8);

  // Configurações shows what the flow filled in.
  await page.goto('/app/profile');
  await expect(page.getByLabel('Seu nome')).toHaveValue('Beatriz');
  await expect(page.getByLabel('Sobrenome')).toHaveValue('Souza');
  await expect(page.getByLabel('Nome do(a) parceiro(a)')).toHaveValue('Leonardo');
  await expect(page.getByRole('textbox', { name: 'Data do casamento', exact: true })).toHaveValue(weddingDate);
  await expect(page.getByLabel('Local da festa')).toHaveValue('Espaço Jardim');
});

test('each step can be skipped, the flow resumes from the dashboard, and skipping it all leaves next steps', async ({ page }, testInfo) => {
  await signUpToOnboarding(page, uniqueEmail(testInfo, 'onboarding-pular'), 'Ana', 'Lima');
  await expectStep(page, 1, 'Vamos começar por você');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expectStep(page, 2, 'Quem vai casar com você?');
  await page.getByRole('button', { name: 'Pular', exact: true }).click();
  await expectStep(page, 3, 'Quando é o grande dia?');

  // Leaving halfway: the dashboard offers to continue where they stopped, after a reload too.
  await page.goto('/app');
  const card = page.getByTestId('onboarding-card');
  await expect(card).toContainText('Vocês pararam no passo 3 de 6.');
  await page.reload();
  await expect(card).toContainText('Vocês pararam no passo 3 de 6.');
  await card.getByRole('link', { name: 'Continuar configuração' }).click();
  await expect(page).toHaveURL(/\/app\/comecar$/);
  await expectStep(page, 3, 'Quando é o grande dia?');

  // 'Pular configuração': the dashboard, whose empty cards each say what to do next.
  await page.getByRole('button', { name: 'Pular configuração' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Ana!');
  await expect(card).toHaveCount(0);
  const progress = page.getByRole('region', { name: 'Progresso Geral' });
  await expect(progress).toContainText('Nenhuma tarefa ainda.');
  await expect(progress).not.toContainText('0 de 0');
  await expect(progress.getByRole('link', { name: 'Definir a data para criar as tarefas' })).toHaveAttribute('href', '/app/profile');
  const guests = page.getByRole('region', { name: 'Convidados' });
  await expect(guests.getByRole('link', { name: 'Adicionar o primeiro convidado' })).toHaveAttribute('href', '/app/guests');
  await expect(page.getByRole('region', { name: 'Orçamento' }).getByRole('link', { name: 'Definir orçamento' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Seu Grande Dia' }).getByRole('link', { name: 'Definir a data do casamento' })).toBeVisible();
  // Skipped for good: a reload does not bring the invitation back.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Progresso Geral' })).toContainText('Nenhuma tarefa ainda.');
  await expect(card).toHaveCount(0);
  // Sign-up's names reached Configurações.
  await page.goto('/app/profile');
  await expect(page.getByLabel('Seu nome')).toHaveValue('Ana');
  await expect(page.getByLabel('Sobrenome')).toHaveValue('Lima');
});

test('a toast never covers the page heading', async ({ page }, testInfo) => {
  // At desktop width the toast sits beside the heading; on a phone it sits over the app's header.
  await signUpToOnboarding(page, uniqueEmail(testInfo, 'onboarding-toast'), 'Ana', 'Lima');
  // 'Conta criada com sucesso!' is up while the flow's heading shows. The pointer rests on it, as
  // a person's does to read it, so it stays (sonner pauses its timer): on a busy one-core machine
  // the heading came 4 s after the toast, when the toast had left by itself.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Conta criada com sucesso!' });
  await expect(toast).toBeVisible();
  await toast.hover();
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeVisible();
  const a = await toast.boundingBox();
  const b = await heading.boundingBox();
  expect(a && b).toBeTruthy();
  if (a && b) {
    const overlaps = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlaps, `toast ${JSON.stringify(a)} heading ${JSON.stringify(b)}`).toBe(false);
  }
});

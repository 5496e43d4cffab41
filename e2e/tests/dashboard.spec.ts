import { expect, test, type Page } from '@playwright/test';
import { saoPauloDay, signUp, uniqueEmail } from './helpers';

const br = (iso: string) => iso.split('-').reverse().join('/');

async function send(page: Page, method: 'post' | 'put', path: string, data: unknown): Promise<void> {
  const res = await page.request[method](path, { data });
  expect(res.ok(), `${method.toUpperCase()} ${path}: ${await res.text()}`).toBeTruthy();
}

test('the dashboard greets the couple, counts down and sums up the planning', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'dashboard'), 'Mariana', 'Costa');

  const weddingDate = saoPauloDay(20);
  const civilDate = saoPauloDay(18);
  const taskDeadline = saoPauloDay(10);
  await send(page, 'put', '/api/profile', {
    first_name: 'Mariana',
    last_name: 'Costa',
    partner_name: 'Rafael',
    wedding_date: weddingDate,
    civil_ceremony_date: civilDate,
    religious_ceremony_date: null,
    civil_ceremony_address: null,
    wedding_location: 'Espaço Jardim',
    wedding_address: null,
    phone: null,
  });
  await send(page, 'post', '/api/guests', { nome: 'Beatriz Lima', acompanhante: true, status_confirmacao: 'confirmado' });
  await send(page, 'post', '/api/guests', { nome: 'Carlos Mendes', acompanhante: false, status_confirmacao: 'pendente' });
  await send(page, 'post', '/api/checklist', { tarefa: 'Contratar o buffet', prioridade: 'alta', prazo: taskDeadline });
  await send(page, 'put', '/api/budget', {
    total_cents: 5_000_000,
    categories: [
      { nome: 'Buffet/Catering', percent_tenths: 500, spent_cents: 1_500_000, status: 'em_andamento' },
      { nome: 'Fotografia e Filmagem', percent_tenths: 100, spent_cents: 602_500, status: 'concluido' },
    ],
  });

  await page.goto('/app');
  for (const pass of ['first load', 'after reload']) {
    await test.step(pass, async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Mariana & Rafael!');

      const bigDay = page.getByRole('region', { name: 'Seu Grande Dia' });
      await expect(bigDay).toContainText('20 dias restantes');
      await expect(bigDay).toContainText(br(weddingDate));
      const countdown = page.getByRole('region', { name: 'Contagem regressiva' });
      await expect(countdown).toContainText('20dias para o sim');
      await expect(countdown).toContainText('2 semanas e 6 dias');
      await expect(countdown).toContainText('Espaço Jardim');

      await expect(page.getByRole('region', { name: 'Progresso Geral' })).toContainText('0 de 1 tarefa');
      const guests = page.getByRole('region', { name: 'Convidados' });
      await expect(guests).toContainText('3pessoas');
      await expect(guests).toContainText('2 confirmadas 2 convidados na lista');
      await expect(page.getByRole('region', { name: 'Orçamento' })).toContainText('R$ 21.025,00');

      const timeline = page.getByRole('list', { name: 'Datas do casamento' });
      await expect(timeline.getByTestId('timeline-civil')).toContainText(`em 18 dias${br(civilDate)}`);
      await expect(timeline.getByTestId('timeline-festa')).toContainText(`em 20 dias${br(weddingDate)} · Espaço Jardim`);
      // No religious ceremony date yet: shown, inviting the couple to set it.
      await expect(timeline.getByTestId('timeline-religioso')).toHaveText('Casamento ReligiosoDefinir a data');

      const task = page.getByTestId('priority-task');
      await expect(task).toHaveCount(1);
      await expect(task).toContainText('Contratar o buffet');
      await expect(task).toContainText(br(taskDeadline));
      await expect(task.getByRole('img', { name: 'Prioridade alta' })).toHaveClass(/bg-red-500/);
      await expect(page.getByTestId('upcoming-deadlines')).toHaveText('1 prazo nos próximos 30 dias');

      const photo = page.getByRole('progressbar', { name: 'Fotografia e Filmagem' });
      await expect(photo).toHaveAttribute('aria-valuetext', '120,5%');
      await expect(photo).toHaveAttribute('aria-valuenow', '100');
      const buffet = page.getByRole('progressbar', { name: 'Buffet/Catering' });
      await expect(buffet).toHaveAttribute('aria-valuetext', '60,0%');
      // The fill is 60 % as wide as its track; the over-spent one stops at the full track.
      const track = (await buffet.boundingBox())!;
      const fill = (await buffet.getByTestId('budget-bar-fill').boundingBox())!;
      expect(Math.abs(fill.width - track.width * 0.6)).toBeLessThan(2);
      const photoTrack = (await photo.boundingBox())!;
      const photoFill = (await photo.getByTestId('budget-bar-fill').boundingBox())!;
      expect(Math.abs(photoFill.width - photoTrack.width)).toBeLessThan(1);

      await expect(page.getByTestId('tip-reta_final')).toContainText('Reta final!');
    });
    if (pass === 'first load') {
      await page.screenshot({ path: testInfo.outputPath('dashboard.png') });
      await page.reload();
    }
  }
});

test('without a wedding date the dashboard asks for it', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'dashboard-vazio'), 'Ana');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Olá, Ana!');
  const bigDay = page.getByRole('region', { name: 'Seu Grande Dia' });
  await bigDay.getByRole('link', { name: 'Definir a data do casamento' }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await page.goBack();
  await expect(page.getByText('Nenhuma tarefa pendente')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Contagem regressiva' })).toHaveCount(0);
  await expect(page.getByTestId('tip-comece')).toContainText('Comece pelo planejamento');
  // The timeline keeps its milestones without dates, each one a way to its date field.
  const timeline = page.getByRole('list', { name: 'Datas do casamento' });
  await expect(timeline.getByRole('listitem')).toHaveText([
    'Casamento CivilDefinir a data',
    'Casamento ReligiosoDefinir a data',
    'FestaDefinir a data',
  ]);
  await page.screenshot({ path: testInfo.outputPath('dashboard-empty.png') });
  await timeline.getByRole('link', { name: 'Definir a data: Casamento Religioso' }).click();
  await expect(page).toHaveURL(/\/app\/profile#profile-religious_ceremony_date$/);
  await expect(page.getByRole('textbox', { name: 'Data do casamento religioso' })).toBeInViewport();
});

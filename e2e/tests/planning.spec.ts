import { expect, test, type Page } from '@playwright/test';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openMenuIfCollapsed, signUp, uniqueEmail } from './helpers';

const here = dirname(fileURLToPath(import.meta.url));

async function openPlanning(page: Page): Promise<void> {
  await openMenuIfCollapsed(page);
  await page.getByRole('link', { name: 'Planejamento' }).click();
  await expect(page).toHaveURL(/\/app\/planning$/);
  await expect(page.getByRole('heading', { name: 'Planejamento do Casamento', level: 1 })).toBeVisible();
}

const filterButton = (page: Page, name: RegExp) =>
  page.getByRole('group', { name: 'Filtrar tarefas' }).getByRole('button', { name });

/** dd/MM/yyyy of today + days in São Paulo, the wedding's zone. */
function saoPauloBr(days: number): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);
}

test('a couple edits a task, deletes it and undoes the delete; a past deadline is refused', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'tarefa-editar'));
  await openPlanning(page);
  const form = page.getByRole('form', { name: 'Adicionar tarefa' });

  // A past deadline on a new task is refused with a clear message, and nothing is added.
  await form.getByLabel('Descrição').fill('Provar o vestido');
  await form.getByLabel('Prazo', { exact: true }).fill('01/01/2020');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('O prazo não pode estar no passado.')).toBeVisible();
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();
  // The server refuses it too, whatever the form says.
  const direct = await page.request.post('/api/checklist', { data: { tarefa: 'Velha', prazo: '2020-01-01' } });
  expect(direct.status()).toBe(422);
  expect(((await direct.json()) as { error: { fields: Record<string, string> } }).error.fields.prazo).toBe('past');

  const deadline = saoPauloBr(30);
  await form.getByLabel('Prazo', { exact: true }).fill(deadline);
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(filterButton(page, /^Todas \(1\)$/)).toBeVisible();

  // Tapping the title opens the editor; it does not tick the task.
  await page.getByRole('button', { name: 'Editar tarefa: Provar o vestido' }).click();
  const editor = page.getByRole('dialog', { name: 'Editar tarefa' });
  await expect(editor).toBeVisible();
  await expect(editor.getByLabel('Descrição')).toHaveValue('Provar o vestido');
  await expect(editor.getByLabel('Prazo', { exact: true })).toHaveValue(deadline);
  await editor.getByLabel('Descrição').fill('Provar o vestido com a costureira');
  await editor.getByLabel('Lembrete').fill('18:30');
  await editor.getByRole('combobox', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await editor.getByLabel('Notas').fill('Levar o sapato e o véu.');
  if (process.env.UPDATE_SCREENSHOTS) {
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 }); // no toast over the picture
    const width = page.viewportSize()?.width ?? 1280;
    await page.screenshot({ path: join(here, '..', '..', 'docs', 'screenshots', `task-editor-${width}.png`) });
  }
  await editor.getByRole('button', { name: 'Salvar' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText('Tarefa atualizada').first()).toBeVisible();
  const row = page.getByTestId('checklist-item');
  await expect(row).toContainText('Provar o vestido com a costureira');
  await expect(row).toContainText('Alta');
  await expect(row).toContainText('Lembrete: 18:30');
  await expect(row).toContainText('Levar o sapato e o véu.');
  await expect(page.getByRole('checkbox', { name: 'Provar o vestido com a costureira' })).not.toBeChecked();
  await expect(filterButton(page, /^Concluídas \(0\)$/)).toBeVisible();

  // Delete: the row goes at once; 'Desfazer' brings back the same task, with its dates and reminder.
  const before = (await (await page.request.get('/api/checklist')).json()) as { items: Record<string, unknown>[] };
  await page.getByRole('button', { name: 'Remover Provar o vestido com a costureira' }).click();
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Desfazer' }).click();
  await expect(page.getByText('Tarefa restaurada').first()).toBeVisible();
  await expect(filterButton(page, /^Todas \(1\)$/)).toBeVisible();
  await expect(row).toContainText('Lembrete: 18:30');
  const after = (await (await page.request.get('/api/checklist')).json()) as { items: Record<string, unknown>[] };
  expect(after.items).toEqual(before.items);
  await page.reload();
  await expect(page.getByTestId('checklist-item')).toContainText('Provar o vestido com a costureira');
});

test('a couple adds tasks, ticks and filters them, and is asked for the wedding date', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'tarefas'));
  await openPlanning(page);
  await expect(page.getByRole('tab', { name: 'Tarefas gerais' })).toHaveAttribute('aria-selected', 'true');

  // Without a wedding date, suggested tasks are not invented: the date is asked for.
  await page.getByRole('button', { name: 'Gerar tarefas sugeridas' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Data do casamento não informada' });
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Configurações' })).toHaveAttribute('href', '/app/profile');
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();

  // An empty description is ignored.
  const form = page.getByRole('form', { name: 'Adicionar tarefa' });
  await form.getByLabel('Descrição').fill('   ');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();

  // A reminder fires on the deadline's day: a time without a deadline is refused.
  await form.getByLabel('Descrição').fill('Comprar as alianças');
  await form.getByLabel('Lembrete').fill('09:30');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('Informe o prazo para receber o lembrete')).toBeVisible();
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();
  await form.getByLabel('Lembrete').fill('');

  await form.getByLabel('Prazo', { exact: true }).fill('31/02/2027');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(form.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeVisible();
  await expect(filterButton(page, /^Todas \(0\)$/)).toBeVisible();
  await form.getByLabel('Prazo', { exact: true }).fill('20/03/2027');
  await expect(form.getByText('Data inválida. Use o formato dd/mm/aaaa.')).toBeHidden();
  await form.getByLabel('Lembrete').fill('09:30');
  await form.getByRole('combobox', { name: 'Prioridade' }).click();
  await page.getByRole('option', { name: 'Alta' }).click();
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page.getByText('Item adicionado').first()).toBeVisible();
  await expect(form.getByLabel('Descrição')).toHaveValue('');

  // The deadline can also be picked on the calendar, whose weeks start on Sunday.
  await form.getByLabel('Descrição').fill('Escolher o buquê');
  await form.getByLabel('Prazo', { exact: true }).fill('15/06/2027');
  await form.getByRole('button', { name: 'Abrir calendário: Prazo' }).click();
  const calendar = form.getByRole('dialog', { name: 'Calendário: Prazo' });
  await expect(calendar.getByText('Junho de 2027')).toBeVisible();
  await expect(calendar.getByRole('columnheader').first().locator('abbr')).toHaveAttribute('title', 'domingo');
  await calendar.getByRole('button', { name: '22 de junho de 2027' }).click();
  await expect(calendar).toBeHidden();
  await expect(form.getByLabel('Prazo', { exact: true })).toHaveValue('22/06/2027');
  await form.getByRole('button', { name: 'Adicionar' }).click();
  await expect(filterButton(page, /^Todas \(2\)$/)).toBeVisible();

  const rings = page.getByTestId('checklist-item').filter({ hasText: 'Comprar as alianças' });
  await expect(rings).toContainText('Alta');
  await expect(rings).toContainText('Prazo: 20/03/2027');
  await expect(rings).toContainText('Lembrete: 09:30');
  const bouquet = page.getByTestId('checklist-item').filter({ hasText: 'Escolher o buquê' });
  await expect(bouquet).toContainText('Média');
  await expect(bouquet).toContainText('Prazo: 22/06/2027');

  await page.getByRole('checkbox', { name: 'Comprar as alianças' }).check();
  await expect(filterButton(page, /^Concluídas \(1\)$/)).toBeVisible();
  await filterButton(page, /^Pendentes/).click();
  await expect(page.getByTestId('checklist-item')).toHaveCount(1);
  await expect(page.getByTestId('checklist-item')).toContainText('Escolher o buquê');

  // Remove the pending one (the toast offers 'Desfazer', not taken); the ticked one survives a reload.
  await page.getByRole('button', { name: 'Remover Escolher o buquê' }).click();
  await expect(page.getByText('Item removido').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desfazer' })).toBeVisible();
  await page.reload();
  await expect(filterButton(page, /^Todas \(1\)$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Comprar as alianças' })).toBeChecked();
});

test('a couple documents a civil and a religious ceremony', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'cerimonia'));
  await openPlanning(page);
  await page.getByRole('tab', { name: 'Documentação' }).click();
  await expect(page.getByText('Nenhuma documentação criada')).toBeVisible();

  // 'Locais Próximos' opens a real maps search in a new tab; no made-up venue list.
  await page.getByRole('button', { name: 'Nova Cerimônia' }).first().click();
  let dialog = page.getByRole('dialog', { name: 'Nova Cerimônia' });
  const search = dialog.getByRole('link', { name: 'Buscar cartórios' });
  await expect(search).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/cart%C3%B3rio\+civil/);
  await expect(search).toHaveAttribute('target', '_blank');

  // 'Manual': name and address are required.
  await dialog.getByRole('tab', { name: 'Manual' }).click();
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Campos obrigatórios')).toBeVisible();
  await expect(page.getByText('Por favor, informe o nome e endereço do local.')).toBeVisible();
  await dialog.getByLabel('Civil', { exact: true }).check();
  await dialog.getByLabel('Nome do local*').fill('1º Cartório de Registro Civil');
  await dialog.getByLabel('Endereço*').fill('Av. Paulista, 1000 - São Paulo');
  await dialog.getByLabel('Telefone').fill('(11) 3333-4444');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();

  const civil = page.getByTestId('ceremony-card').filter({ hasText: '1º Cartório de Registro Civil' });
  await expect(civil).toContainText('Civil');
  await expect(civil).toContainText('Av. Paulista, 1000 - São Paulo');
  await expect(civil.getByTestId('documents-percent')).toHaveText('0%');
  await civil.getByRole('checkbox', { name: 'Comprovante de residência dos noivos' }).click();
  await expect(civil.getByTestId('documents-percent')).toHaveText('14%');
  await civil.getByRole('tab', { name: /^Tarefas/ }).click();
  await civil.getByRole('checkbox', { name: 'Definir o regime de bens' }).click();
  await expect(civil.getByRole('tab', { name: 'Tarefas (1/7)' })).toBeVisible();

  await page.getByRole('button', { name: 'Nova Cerimônia' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Nova Cerimônia' });
  await dialog.getByRole('tab', { name: 'Manual' }).click();
  await dialog.getByLabel('Religiosa').check();
  await dialog.getByLabel('Nome do local*').fill('Paróquia São José');
  await dialog.getByLabel('Endereço*').fill('Rua das Flores, 100');
  await dialog.getByLabel('Observações').fill('Curso de noivos aos sábados');
  // The place's link, as copied from the maps search, gives the venue's point on the map.
  await dialog.getByLabel('Localização no mapa').fill('perto da praça');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByText(/^Não encontramos a localização\./)).toBeVisible();
  await dialog
    .getByLabel('Localização no mapa')
    .fill('https://www.google.com/maps/place/Par%C3%B3quia/@-23.561,-46.656,17z/data=!3m1!4b1!4m6!3m5!8m2!3d-23.5614141!4d-46.6558819');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog).toBeHidden();
  const religious = page.getByTestId('ceremony-card').filter({ hasText: 'Paróquia São José' });
  await expect(religious).toContainText('Religiosa');
  await expect(religious.getByRole('link', { name: 'Ver Paróquia São José no mapa (abre em nova aba)' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=-23.5614141%2C-46.6558819',
  );
  // Without a point, the map opens at the address.
  await expect(civil.getByRole('link', { name: /^Ver 1º Cartório/ })).toHaveAttribute('href', /query=Av\.%20Paulista%2C%201000/);
  await expect(religious).toContainText('Curso de noivos aos sábados');
  await expect(page.getByTestId('ceremony-card').first()).toContainText('Paróquia São José'); // newest first

  // 'Editar': add a document (trimmed; a duplicate is refused).
  await civil.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Cerimônia' });
  await edit.getByLabel('Novo documento').fill('  Certidão de casamento dos pais ');
  await edit.getByRole('button', { name: 'Adicionar documento' }).click();
  await edit.getByLabel('Novo documento').fill('certidão de casamento dos pais');
  await edit.getByRole('button', { name: 'Adicionar documento' }).click();
  await expect(edit.getByText('Este item já está na lista.')).toBeVisible();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Cerimônia atualizada com sucesso.')).toBeVisible();
  await expect(civil.getByRole('tab', { name: 'Documentos (1/8)' })).toBeVisible();

  // Both ceremonies' tasks joined the checklist as alta, pendente.
  await page.getByRole('tab', { name: 'Tarefas gerais' }).click();
  await expect(page.getByRole('group', { name: 'Filtrar tarefas' }).getByRole('button', { name: 'Todas (14)' })).toBeVisible();
  const task = page.getByTestId('checklist-item').filter({ hasText: 'Escolher o cartório de registro civil' });
  await expect(task).toContainText('Alta');
  await expect(page.getByRole('checkbox', { name: 'Reservar a data na igreja ou paróquia' })).not.toBeChecked();

  await page.reload();
  await page.getByRole('tab', { name: 'Documentação' }).click();
  await expect(civil.getByTestId('documents-percent')).toHaveText('13%'); // 1 of 8
  await expect(civil.getByRole('checkbox', { name: 'Comprovante de residência dos noivos' })).toBeChecked();
  await civil.getByRole('tab', { name: /^Tarefas/ }).click();
  await expect(civil.getByRole('checkbox', { name: 'Definir o regime de bens' })).toBeChecked();
  // The point was saved: after a reload the edit dialog shows it.
  await religious.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('dialog', { name: 'Editar Cerimônia' }).getByLabel('Localização no mapa')).toHaveValue('-23.5614141, -46.6558819');
  await page.keyboard.press('Escape');

  // Delete the religious one.
  await religious.getByRole('button', { name: 'Remover Paróquia São José' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remover' }).click();
  await expect(page.getByText('Cerimônia removida com sucesso.')).toBeVisible();
  await expect(page.getByTestId('ceremony-card')).toHaveCount(1);
});

// The wedding date is set through the profile API here; planner-budget.spec.ts fills the
// profile through the Configurações screen.
test('a couple with a wedding date generates the 14 suggested tasks once', async ({ page }, testInfo) => {
  await signUp(page, uniqueEmail(testInfo, 'sugeridas'));
  // PUT replaces the profile: send back its fields with the wedding date set.
  const fields = ['first_name', 'last_name', 'partner_name', 'wedding_date', 'civil_ceremony_date',
    'religious_ceremony_date', 'civil_ceremony_address', 'wedding_location', 'wedding_address', 'phone'];
  const current = (await (await page.request.get('/api/profile')).json()) as Record<string, unknown>;
  const profile = Object.fromEntries(fields.map((f) => [f, current[f] ?? null]));
  const res = await page.request.put('/api/profile', { data: { ...profile, wedding_date: '2027-08-31' } });
  expect(res.ok(), await res.text()).toBeTruthy();
  await openPlanning(page);

  await page.getByRole('button', { name: 'Gerar tarefas sugeridas' }).click();
  await expect(page.getByText('Tarefas sugeridas adicionadas!').first()).toBeVisible();
  await expect(filterButton(page, /^Todas \(14\)$/)).toBeVisible();
  await expect(page.getByTestId('checklist-item').first()).toContainText('Prazo: 28/02/2027');
  await expect(page.getByTestId('checklist-item').last()).toContainText('Prazo: 24/08/2027');

  // Generating again adds nothing.
  await page.getByRole('button', { name: 'Gerar tarefas sugeridas' }).click();
  await expect(page.getByText('Todas as sugestões já estavam na sua lista.')).toBeVisible();
  await expect(filterButton(page, /^Todas \(14\)$/)).toBeVisible();

  await page.getByRole('checkbox', { name: 'Contratar o buffet' }).check();
  await filterButton(page, /^Concluídas/).click();
  await expect(page.getByTestId('checklist-item')).toHaveCount(1);
  await page.reload();
  await expect(filterButton(page, /^Pendentes \(13\)$/)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Contratar o buffet' })).toBeChecked();
});

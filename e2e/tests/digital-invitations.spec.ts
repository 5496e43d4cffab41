import { expect, test, type Page } from '@playwright/test';
import { setPlan, signUp, uniqueEmail } from './helpers';

/** Buys Premium for the signed-in couple through the local provider's test checkout. */
async function buyPremium(page: Page): Promise<void> {
  const res = await page.request.post('/api/checkout', { data: { plan: 'premium' } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/app(\?|#|$)/);
}

type OutboxMessage = { to: string; subject: string; body: string };

/** The e-mails queued for `to`, newest first (ACEITO_TEST_ENDPOINTS). */
async function outbox(page: Page, to: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/** The RSVP link, on a line of its own in the e-mail body. */
function rsvpLink(body: string): string {
  const found = /^(https?:\/\/\S+\/convite\/[A-Za-z0-9_-]+)$/m.exec(body);
  expect(found, body).not.toBeNull();
  return found![1];
}

async function openInvitationsTab(page: Page): Promise<void> {
  await page.goto('/app/events');
  await page.getByRole('tab', { name: 'Convites' }).click();
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notificações/ });

test('a Premium couple e-mails an invitation and the guest confirms from the link', async ({ page, browser }, testInfo) => {
  const guestEmail = uniqueEmail(testInfo, 'convidada');
  const coupleEmail = uniqueEmail(testInfo, 'convites');
  await signUp(page, coupleEmail);
  await setPlan(page, coupleEmail, 'essencial');

  // Essencial: the tab is the gated card.
  await openInvitationsTab(page);
  await expect(page.getByTestId('gated-card')).toContainText('Funcionalidade Premium');
  await expect(page.getByRole('form', { name: 'Novo convite digital' })).toHaveCount(0);

  await buyPremium(page);
  await openInvitationsTab(page);
  const form = page.getByRole('form', { name: 'Novo convite digital' });

  // The three required fields, with the spec's text.
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Preencha todos os campos obrigatórios.')).toBeVisible();

  await form.getByLabel('Nome do convidado*').fill('Carla Dias');
  await form.getByLabel('E-mail do convidado*').fill(guestEmail);
  await form.getByLabel('Data do evento*').fill('15/05/2030');
  await form.getByLabel('Horário').fill('19:30');
  await form.getByLabel('Local').fill('Espaço Jardim, São Paulo');
  await form.getByLabel('Traje').fill('Esporte fino');
  await form.getByLabel('Mensagem personalizada').fill('Contamos com você!');
  await form.getByRole('button', { name: 'Enviar convite' }).click();
  await expect(page.getByText('Convite digital criado e enviado com sucesso!')).toBeVisible();
  const row = page.getByRole('listitem', { name: 'Carla Dias' });
  await expect(row).toContainText('Enviado');
  await expect(row).toContainText('15/05/2030');

  // The e-mail the guest receives.
  const [mail] = await outbox(page, guestEmail);
  expect(mail.subject).toBe('Convite: Ana convida você');
  expect(mail.body).toContain('Data: 15/05/2030');
  expect(mail.body).toContain('Horário: 19:30');
  const link = rsvpLink(mail.body);

  // The guest opens it in a browser with no session.
  const guestContext = await browser.newContext({
    viewport: testInfo.project.use.viewport,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  try {
    const guest = await guestContext.newPage();
    // A direct load answers 200, with the link preview the server rendered (no guest data).
    const response = await guest.goto(link);
    expect(response?.status()).toBe(200);
    const html = await response!.text();
    expect(html).toContain('<meta property="og:title" content="Ana — 15/05/2030" />');
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+\/og-image\.png" \/>/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(html).not.toContain('Carla');
    const image = await page.request.get('/og-image.png');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    await expect(guest.getByRole('heading', { name: 'Olá, Carla Dias!' })).toBeVisible();
    await expect(guest.getByText('15/05/2030')).toBeVisible();
    await expect(guest.getByText('Esporte fino')).toBeVisible();
    await guest.getByRole('button', { name: 'Confirmar presença' }).click();
    await expect(guest.getByText('Sua presença está confirmada. Até lá!')).toBeVisible();
    expect(await guestContext.cookies()).toEqual([]);

    // A broken link shows the error state.
    const broken = await guest.goto(link.slice(0, -4) + 'AAAA');
    expect(broken?.status()).toBe(404);
    await expect(guest.getByRole('heading', { name: 'Convite não encontrado' })).toBeVisible();
  } finally {
    await guestContext.close();
  }

  // The couple sees the answer in the list and in the bell.
  await page.reload();
  await page.getByRole('tab', { name: 'Convites' }).click();
  await expect(page.getByRole('listitem', { name: 'Carla Dias' })).toContainText('Confirmado');
  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notificações' });
  await expect(panel.getByTestId('notification-item').filter({ hasText: 'Convite confirmado' })).toContainText(
    'Carla Dias confirmou presença.',
  );
  await page.keyboard.press('Escape');

  // Resend really sends: a second e-mail with a new link.
  await page.getByRole('listitem', { name: 'Carla Dias' }).getByRole('button', { name: 'Reenviar' }).click();
  await expect(page.getByText(`Convite reenviado para ${guestEmail}.`)).toBeVisible();
  const mails = await outbox(page, guestEmail);
  expect(mails).toHaveLength(2);
  expect(rsvpLink(mails[0].body)).not.toBe(link);

  // Back on Essencial the invitations are locked, not hidden: the gated card, then the list and its
  // answers, read-only.
  await setPlan(page, coupleEmail, 'essencial');
  await openInvitationsTab(page);
  await expect(page.getByTestId('gated-card')).toContainText('Funcionalidade Premium');
  await expect(page.getByRole('listitem', { name: 'Carla Dias' })).toContainText('Confirmado');
  await expect(page.getByText(/^Somente leitura: os convites enviados e as respostas continuam aqui\./)).toBeVisible();
  await expect(page.getByRole('form', { name: 'Novo convite digital' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
});

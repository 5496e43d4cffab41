import { expect, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'Segredo123';

/** A unique e-mail per test and viewport, so runs never collide on the shared server. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@exemplo.com.br`;
}

/**
 * Signs up as a person does: the form, the 'Confira seu e-mail' state, then the e-mailed
 * 'Confirme seu e-mail' link (read from the test outbox) and 'Confirmar e entrar'. Ends on /app,
 * signed in.
 */
export async function signUp(page: Page, email: string, firstName = 'Ana', lastName = 'Souza'): Promise<void> {
  await signUpToOnboarding(page, email, firstName, lastName);
  // The other specs start from the dashboard, as a couple who chose 'Pular configuração'.
  await page.getByRole('button', { name: 'Pular configuração' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

/** Signs up as signUp does and stops where a new couple lands: the first-run flow, /app/comecar. */
export async function signUpToOnboarding(page: Page, email: string, firstName = 'Ana', lastName = 'Souza'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('Nome', { exact: true }).fill(firstName);
  await form.getByLabel('Sobrenome').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill(PASSWORD);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByRole('heading', { name: 'Confira seu e-mail' })).toBeVisible();
  await page.goto(await mailLink(page, email, 'Confirme seu e-mail', '/auth/confirmar?token='));
  await page.getByRole('button', { name: 'Confirmar e entrar' }).click();
  await expect(page).toHaveURL(/\/app\/comecar$/);
}

type OutboxMessage = { to: string; subject: string; body: string };

/** The e-mails queued for to, newest first (GET /api/test/outbox, loopback only). */
export async function outboxMessages(page: Page, to: string): Promise<OutboxMessage[]> {
  const res = await page.request.get(`/api/test/outbox?to=${encodeURIComponent(to.trim().toLowerCase())}`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { messages: OutboxMessage[] }).messages;
}

/**
 * How many times text appears in this couple's notifications. The scheduler's tick runs for every
 * wedding on the shared test server, so its own count is not this couple's: this is.
 */
export async function notificationsMentioning(page: Page, text: string): Promise<number> {
  const res = await page.request.get('/api/notifications');
  expect(res.ok()).toBeTruthy();
  return JSON.stringify(await res.json()).split(text).length - 1;
}

/** The path of the newest link starting with prefix in the newest e-mail with subject to to. */
export async function mailLink(page: Page, to: string, subject: string, prefix: string): Promise<string> {
  const mail = (await outboxMessages(page, to)).find((m) => m.subject === subject);
  expect(mail, `e-mail '${subject}' to ${to}`).toBeDefined();
  const match = new RegExp(`${prefix.replace(/[?.]/g, '\\$&')}[^\\s]+`).exec(mail?.body ?? '');
  expect(match, `link ${prefix} in '${subject}'`).not.toBeNull();
  return match?.[0] ?? '';
}

const PLAN_NAMES = { essencial: 'Essencial', premium: 'Premium', luxo: 'Luxo' } as const;

/**
 * A sign-up starts the free trial (Premium, 14 days). Specs about a plan's limits and gates put
 * the signed-up couple's wedding on that plan, active with no end, as a sign-up was before the
 * trial (POST /api/test/set-plan, loopback only), and wait until the shell shows it.
 */
export async function setPlan(page: Page, email: string, plan: keyof typeof PLAN_NAMES): Promise<void> {
  const res = await page.request.post('/api/test/set-plan', { data: { email, plan } });
  expect(res.status()).toBe(204);
  await page.reload();
  await expect(page.getByTestId('shell-plan').first()).toHaveText(`Plano ${PLAN_NAMES[plan]}`);
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/**
 * Closes every toast on screen through its close button. On a phone a toast sits over the header,
 * menu button and bell included, for its few seconds (issue 18 §2), and a pointer resting on it
 * keeps it there: a test about to use the header while a toast is up closes it first, as a person
 * would. The buttons are pressed in one step inside the page: a toast leaving on its own between
 * a count and a click would otherwise leave the click waiting for it until the test times out.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.locator('[aria-label="Fechar aviso"]').evaluateAll((buttons) => {
    for (const button of buttons) if (button instanceof HTMLButtonElement) button.click();
  });
  await expect(page.getByRole('region', { name: /Avisos/ }).getByRole('listitem')).toHaveCount(0);
}

/** Calls the API as the signed-in couple of page and returns the JSON answer ({} for 204); fails the test on any other status. */
export async function apiCall(page: Page, method: 'POST' | 'PUT', path: string, data?: object): Promise<Record<string, unknown>> {
  const res = await page.request.fetch(path, { method, data });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBeTruthy();
  return res.status() === 204 ? {} : ((await res.json()) as Record<string, unknown>);
}

/**
 * The two pages a guest opens from WhatsApp, for a new Premium couple signed up on page: Bruno's
 * personal RSVP page (a companion with him) and the couple's published wedding site, with a gift
 * and a Pix key. Returns their paths.
 */
export async function guestPages(page: Page, testInfo: TestInfo, tag: string): Promise<{ rsvp: string; site: string }> {
  const email = uniqueEmail(testInfo, tag);
  await signUp(page, email);
  await setPlan(page, email, 'premium');
  const call = (method: 'POST' | 'PUT', path: string, data?: object) => apiCall(page, method, path, data);
  await call('PUT', '/api/profile', { first_name: 'Ana', partner_name: 'João', wedding_date: '2027-05-15', wedding_location: 'Espaço Jardim' });
  const guest = await call('POST', '/api/guests', { nome: 'Bruno Lima', acompanhantes: [{ nome: 'Davi Lima', faixa: '0-5' }] });
  await call('PUT', '/api/pix', { tipo_chave: 'email', chave_pix: 'ana.joao@exemplo.com.br', nome_beneficiario: 'Ana Souza' });
  await call('POST', '/api/gifts', { nome: 'Jogo de panelas', valor_cents: 45000 });
  const slug = `${tag}-${testInfo.project.name}-${Date.now().toString(36)}`;
  await call('PUT', '/api/wedding-site', { slug, historia: 'Nos conhecemos na faculdade.', traje: 'Esporte fino' });
  await call('POST', '/api/wedding-site/publish');
  return { rsvp: new URL(String(guest.rsvp_url)).pathname, site: `/casamento/${slug}` };
}

/** Under 768 px the menu is a drawer behind the hamburger button. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await closeToasts(page);
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

export function statValue(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
}

/** Buys Premium for the signed-in couple through the local provider's test checkout page. */
export async function buyPremium(page: Page): Promise<void> {
  const res = await page.request.post('/api/checkout', { data: { plan: 'premium' } });
  expect(res.ok()).toBeTruthy();
  const { url } = (await res.json()) as { url: string };
  await page.goto(url);
  await page.getByLabel('Nome no cartão').fill('Ana Souza');
  await page.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(page).toHaveURL(/\/app(\?|$)/);
  await expect(page.getByText('Assinatura atualizada').first()).toBeVisible();
}

/** The São Paulo calendar day `days` from now, as YYYY-MM-DD (the server counts days there). */
export function saoPauloDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * Adds a payment reminder to 'Buffet Sabor' and runs the scheduler at its 08:00 tomorrow, as the
 * signed-in couple; returns the path of the unsubscribe link in the reminder e-mail to email.
 */
export async function paymentReminderUnsubscribeLink(page: Page, email: string): Promise<string> {
  const created = await page.request.post('/api/payment-reminders', {
    data: { supplier_name: 'Buffet Sabor', amount_cents: 150000, due_date: saoPauloDay(3), notification_times: ['08:00'] },
  });
  expect(created.status()).toBe(201);
  const run = await page.request.post('/api/test/run-jobs', { data: { at: new Date(`${saoPauloDay(1)}T08:00:00-03:00`).toISOString() } });
  expect(run.ok()).toBeTruthy();
  const mail = (await outboxMessages(page, email)).find((m) => m.subject === 'Lembrete de pagamento: Buffet Sabor');
  expect(mail, 'the reminder e-mail').toBeDefined();
  const link = /\/descadastrar\/[A-Za-z0-9_-]+/.exec(mail?.body ?? '')?.[0] ?? '';
  expect(link, 'the reminder e-mail has an unsubscribe link').not.toBe('');
  return link;
}

/**
 * The elements that stick out past the right edge of the screen, when the page is wider than it
 * (it then scrolls sideways and cuts off what is at its right): empty when the page fits. Only the
 * innermost ones are named, at most five, so a failure says where to look.
 */
export async function widerThanScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.children.length === 0 && el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}" ends at ${Math.round(el.getBoundingClientRect().right)} px of ${width}`);
  });
}

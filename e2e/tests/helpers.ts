import { expect, type Page, type TestInfo } from '@playwright/test';

export const PASSWORD = 'Segredo123';

/** A unique e-mail per test and viewport, so runs never collide on the shared server. */
export function uniqueEmail(testInfo: TestInfo, tag: string): string {
  return `${tag}-${testInfo.project.name}-${Date.now()}-${testInfo.workerIndex}@exemplo.com.br`;
}

export async function signUp(page: Page, email: string, firstName = 'Ana', lastName = 'Souza'): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  const form = page.getByRole('form', { name: 'Criar conta' });
  await form.getByLabel('Nome', { exact: true }).fill(firstName);
  await form.getByLabel('Sobrenome').fill(lastName);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill(PASSWORD);
  await form.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page).toHaveURL(/\/app$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/auth');
  const form = page.getByRole('form', { name: 'Entrar' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Senha').fill(password);
  await form.getByRole('button', { name: 'Entrar' }).click();
}

/** Under 768 px the menu is a drawer behind the hamburger button. */
export async function openMenuIfCollapsed(page: Page): Promise<void> {
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
}

export function statValue(page: Page, label: string) {
  return page.getByRole('group', { name: label, exact: true }).getByTestId('stat-value');
}

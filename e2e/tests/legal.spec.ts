import { expect, test } from '@playwright/test';
import { setPlan, signUp, uniqueEmail } from './helpers';

// The e2e server runs with ACEITO_SUPPORT_EMAIL, ACEITO_SUPPORT_WHATSAPP, ACEITO_COMPANY_NAME and
// ACEITO_COMPANY_ID set, and no ACEITO_SUPPORT_PHONE / ACEITO_COMPANY_ADDRESS (playwright.config.ts).

test('the footer shows the operator and leads to the privacy policy and the terms', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'suporte@aceito.com.br' })).toHaveAttribute('href', 'mailto:suporte@aceito.com.br');
  await expect(footer).toContainText('Aceito Tecnologia Ltda. · CNPJ 11.222.333/0001-81');
  // Unset is hidden: no phone, no address, no WhatsApp for visitors, no link to nowhere.
  await expect(footer.locator('a[href^="tel:"], a[href*="wa.me"], a[href="#"]')).toHaveCount(0);
  await expect(footer).not.toContainText('São Paulo, SP');

  await footer.getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(/\/privacidade$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  await expect(page.getByRole('region', { name: '1. Quem é o controlador dos dados' })).toContainText(
    'Aceito Tecnologia Ltda., inscrita no CNPJ sob o nº 11.222.333/0001-81',
  );
  const dpo = page.getByRole('region', { name: '7. Encarregado pelo tratamento de dados (DPO)' });
  await expect(dpo.getByRole('link', { name: 'suporte@aceito.com.br' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Termos de Uso' }).click();
  await expect(page).toHaveURL(/\/termos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(page.getByRole('region', { name: '10. Contato' }).getByRole('link', { name: 'suporte@aceito.com.br' })).toBeVisible();
});

test('the legal pages answer 200 on a direct visit, and sign-up and checkout link them', async ({ page }) => {
  for (const path of ['/privacidade', '/termos']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Criar conta' }).click();
  const form = page.getByRole('form', { name: 'Criar conta' });
  await expect(form).toContainText('Ao criar a conta você aceita os Termos e a Política de Privacidade.');
  await expect(form.getByRole('link', { name: 'Termos' })).toHaveAttribute('href', '/termos');
  await expect(form.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');

  await page.goto('/payment?plan=premium');
  const payment = page.getByRole('form', { name: 'Pagamento' });
  await expect(payment).toContainText('Ao assinar você aceita os Termos e a Política de Privacidade.');
  await expect(payment.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
});

test('plan cards list every line, support only where configured, and Luxo couples get the WhatsApp', async ({ page }, testInfo) => {
  await page.goto('/#planos');
  const essencial = page.getByRole('article', { name: 'Essencial' });
  await expect(essencial.getByRole('listitem')).toHaveText([
    'Até 50 convidados',
    '10 fotos na galeria de inspirações',
    '50 MB para fotos e contratos',
    '2 pessoas no planejamento (vocês dois)',
    'Organizador de tarefas completo',
    'Importar e exportar convidados (Excel e CSV)',
    'Organizador de presentes básico',
    'Confirmação de presença por link pessoal e WhatsApp',
    'Suporte por e-mail',
  ]);
  await expect(page.getByRole('article', { name: 'Luxo' }).getByRole('listitem')).toHaveText([
    'Convidados ilimitados',
    '200 fotos na galeria de inspirações',
    '2 GB para fotos e contratos',
    '5 pessoas no planejamento',
    'Todos os recursos do Premium',
    'Alertas de chuva',
    'Backup automático',
    'Suporte pelo WhatsApp',
  ]);

  // An Essencial couple reaches support by e-mail, never by the WhatsApp number.
  const email = uniqueEmail(testInfo, 'suporte');
  await signUp(page, email);
  await setPlan(page, email, 'essencial');
  await page.goto('/app/profile#assinatura');
  await expect(page.getByTestId('subscription-plan')).toHaveText('Plano Essencial');
  await expect(page.getByRole('link', { name: 'Falar com o suporte' })).toHaveAttribute('href', 'mailto:suporte@aceito.com.br');
  await expect(page.getByRole('listitem', { name: 'Plano Premium' }).getByRole('listitem')).toHaveCount(13);
  await expect(page.locator('a[href*="wa.me"]')).toHaveCount(0);

  // After paying for Luxo, the same card offers the real WhatsApp number.
  const popup = page.context().waitForEvent('page');
  await page.getByRole('button', { name: 'Fazer upgrade para Luxo' }).click();
  const checkout = await popup;
  await checkout.getByLabel('Nome no cartão').fill('Ana Souza');
  await checkout.getByLabel('Número do cartão').fill('4242 4242 4242 4242');
  await checkout.getByRole('button', { name: /^Pagar R\$/ }).click();
  await expect(checkout).toHaveURL(/\/app(\/profile)?(\?|#|$)/);
  await checkout.goto('/app/profile#assinatura');
  await expect(checkout.getByTestId('subscription-plan')).toHaveText('Plano Luxo');
  const whatsapp = checkout.getByRole('link', { name: 'Suporte pelo WhatsApp: (11) 98765-4321' });
  await expect(whatsapp).toHaveAttribute('href', 'https://wa.me/5511987654321');
});

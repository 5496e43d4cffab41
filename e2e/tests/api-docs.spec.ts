import { expect, test } from '@playwright/test';

// Issue 17: /api/docs renders api/openapi.yaml with the renderer bundled in the web build, under
// the app's CSP (script-src 'self'): a blocked script or a CDN fetch would leave the page empty.
test('/api/docs shows the API contract, rendered from our own origin under the CSP', async ({ page }) => {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.getByRole('heading', { name: /Aceito API/ })).toBeVisible();
  const probe = page.getByRole('button', { name: /^GET \/healthz / });
  await expect(probe).toBeVisible();
  // An operation opens on a click and shows its answers, as an integrator reads it.
  await probe.click();
  await expect(page.getByRole('heading', { name: 'Responses' }).first()).toBeVisible();
  expect(refused).toEqual([]);
  const origin = new URL(page.url()).origin;
  expect(requested.filter((url) => new URL(url).origin !== origin)).toEqual([]);
});

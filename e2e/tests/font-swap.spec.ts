import { expect, test, type Page, type Route } from '@playwright/test';
import { guestPages } from './helpers';

// Issue 16 (CLS <= 0.05): on a slow phone the two web fonts can arrive after the page is painted
// (font-display: swap). Until then each text is in a local font scaled to the web font's widths and
// line metrics (web/src/styles/fallback-fonts.css), so the swap moves nothing on the screen. Here
// the fallback is Liberation Sans and Serif (Arial's and Times New Roman's metrics), which
// scripts/install-test-deps.sh installs.

/** Holds every web font request until release() is called. */
async function holdFonts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.woff2', async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

type ShiftWindow = typeof window & { layoutShifts?: PerformanceObserver; addShifts?: (entries: PerformanceEntryList) => void; shifted?: number };

/** Starts counting layout shifts from now on (the sum of their scores, as CLS adds them). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as ShiftWindow;
    w.shifted = 0;
    w.addShifts = (entries) => {
      for (const entry of entries as (PerformanceEntry & { value: number })[]) w.shifted = (w.shifted ?? 0) + entry.value;
    };
    w.layoutShifts = new PerformanceObserver((list) => w.addShifts?.(list.getEntries()));
    w.layoutShifts.observe({ type: 'layout-shift' });
  });
}

/** Which of the two web fonts have a face loaded (the local stand-ins are loaded from the start). */
function loadedWebFonts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const loaded = [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family.replaceAll('"', ''));
    return ['Inter Variable', 'Playfair Display Variable'].filter((family) => loaded.includes(family));
  });
}

/** Waits until both web fonts are in use and two frames are drawn, then sums the shifts since watchLayoutShifts. */
async function layoutShiftAfterTheFonts(page: Page): Promise<number> {
  await expect.poll(() => loadedWebFonts(page)).toEqual(['Inter Variable', 'Playfair Display Variable']);
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => {
            const w = window as ShiftWindow;
            // The entries of the frames drawn so far, even those whose callback has not run yet.
            w.addShifts?.(w.layoutShifts?.takeRecords() ?? []);
            resolve(w.shifted ?? -1);
          }),
        ),
      ),
  );
}

/** Loads path with the fonts held until ready() passes, then lets them in: the layout shift they cause. */
async function fontSwapShift(page: Page, path: string, ready: () => Promise<void>): Promise<number> {
  const fonts = await holdFonts(page);
  // Not until 'load': the page's load waits for the preloaded fonts.
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await ready();
  // In the stand-in faces while the fonts are held: what a slow phone shows first.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^"Playfair Display Variable", "Playfair Display fallback"/);
  expect(await loadedWebFonts(page)).toEqual([]);
  await watchLayoutShifts(page);
  await fonts.release();
  const shift = await layoutShiftAfterTheFonts(page);
  await page.unrouteAll();
  return shift;
}

// What is left after the swap is bold text a little narrower or wider within its line (a price,
// a badge): under 0.003 on these pages. With the browser's own fallback fonts the swap scored
// 0.009-0.11 on / and /payment and 0.014 on the wedding site at 375 px (a paragraph or a card's
// text taking another line); /auth's and the RSVP page's moved less.
const MAX_SHIFT = 0.005;

for (const { path, ready } of [
  { path: '/', ready: (page: Page) => expect(page.getByTestId('landing-sections')).toHaveAttribute('aria-busy', 'false') },
  { path: '/auth', ready: (page: Page) => expect(page.locator('#root [inert]')).toHaveCount(0) },
  { path: '/payment?plan=premium', ready: (page: Page) => expect(page.getByTestId('payment-plan')).toBeVisible() },
]) {
  test(`${path}: the web fonts arriving after the page is on screen move nothing`, async ({ page }) => {
    expect(await fontSwapShift(page, path, () => ready(page))).toBeLessThan(MAX_SHIFT);
  });
}

test("the guests' pages: the web fonts arriving after the page is on screen move nothing", async ({ page }, testInfo) => {
  const { rsvp, site } = await guestPages(page, testInfo, 'font-swap');
  expect(await fontSwapShift(page, rsvp, () => expect(page.getByRole('form', { name: 'Sua resposta' })).toBeVisible())).toBeLessThan(MAX_SHIFT);
  expect(await fontSwapShift(page, site, () => expect(page.getByRole('heading', { level: 2, name: 'Lista de presentes' })).toBeVisible())).toBeLessThan(MAX_SHIFT);
});

// What a slow phone's Chromium reports as LCP on a page (issue 16): every
// largest-contentful-paint entry (when, how large, which element), the first paint, and when the
// fonts and React's files came. Lighthouse reports one LCP; this shows a later entry's cause, e.g.
// React's copy of a painted heading drawn in the web font, larger than the paint's fallback face.
// A measurement, not a test. Against a running server (make run, or bin/aceito serve):
//   node lcp-entries.mjs 'http://localhost:8080/payment?plan=premium' [runs, default 3]
// Slow 4G (150 ms, 1.6 Mbit/s down) and a CPU 4x slower, as Lighthouse's mobile preset models them.
import { onThrottledPhone } from './throttled-phone.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node lcp-entries.mjs URL [runs]');
const runs = Number(process.argv[3] ?? 3);
await onThrottledPhone(runs, async (page, run) => {
  await page.addInitScript(() => {
    const entries = [];
    Object.assign(window, { lcpEntries: entries });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) {
        const text = (e.element?.textContent ?? '').trim().slice(0, 40);
        entries.push(`${Math.round(e.startTime)} ms, ${e.size} px², ${e.element?.tagName ?? '(removed)'} ${text}`);
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  const seen = await page.evaluate(() => ({
    paint: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1),
    lcp: window.lcpEntries,
    files: performance
      .getEntriesByType('resource')
      .filter((e) => /\.woff2$|\/assets\/(react|render-[\w]+)-[\w-]+\.js$/.test(e.name))
      .map((e) => `${new URL(e.name).pathname.split('/').pop()} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)} ms`),
  }));
  console.log(`run ${run}: first paint ${seen.paint} ms`);
  for (const entry of seen.lcp) console.log(`  LCP entry: ${entry}`);
  for (const file of seen.files) console.log(`  file: ${file}`);
});

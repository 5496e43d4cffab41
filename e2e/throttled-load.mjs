// How one page loads on a throttled phone (issue 16), measured rather than simulated: Lighthouse's
// simulation multiplies the tasks it saw on this machine's fast CPU by 4, so their jitter moves its
// TBT by 100-300 ms between runs of one build. Here Chromium itself runs at 4x slower CPU on slow
// 4G (150 ms, 1.6 Mbit/s down), and each run prints its first paint, LCP, a Total Blocking Time
// summed from the Long Tasks API after the first paint (each task over 50 ms), the long tasks
// (duration@start, ms), and when the page was ready: READY_SELECTOR matched and no [inert] left
// (default 'footer': payment.html paints none, React's render has one).
// A measurement, not a test. Against a running server (make run, or bin/aceito serve):
//   node throttled-load.mjs 'http://localhost:8080/payment?plan=premium' [runs, default 3] [READY_SELECTOR]
import { onThrottledPhone } from './throttled-phone.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node throttled-load.mjs URL [runs] [READY_SELECTOR]');
const runs = Number(process.argv[3] ?? 3);
const readySelector = process.argv[4] ?? 'footer';
await onThrottledPhone(runs, async (page, run) => {
  await page.addInitScript((selector) => {
    const seen = { tasks: [], lcp: 0, ready: -1 };
    Object.assign(window, { loadSeen: seen });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.tasks.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) seen.lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((_, observer) => {
      if (!document.querySelector(selector) || document.querySelector('[inert]')) return;
      seen.ready = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  }, readySelector);
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.loadSeen.ready >= 0, null, { timeout: 30_000 });
  // Tasks the page runs once ready (effects, the toaster) count too: a second to come.
  await page.waitForTimeout(1000);
  const r = await page.evaluate(() => {
    const seen = window.loadSeen;
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const after = seen.tasks.filter(([start]) => start >= paint);
    const tbt = after.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    const tasks = after.map(([start, duration]) => `${Math.round(duration)}@${Math.round(start)}`).join(' ');
    return { paint: Math.round(paint), lcp: Math.round(seen.lcp), tbt: Math.round(tbt), ready: Math.round(seen.ready), tasks };
  });
  console.log(`run ${run}: first paint ${r.paint} ms, LCP ${r.lcp} ms, TBT ${r.tbt} ms, ready ${r.ready} ms; long tasks: ${r.tasks || 'none'}`);
});

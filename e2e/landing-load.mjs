// What loading the landing (/) costs the phone's browser, for comparing two builds side by side
// (issue 16: Total Blocking Time). Lighthouse's TBT on a shared machine moves by hundreds of ms
// between runs of one build; these counts move little. Each round loads / once from each base URL
// (alternated), at Lighthouse's phone size, traced with Lighthouse's categories (its filmstrip's
// screenshots included), until the sections below the hero are mounted and one second more, and
// prints per build the medians of:
// - frames: frames the compositor drew from 300 ms before the first paint on;
// - page ms: the page's main-thread time after the first paint (thread time: what the work costs,
//   not how long other processes kept it waiting);
// - blocking ms: a Lighthouse-like blocking sum of that work, each task's thread time × 4 (its
//   phone CPU) over 50 ms;
// - viz ms and browser ms: the compositor's and the browser's CPU from 300 ms before the paint on.
// Start each build's binary first (a fresh ACEITO_DATA_DIR each). A measurement, not a test.
// Usage: node landing-load.mjs ROUNDS http://127.0.0.1:PORT1 http://127.0.0.1:PORT2 ...
import { chromium } from '@playwright/test';

const rounds = Number(process.argv[2]);
const bases = process.argv.slice(3);
if (!(rounds > 0) || bases.length === 0) throw new Error('usage: node landing-load.mjs ROUNDS BASE_URL...');
const categories = ['-*', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame', 'disabled-by-default-devtools.screenshot', 'toplevel', 'v8.execute', 'loading', 'viz'];
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
const rows = new Map(bases.map((base) => [base, []]));
try {
  for (let i = 0; i < rounds; i++) for (const base of bases) rows.get(base).push(await load(base));
} finally {
  await browser.close();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
for (const [base, runs] of rows) {
  const keys = Object.keys(runs[0]);
  console.log(`${base}  ${keys.map((k) => `${k} ${median(runs.map((r) => r[k]))}`).join('  ')}  (medians of ${runs.length})`);
  for (const r of runs) console.log(`    ${JSON.stringify(r)}`);
}

async function load(base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories });
    await page.goto(`${base}/`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('[data-testid="landing-sections"]')?.getAttribute('aria-busy') === 'false');
    await page.waitForTimeout(1000); // what follows the last mount: the reads' answers rendering
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const threads = new Map(events.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
    const threadOf = (e) => (e.pid === fcp.pid && threads.get(`${e.pid}:${e.tid}`) === 'CrRendererMain' ? 'page' : threads.get(`${e.pid}:${e.tid}`));
    // Playwright's own script, evaluated in the page through DevTools, is not the page's work.
    const harness = events.filter((e) => threadOf(e) === 'page' && e.name === 'Receive mojo message' && e.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession');
    const since = fcp.ts - 300_000;
    const cpu = {};
    let blocking = 0;
    for (const e of events) {
      if (e.ph !== 'X' || !['RunTask', 'ThreadControllerImpl::RunTask'].includes(e.name) || e.ts < since) continue;
      const thread = threadOf(e);
      const ms = (e.tdur ?? 0) / 1000;
      if (thread === 'page') {
        if (e.ts < fcp.ts || harness.some((h) => h.ts >= e.ts && h.ts <= e.ts + e.dur)) continue;
        blocking += Math.max(0, 4 * ms - 50);
      }
      cpu[thread] = (cpu[thread] ?? 0) + ms;
    }
    return {
      frames: events.filter((e) => e.name === 'DrawFrame' && e.ts >= since).length,
      'page ms': Math.round(cpu.page ?? 0),
      'blocking ms': Math.round(blocking),
      'viz ms': Math.round(cpu.VizCompositorThread ?? 0),
      'browser ms': Math.round(cpu.CrBrowserMain ?? 0),
    };
  } finally {
    await context.close();
  }
}

// Where a page's long tasks go (issue 16): a Chromium trace of one load on the throttled phone
// (throttled-phone.mjs). Each run prints its first paint, the TBT of the trace's tasks, the time V8
// spent compiling JavaScript after the paint on the main thread and on the others, and each
// main-thread task over 50 ms with the trace events inside it by self time (ms). Tracing V8 costs
// time of its own (V8.CollectSourcePositions parses functions again for their positions): compare
// builds in one session, not with other tools' figures. A measurement, not a test
// (TRACE_CATEGORIES replaces the trace's categories):
//   node trace-tasks.mjs URL [runs, default 1]
import { onThrottledPhone } from './throttled-phone.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node trace-tasks.mjs URL [runs]');
const runs = Number(process.argv[3] ?? 1);
const categories = (process.env.TRACE_CATEGORIES ?? 'devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,disabled-by-default-v8.compile,blink.user_timing,loading').split(',');

await onThrottledPhone(runs, async (page, run) => {
  const browser = page.context().browser();
  await browser.startTracing(page, { categories });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  // The renderer's main thread that parsed the page's HTML (not about:blank's).
  const parse = traceEvents.find((e) => e.name === 'ParseHTML' && e.args?.beginData?.url?.startsWith(new URL(url).origin));
  const main = { pid: parse.pid, tid: parse.tid };
  const onMain = traceEvents.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined);
  const fcp = traceEvents.find((e) => e.name === 'firstContentfulPaint' && e.pid === main.pid);
  const navStart = traceEvents.find((e) => e.name === 'navigationStart' && e.pid === main.pid && e.args?.data?.documentLoaderURL?.startsWith(new URL(url).origin));
  const t0 = navStart?.ts ?? onMain[0].ts;
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur >= 50_000);
  // JavaScript compiled on the main thread after the first paint (lazily, on a function's first
  // call) against on other threads (streamed with the download).
  const compile = ['V8.ParseFunction', 'V8.CompileIgnition', 'V8.CompileCode', 'V8.PreParse'];
  const compiled = (events) => {
    const all = events.filter((e) => compile.includes(e.name) && e.ph === 'X' && e.dur !== undefined);
    // the outermost only: V8.ParseFunction holds a V8.PreParse, and so on
    const outer = all.filter((e) => !all.some((p) => p !== e && p.tid === e.tid && p.ts <= e.ts && p.ts + p.dur >= e.ts + e.dur));
    return Math.round(outer.reduce((s, e) => s + e.dur, 0) / 1000);
  };
  const afterPaint = traceEvents.filter((e) => e.pid === main.pid && (!fcp || e.ts >= fcp.ts));
  const tbt = tasks.filter((t) => !fcp || t.ts >= fcp.ts).reduce((s, t) => s + t.dur / 1000 - 50, 0);
  console.log(`run ${run}: first paint ${fcp ? Math.round((fcp.ts - t0) / 1000) : '?'} ms, TBT ${Math.round(tbt)} ms; compiled after it: main thread ${compiled(afterPaint.filter((e) => e.tid === main.tid))} ms, other threads ${compiled(afterPaint.filter((e) => e.tid !== main.tid))} ms`);
  for (const task of tasks) {
    const inside = onMain.filter((e) => e !== task && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur);
    // self time: an event's duration less its direct children's
    const self = new Map();
    for (const e of inside) {
      const children = inside.filter((c) => c !== e && c.ts >= e.ts && c.ts + c.dur <= e.ts + e.dur);
      const direct = children.filter((c) => !children.some((p) => p !== c && c.ts >= p.ts && c.ts + c.dur <= p.ts + p.dur));
      const own = e.dur - direct.reduce((s, c) => s + c.dur, 0);
      const where = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url ?? e.args?.fileName ?? '';
      const key = `${e.name}${where ? ' ' + where.replace(/^https?:\/\/[^/]+/, '') : ''}`;
      self.set(key, (self.get(key) ?? 0) + own);
    }
    const top = [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${(v / 1000).toFixed(1)}`);
    console.log(`  ${Math.round(task.dur / 1000)} ms at ${Math.round((task.ts - t0) / 1000)} ms: ${top.join('; ')}`);
  }
});

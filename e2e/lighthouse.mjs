// Phone-speed proof for the public pages (issues 13 and 16): the landing (/), /auth, /payment, and
// the two pages guests open from WhatsApp, the RSVP page (/r/{token}) and the published wedding
// site (/casamento/{slug}). It starts the real binary (bin/aceito, test endpoints on, a fresh
// SQLite directory), creates a couple with a family and a published site with gifts through the
// API (only when the guests' pages are asked for), then runs Lighthouse's mobile preset
// (performance only; simulated 4G and a 4x slower CPU) in Debian's Chromium on each URL.
// It prints each score and the gzipped size of the JS each page loaded, writes the scores to a
// JSON file, and exits 1 when a score is under 90 or a page loads more than 100 kB of gzipped JS.
//
// A measurement, not a test: timings on a busy CI machine say little, so `make test` does not
// run it. Run it with `make lighthouse` (LIGHTHOUSE_PORT, default 18095; CHROME_PATH, default
// /usr/bin/chromium).
import { spawn, execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 18095);
const base = `http://127.0.0.1:${port}`;
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const MIN_SCORE = 90;
const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
const MAX_GZIP_JS = 100 * 1000; // bytes: "at most 100 kB of gzipped JS" (issue 13)
// Which pages (LIGHTHOUSE_PAGES, comma-separated names below; default all), how many runs of each
// (LIGHTHOUSE_RUNS, default 1; the median score's run is the one reported: a shared machine's
// timings vary), and where the scores go as JSON (LIGHTHOUSE_OUT, default lighthouse-scores.json
// beside this script).
const PAGES = ['landing', 'auth', 'payment', 'rsvp', 'site'];
const wanted = (process.env.LIGHTHOUSE_PAGES ?? PAGES.join(',')).split(',').filter(Boolean);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1));
const outFile = process.env.LIGHTHOUSE_OUT ?? join(here, 'lighthouse-scores.json');
// How the phone is throttled (LIGHTHOUSE_THROTTLING): 'simulate' (the preset's default) loads the
// page at full speed and models a slow 4G and CPU from that trace; 'devtools' really slows the
// network and CPU while the page loads, so the paint a phone waits for (a stylesheet sharing the
// bandwidth with the fonts and the JS) shows as it happens.
const throttling = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(throttling)) throw new Error(`LIGHTHOUSE_THROTTLING: simulate or devtools, not ${throttling}`);

const dataDir = mkdtempSync(join(tmpdir(), 'aceito-lighthouse-'));
const server = spawn(join(root, 'bin', 'aceito'), ['serve'], {
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    ACEITO_ADDR: `127.0.0.1:${port}`,
    ACEITO_BASE_URL: base,
    ACEITO_DATA_DIR: dataDir,
    ACEITO_LOG_LEVEL: 'warn',
    ACEITO_TEST_ENDPOINTS: 'true',
  },
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', () => {
  stop();
  rmSync(dataDir, { recursive: true, force: true });
});

try {
  await main();
} catch (err) {
  console.error(`lighthouse: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
} finally {
  stop();
}

async function main() {
  await waitReady();
  const urls = { landing: `${base}/`, auth: `${base}/auth`, payment: `${base}/payment?plan=premium` };
  if (wanted.includes('rsvp') || wanted.includes('site')) Object.assign(urls, await seed());
  let failed = false;
  const results = [];
  for (const name of wanted) {
    const url = urls[name];
    if (!url) throw new Error(`unknown page ${name} (LIGHTHOUSE_PAGES: ${PAGES.join(', ')})`);
    const all = [];
    for (let i = 0; i < runs; i++) all.push(await auditRecorded(url));
    const sorted = [...all].sort((a, b) => a.score - b.score);
    const { score, scripts, metrics, values } = sorted[Math.floor((sorted.length - 1) / 2)];
    const gzipped = scripts.reduce((sum, s) => sum + s.gzip, 0);
    const ok = score >= MIN_SCORE && gzipped <= MAX_GZIP_JS;
    failed ||= !ok;
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name} ${url.replace(base, '')}: performance ${score} (min ${MIN_SCORE}; runs ${all.map((r) => r.score).join(', ')}); ` +
        `JS ${(gzipped / 1000).toFixed(1)} kB gzipped in ${scripts.length} files (max ${MAX_GZIP_JS / 1000} kB)`,
    );
    console.log(`     ${metrics}`);
    for (const s of scripts) console.log(`     ${(s.gzip / 1000).toFixed(1).padStart(6)} kB  ${s.path}`);
    // Each run's LCP, TBT and FCP beside the median's: issue 16 asks for LCP <= 2.0 s in every run.
    results.push({
      page: name,
      path: url.replace(base, ''),
      score,
      runs: all.map((r) => r.score),
      ...values,
      runs_lcp_ms: all.map((r) => r.values.lcp_ms),
      runs_tbt_ms: all.map((r) => r.values.tbt_ms),
      runs_fcp_ms: all.map((r) => r.values.fcp_ms),
      js_gzip_kb: Math.round(gzipped / 100) / 10,
    });
  }
  writeFileSync(outFile, JSON.stringify({ measured_at: new Date().toISOString(), throttling, results }, null, 2) + '\n');
  console.log(`scores written to ${outFile}`);
  if (failed) process.exitCode = 1;
}

async function waitReady() {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`bin/aceito exited with ${server.exitCode} (run make build first)`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${base}/readyz did not answer within 60 s`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A couple (signed up through the e-mailed link), a family of three and a published site with gifts. */
async function seed() {
  let cookie = '';
  const call = async (method, path, body) => {
    const res = await fetch(base + path, {
      method,
      headers: { 'Content-Type': 'application/json', ...(cookie && { Cookie: cookie }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.getSetCookie();
    if (setCookie.length) cookie = setCookie.map((c) => c.split(';')[0]).join('; ');
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
  const email = `lighthouse-${Date.now()}@exemplo.com.br`;
  await call('POST', '/api/auth/signup', { first_name: 'Ana', last_name: 'Souza', email, password: 'Segredo123' });
  const { messages } = await call('GET', `/api/test/outbox?to=${encodeURIComponent(email)}`);
  const token = /\/auth\/confirmar\?token=([^\s&]+)/.exec(messages.find((m) => m.subject === 'Confirme seu e-mail')?.body ?? '')?.[1];
  if (!token) throw new Error('no sign-up link in the test outbox');
  await call('POST', '/api/auth/signup/confirm', { token: decodeURIComponent(token) });
  await call('POST', '/api/test/set-plan', { email, plan: 'premium' });

  await call('PUT', '/api/profile', {
    first_name: 'Ana',
    partner_name: 'João',
    wedding_date: '2027-05-15',
    wedding_location: 'Espaço Jardim das Flores',
    wedding_address: 'Rua das Flores, 100 - São Paulo, SP',
  });
  await call('PUT', '/api/rsvp-settings', { prazo: '2027-04-30' });
  const guest = await call('POST', '/api/guests', {
    nome: 'Bruno Lima',
    telefone: '(11) 98765-4321',
    acompanhantes: [
      { nome: 'Carla Lima', faixa: 'adulto' },
      { nome: 'Davi Lima', faixa: '0-5' },
    ],
  });
  if (!guest.rsvp_url) throw new Error('the new guest has no rsvp_url');

  await call('PUT', '/api/pix', { tipo_chave: 'email', chave_pix: 'ana.joao@exemplo.com.br', nome_beneficiario: 'Ana Souza' });
  for (const gift of [
    { nome: 'Lua de mel em Fernando de Noronha', valor_cents: 150000, cotas: 10 },
    { nome: 'Jogo de panelas', valor_cents: 45000 },
    { nome: 'Jantar romântico', valor_cents: 30000 },
  ]) {
    await call('POST', '/api/gifts', gift);
  }
  const slug = `ana-e-joao-${Date.now().toString(36)}`;
  await call('PUT', '/api/wedding-site', {
    slug,
    historia: 'Nos conhecemos na faculdade, em 2015, e desde então dividimos tudo.',
    cerimonia_local: 'Igreja São José',
    cerimonia_endereco: 'Rua das Flores, 100 - São Paulo, SP',
    cerimonia_horario: '16:00',
    festa_local: 'Espaço Jardim das Flores',
    festa_endereco: 'Av. Brasil, 2000 - São Paulo, SP',
    festa_horario: '18:00',
    traje: 'Esporte fino',
    dicas: 'Hotéis perto da festa: Hotel Central e Pousada das Flores.',
  });
  await call('POST', '/api/wedding-site/publish');
  return { rsvp: `${base}${new URL(guest.rsvp_url).pathname}`, site: `${base}/casamento/${slug}` };
}

/**
 * audit, run again (at most twice) when Lighthouse failed to record the page's trace (NO_NAVSTART:
 * "Please run Lighthouse again", about one run in ten here): such a run measured nothing.
 */
async function auditRecorded(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url);
    } catch (e) {
      if (attempt > 2 || !String(e?.message).includes('NO_NAVSTART')) throw e;
      console.log(`     (${url.replace(base, '')}: Lighthouse recorded no trace (NO_NAVSTART); running it again)`);
    }
  }
}

/** Lighthouse's CLI (mobile is its default form factor) on url, in Debian's Chromium. */
async function audit(url) {
  const out = join(dataDir, `report-${Date.now()}.json`);
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
  await promisify(execFile)(
    join(here, 'node_modules', '.bin', 'lighthouse'),
    [url, '--only-categories=performance', `--throttling-method=${throttling}`, '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${flags.join(' ')}`],
    { env: { ...process.env, CHROME_PATH: chrome }, maxBuffer: 16 * 1024 * 1024 },
  );
  const report = JSON.parse(readFileSync(out, 'utf8'));
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = Math.round((report.categories.performance.score ?? 0) * 100);
  const metrics = metricIds
    .map((id) => `${report.audits[id].title} ${report.audits[id].displayValue}`)
    .join(' · ');
  // Every script the page loaded, measured from the built file as gzip would send it.
  const scripts = report.audits['network-requests'].details.items
    .filter((r) => r.resourceType === 'Script' && r.url.startsWith(base))
    .map((r) => {
      const path = new URL(r.url).pathname;
      return { path, gzip: gzipSync(readFileSync(join(root, 'web', 'dist', path))).length };
    });
  if (scripts.length === 0) throw new Error(`${url}: Lighthouse saw no script; is the page built?`);
  // What Lighthouse says to fix (render-blocking CSS, compression, cache, fonts...): the audits
  // that did not pass, other than the metrics printed above.
  const advice = Object.values(report.audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && !metricIds.includes(a.id))
    .map((a) => `${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  const values = {
    lcp_ms: Math.round(report.audits['largest-contentful-paint'].numericValue),
    tbt_ms: Math.round(report.audits['total-blocking-time'].numericValue),
    cls: Math.round(report.audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    fcp_ms: Math.round(report.audits['first-contentful-paint'].numericValue),
    lcp_element: lcpElement(report),
  };
  // Where TBT comes from: the main thread's longest tasks (simulated on the slow phone), by script.
  const longTasks = (report.audits['long-tasks']?.details?.items ?? [])
    .slice(0, 5)
    .map((t) => `${Math.round(t.duration)} ms at ${Math.round(t.startTime)} ms ${t.url?.startsWith(base) ? new URL(t.url).pathname : (t.url ?? '')}`.trim());
  const lines = [metrics, `LCP element: ${values.lcp_element}`];
  if (longTasks.length > 0) lines.push(`Long tasks: ${longTasks.join('; ')}`);
  return { score, scripts, values, metrics: [...lines, ...advice].join('\n     ') };
}

/** The LCP element's markup as Lighthouse saw it (what a first paint must hold to bring LCP forward). */
function lcpElement(report) {
  const table = report.audits['largest-contentful-paint-element']?.details?.items?.[0];
  const node = table?.items?.[0]?.node;
  return node ? `${node.snippet} (${node.nodeLabel})` : 'unknown';
}

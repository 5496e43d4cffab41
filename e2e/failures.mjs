// Prints each failed test of the last run (test-results/report.json) in a few lines: its
// project, file, title and the start of its error, so the end of a CI log says what failed.
import { readFileSync } from 'node:fs';

const LINES = 12;
const strip = (s) => s.replace(/\x1b\[[0-9;]*m/g, '');

let report;
try {
  report = JSON.parse(readFileSync(new URL('./test-results/report.json', import.meta.url), 'utf8'));
} catch (error) {
  console.log(`== no Playwright report to summarise (${error.message})`);
  process.exit(0);
}

const failed = [];
const walk = (suite, titles) => {
  for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      const last = test.results?.at(-1);
      if (!last || last.status === 'passed' || last.status === 'skipped') continue;
      failed.push({ where: `[${test.projectName}] ${spec.file}:${spec.line}`, title: [...titles, spec.title].join(' › '), last });
    }
  }
};
for (const suite of report.suites ?? []) walk(suite, []);

for (const { where, title, last } of failed) {
  console.log(`== FAILED ${where} › ${title} (${last.status}, ${Math.round(last.duration / 1000)} s)`);
  const message = strip(last.errors?.map((e) => e.message ?? '').join('\n') || last.error?.message || '(no message)');
  for (const line of message.split('\n').filter((l) => l.trim() !== '').slice(0, LINES)) console.log(`   ${line}`);
}

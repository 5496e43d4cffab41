// The phone the measurement scripts load pages on (lcp-entries.mjs, throttled-load.mjs; issue 16):
// Lighthouse's mobile preset's size, slow 4G (150 ms, 1.6 Mbit/s down) and a CPU 4x slower, in
// Debian's Chromium (CHROME_PATH). runs times, calls measure with a fresh context's page.
import { chromium } from '@playwright/test';

export async function onThrottledPhone(runs, measure) {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await measure(page, i + 1);
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

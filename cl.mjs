import { chromium } from 'playwright-core';
import { coldLoad } from './scripts/cold-load.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox', '--disable-gpu'] });
for (const path of process.argv.slice(2)) {
  const r = await coldLoad(browser, 'http://localhost:5071' + path);
  console.log(path, r.requests, JSON.stringify(r.kinds), r.ready?.toFixed(0));
  if (process.env.FILES) console.log(r.files.join('\n'));
}
await browser.close();

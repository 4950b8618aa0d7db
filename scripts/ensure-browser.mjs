// Run before the browser tests: finds a Chromium (scripts/find-chromium.mjs); when there is none,
// tries `playwright install chromium`; when that fails too, says in one line what to do and exits 1
// (never a stack trace about a missing executable).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { findChromium } from './find-chromium.mjs';

const advice = 'install one (Debian/Ubuntu: apt-get install -y chromium; macOS: brew install --cask chromium) or set CHROMIUM_PATH=/path/to/chrome, then run npm test again';

if (process.env.CHROMIUM_PATH && !findChromium()) {
  console.error(`No browser for the tests: CHROMIUM_PATH=${process.env.CHROMIUM_PATH} is not an executable file; ${advice}.`);
  process.exit(1);
}
if (!findChromium(process.env, { headlessShell: true })) {
  console.log('No Chromium found: trying "playwright install chromium"…');
  const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
  spawnSync(process.execPath, [cli, 'install', 'chromium'], { stdio: ['ignore', 'ignore', 'ignore'], timeout: 300_000 });
  if (!findChromium(process.env, { headlessShell: true })) {
    console.error(`No Chromium for the browser tests (none on this system and the download failed): ${advice}.`);
    process.exit(1);
  }
}
console.log(`Browser tests use ${findChromium(process.env, { headlessShell: true })}`);

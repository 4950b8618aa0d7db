// `npm test`: every check CI runs, in order, stopping at the first failure; prints how long each
// step took and the total at the end (the target is 20 minutes on 2 cores).
import { spawn } from 'node:child_process';

const steps = [
  ['browser', 'node scripts/ensure-browser.mjs'],
  // Both single-threaded: side by side on the two cores (~30 s instead of ~60 s).
  ['typecheck and lint', ['npm run typecheck', 'npm run lint']],
  ['unit tests', 'npm run test:unit'],
  ['command line', 'npm run test:cli'],
  // The app, the app under /tools/ and the development build with the gallery, each in its own
  // folder: side by side, as one build keeps about one and a half cores busy (45 s instead of 60 s).
  ['builds', ['npm run build', 'npm run build:base', 'npm run build:gallery']],
  // Every package whose code is in the app's build, with its licence: no GPL/AGPL, LGPL only as listed.
  ['licences', 'node scripts/licenses.mjs --dist dist --quiet'],
  ['browser tests', 'npx playwright test'],
];

const started = performance.now();
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
let failed;
for (const [name, command] of steps) {
  const stepStart = performance.now();
  const statuses = await Promise.all([command].flat().map((one) => new Promise((resolve) => spawn(one, { stdio: 'inherit', shell: true }).on('close', resolve))));
  times.push([name, performance.now() - stepStart]);
  if (statuses.some((status) => status !== 0)) {
    failed = name;
    break;
  }
}
console.log('\n== npm test timings');
for (const [name, ms] of times) console.log(`${name.padEnd(22)} ${minutes(ms)}`);
console.log(`${'total'.padEnd(22)} ${minutes(performance.now() - started)} (target: 20 min on 2 cores)`);
if (failed) {
  console.error(`npm test failed at: ${failed}`);
  process.exit(1);
}

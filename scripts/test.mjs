// `npm test`: every check CI runs, in order, stopping at the first failure; prints how long each
// step took and the total at the end (the target is 20 minutes on 2 cores).
import { spawnSync } from 'node:child_process';

const steps = [
  ['browser', 'node scripts/ensure-browser.mjs'],
  ['typecheck', 'npm run typecheck'],
  ['lint', 'npm run lint'],
  ['unit tests', 'npm run test:unit'],
  ['command line', 'npm run test:cli'],
  ['build', 'npm run build'],
  ['build under /tools/', 'npm run build:base'],
  ['gallery build', 'npm run build:gallery'],
  ['browser tests', 'npx playwright test'],
];

const started = performance.now();
const times = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
let failed;
for (const [name, command] of steps) {
  const stepStart = performance.now();
  const result = spawnSync(command, { stdio: 'inherit', shell: true });
  times.push([name, performance.now() - stepStart]);
  if (result.status !== 0) {
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

// Regex tester, a catastrophic pattern (npm run bench): `^(a+)+$` against 40 a's and a "!" takes
// exponential time, so the worker must be stopped after its 1 s limit and the message shown while
// the page stays responsive. Figures: time from the input event to the message, the longest
// main-thread task meanwhile, and the largest delay of a 16 ms heartbeat timer on the page.
export default async function regexTesterBench({ base, newPage, pageHelpers, longestTask, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(base + '/regex-tester', { waitUntil: 'networkidle' });
  await page.getByLabel('Regex to test', { exact: true }).waitFor();
  await page.getByLabel('Regex to test', { exact: true }).fill('^(a+)+$');
  await page.getByLabel('Text to match', { exact: true }).fill('abc');
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const message = 'Matching took longer than 1 second and was stopped.';
    const field = window.__field('Text to match');
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value').set;
    let worstGap = 0;
    let last = performance.now();
    const heartbeat = setInterval(() => {
      const now = performance.now();
      worstGap = Math.max(worstGap, now - last - 16);
      last = now;
    }, 16);
    const start = performance.now();
    setter.call(field, `${'a'.repeat(40)}!`);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((resolve) => {
      const check = () => (document.body.innerText.includes(message) ? resolve() : requestAnimationFrame(check));
      check();
    });
    clearInterval(heartbeat);
    return { ms: performance.now() - start, worstGap };
  });
  const longest = await longestTask(page);
  console.log('Regex tester, catastrophic pattern ^(a+)+$ on 40 a\'s and "!"');
  console.log(`  time-limit message on screen in ${fmt(result.ms)} (the worker's limit is 1000 ms; budget 1500 ms)`);
  console.log(`  longest main-thread task: ${fmt(longest)} (budget 200 ms); worst heartbeat delay ${fmt(result.worstGap)}`);
  record('Regex tester, catastrophic pattern', 'time-limit message on screen (1 s limit included)', result.ms, 1500);
  record('Regex tester, catastrophic pattern', 'longest main-thread task', longest, 200);
  await page.close();
}

// zxcvbn second opinion: the dictionaries load in a worker as the page opens; typing must never
// block the main thread (no task over 50 ms). Prints the JavaScript the page fetches for zxcvbn,
// the time until zxcvbn is ready, the longest main-thread task while opening and while typing, and
// the delay from the last keystroke to the verdict on screen (150 ms debounce included).
export default async function passwordStrengthBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (!/\.js$/.test(new URL(response.url()).pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ url: response.url().replace(base, ''), bytes: body.length });
  });
  const opened = Date.now();
  await page.goto(`${base}/password-strength-analyser`, { waitUntil: 'networkidle' });
  const section = page.getByRole('region', { name: 'Second opinion: zxcvbn' });
  const field = page.getByLabel('Password', { exact: true });
  // The first verdict for a one-letter password tells when the dictionaries are ready.
  await field.fill('x');
  await section.getByRole('row', { name: /^zxcvbn score/ }).waitFor({ timeout: 60_000 });
  const ready = Date.now() - opened;
  const openTasks = await allLongTasks(page);
  const openLongest = await longestTask(page);
  await field.fill('');

  const runs = [];
  let typingLongest = 0;
  let typingTasks = [];
  for (const [index, password] of ['Tr0ub4dor&3 correct', 'gravel-otter-lantern-fjord', 'Summer2024!password'].entries()) {
    await resetLongTasks(page);
    await field.pressSequentially(password, { delay: 60 });
    const typed = Date.now();
    await page.waitForFunction(
      () => {
        const region = [...document.querySelectorAll('section')].find((element) => element.textContent?.includes('zxcvbn score'));
        return region?.getAttribute('aria-busy') === 'false';
      },
      undefined,
      { timeout: 60_000 },
    );
    runs.push(Date.now() - typed);
    typingLongest = Math.max(typingLongest, await longestTask(page));
    const tasks = await allLongTasks(page);
    if (tasks) typingTasks.push(`run ${index + 1}: ${tasks}`);
    await field.fill('');
  }
  const zxcvbnScripts = scripts.filter((script) => /\/assets\/(dist-|password-strength-analyser\.worker)/.test(script.url));
  console.log('Password strength analyser, zxcvbn second opinion');
  for (const script of zxcvbnScripts) console.log(`  ${script.url}  ${(script.bytes / 1024).toFixed(0)} KB`);
  console.log(`  zxcvbn ready (first verdict) ${fmt(ready)} after opening the page`);
  console.log(`  longest main-thread task while opening: ${fmt(openLongest)}; all over 50 ms: ${openTasks || 'none'}`);
  console.log(`  typing 3 passwords at 60 ms per key: longest main-thread task ${fmt(typingLongest)} (budget 50 ms); tasks over 50 ms: ${typingTasks.join('; ') || 'none'}`);
  console.log(`  last keystroke to verdict on screen: ${runs.map((ms) => fmt(ms)).join(', ')} (150 ms debounce included)`);
  record('Password strength analyser (zxcvbn)', 'longest main-thread task while typing', typingLongest, 50);
  record('Password strength analyser (zxcvbn)', 'zxcvbn ready after opening the page', ready, null);
  record('Password strength analyser (zxcvbn)', 'last keystroke to verdict, slowest of the runs', Math.max(...runs), null);
  await page.close();
}

 
// YAML to TOML, 5 MB of YAML: time from the paste to the TOML on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=yaml-to-toml npm run bench

/** About `bytes` of YAML: a list of records under a key, with nested maps and flow lists. */
function bigYaml(bytes) {
  const lines = ['users:'];
  let size = 7;
  for (let index = 0; size < bytes; index += 1) {
    const record = `  - id: ${index}\n    name: user-${index}\n    email: user${index}@example.com\n    score: ${index * 1.5}\n    active: ${index % 2 === 0}\n    tags: [a, b, ${index % 7}]\n    nested:\n      x: ${index}\n      y: [1, 2, {z: deep}]`;
    lines.push(record);
    size += record.length + 1;
  }
  return lines.join('\n');
}

export default async function bench({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.addInitScript(pageHelpers);
  await page.goto(`${base}/yaml-to-toml`, { waitUntil: 'networkidle' });
  await page.getByLabel('Your YAML', { exact: true }).waitFor();
  const yaml = bigYaml(5 * 1024 * 1024);
  await page.evaluate((text) => (window.__benchInput = text), yaml);
  await resetLongTasks(page);
  const result = await page.evaluate(async () => {
    const start = performance.now();
    window.__type(window.__field('Your YAML'), window.__benchInput);
    await new Promise((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('no output after 120 s')), 120_000);
      const check = () => {
        const text = window.__text(window.__field('TOML from your YAML'));
        if (text.length > 1000) {
          clearTimeout(timeout);
          resolve();
        } else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    return { ms: performance.now() - start, size: window.__text(window.__field('TOML from your YAML')).length };
  });
  await page.waitForTimeout(300);
  console.log('YAML to TOML, 5 MB document');
  console.log(`  input ${(yaml.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB on screen in ${fmt(result.ms)} (budget 1500 ms)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
  record('YAML to TOML, 5 MB document', 'output on screen', result.ms, 1500);
  record('YAML to TOML, 5 MB document', 'longest main-thread task', await longestTask(page), 200);
  await page.close();
}

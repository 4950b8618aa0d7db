// TOML to YAML, 5 MB of TOML: time from the paste to the YAML on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=toml-to-yaml npm run bench

/**
 * About `bytes` of TOML: an array of tables with scalars, inline arrays, dates and a sub-table;
 * with `comments`, a comment line above each table and one at the end of a line (kept in the YAML).
 */
function bigToml(bytes, comments = false) {
  const parts = ['title = "bench"'];
  let size = 15;
  for (let index = 0; size < bytes; index += 1) {
    const record = `\n${comments ? `# user number ${index}\n` : ''}[[users]]\nid = ${index}${comments ? ' # unique' : ''}\nname = "user-${index}"\nemail = "user${index}@example.com"\nscore = ${index}.5\nactive = ${index % 2 === 0}\ntags = [ "a", "b", ${index % 7} ]\nsince = 1979-05-27T07:32:00Z\n\n[users.nested]\nx = ${index}\ny = [ 1, 2, { z = "deep" } ]\n`;
    parts.push(record);
    size += record.length;
  }
  return parts.join('');
}

export default async function bench({ base, newPage, pageHelpers, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  for (const comments of [false, true]) {
    const section = `TOML to YAML, 5 MB document${comments ? ' with comments (kept)' : ''}`;
    const page = await newPage();
    await page.addInitScript(pageHelpers);
    await page.goto(`${base}/toml-to-yaml`, { waitUntil: 'networkidle' });
    await page.getByLabel('Your TOML', { exact: true }).waitFor();
    const toml = bigToml(5 * 1024 * 1024, comments);
    await page.evaluate((text) => (window.__benchInput = text), toml);
    await resetLongTasks(page);
    const result = await page.evaluate(async () => {
      const start = performance.now();
      window.__type(window.__field('Your TOML'), window.__benchInput);
      await new Promise((resolve, reject) => {
        const timeout = setTimeout(() => reject(new Error('no output after 120 s')), 120_000);
        const check = () => {
          const text = window.__text(window.__field('YAML from your TOML'));
          if (text.length > 1000) {
            clearTimeout(timeout);
            resolve();
          } else requestAnimationFrame(check);
        };
        check();
      });
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return { ms: performance.now() - start, size: window.__text(window.__field('YAML from your TOML')).length, comments: (window.__text(window.__field('YAML from your TOML')).match(/# unique/g) ?? []).length };
    });
    await page.waitForTimeout(300);
    console.log(section);
    console.log(`  input ${(toml.length / 1024 / 1024).toFixed(2)} MB → output ${(result.size / 1024 / 1024).toFixed(2)} MB${comments ? ` (${result.comments} trailing comments kept)` : ''} on screen in ${fmt(result.ms)} (budget 1500 ms)`);
    console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); all tasks over 50 ms: ${await allLongTasks(page)}`);
    record(section, 'output on screen', result.ms, 1500);
    record(section, 'longest main-thread task', await longestTask(page), 200);
    await page.close();
  }
}


// JSON to YAML converter, 5 MB of JSON: time from the paste to the YAML on screen, longest main-thread task.
// Then typing in a 150,000-character JSON (pretty-printed, and on one line): the longest main-thread task.
// Run: npm run build && BENCH_ONLY=json-to-yaml-converter npm run bench

/** About `bytes` of JSON: many small records (the same shape as the JSON prettify bench). */
function bigJson(bytes) {
  const records = [];
  let size = 12;
  for (let index = 0; size < bytes; index += 1) {
    const text = JSON.stringify({ id: index, name: `user-${index}`, email: `user${index}@example.com`, score: index * 1.5, tags: ['a', 'b', index % 7], active: index % 2 === 0, nested: { x: index, y: [1, 2, { z: 'deep' }] } });
    size += text.length + 1;
    records.push(text);
  }
  return `{"users":[${records.join(',')}]}`;
}

/** Pretty-printed JSON of at most `chars` characters (the same records, fewer of them). */
function prettyJson(chars) {
  const { users } = JSON.parse(bigJson(chars));
  let text = JSON.stringify({ users }, null, 2);
  while (text.length > chars) {
    users.length = Math.floor(users.length * 0.95);
    text = JSON.stringify({ users }, null, 2);
  }
  return text;
}

export default async function bench({ measureConversion, newPage, base, resetLongTasks, longestTask, allLongTasks, fmt, record }) {
  await measureConversion({ tool: 'json-to-yaml-converter', input: 'Your JSON', output: 'YAML from your JSON', text: bigJson(5 * 1024 * 1024), section: 'JSON to YAML converter, 5 MB document' });

  // A field that grows with its text stays a textarea up to 200,000 characters: typing in one near
  // that size must not hold the page (each keystroke re-renders the field and the YAML).
  const section = 'JSON to YAML converter, typing in a 150,000-character JSON';
  const cases = [
    ['pretty-printed', prettyJson(150_000)],
    ['on one line', bigJson(150_000)],
  ];
  const page = await newPage();
  for (const [name, text] of cases) {
    await page.goto(`${base}/json-to-yaml-converter`);
    const field = page.getByRole('textbox', { name: 'Your JSON', exact: true });
    await field.fill(text);
    await page.getByRole('textbox', { name: 'YAML from your JSON' }).waitFor();
    await page.waitForTimeout(1000);
    await field.press('ControlOrMeta+End');
    await resetLongTasks(page);
    // Spaces at the end: the JSON stays valid, so each keystroke converts it again.
    for (let key = 0; key < 5; key++) {
      await page.keyboard.type(' ');
      await page.waitForTimeout(250);
    }
    await page.waitForTimeout(500);
    const longest = await longestTask(page);
    console.log(`${section}, ${name} (${text.length.toLocaleString('en')} characters): five keystrokes, longest main-thread task ${fmt(longest)} (all over 50 ms: ${(await allLongTasks(page)) || 'none'})`);
    record(section, `${name}: longest main-thread task over five keystrokes`, longest, null);
  }
  await page.close();
}

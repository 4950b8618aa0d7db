 
// JSON to YAML converter, 5 MB of JSON: time from the paste to the YAML on screen, longest main-thread task.
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

export default async function bench({ measureConversion }) {
  await measureConversion({ tool: 'json-to-yaml-converter', input: 'Your JSON', output: 'YAML from your JSON', text: bigJson(5 * 1024 * 1024), section: 'JSON to YAML converter, 5 MB document' });
}

// JSON to XML, 5 MB of JSON: time from the paste to the XML on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=json-to-xml npm run bench

/** About `bytes` of JSON: an array of records under a key, with nested objects and arrays. */
function bigJson(bytes) {
  const records = [];
  let size = 20;
  for (let index = 0; size < bytes; index += 1) {
    const record = `{"id": ${index}, "name": "user-${index}", "email": "user${index}@example.com", "score": ${index}.5, "active": ${index % 2 === 0}, "tags": ["a", "b", ${index % 7}], "nested": {"x": ${index}, "y": [1, 2, {"z": "deep"}]}}`;
    records.push(record);
    size += record.length + 2;
  }
  return `{"title": "bench", "users": [${records.join(',\n')}]}`;
}

export default async function bench({ measureConversion }) {
  await measureConversion({ tool: 'json-to-xml', input: 'Your JSON content', output: 'Converted XML', text: bigJson(5 * 1024 * 1024), section: 'JSON to XML, 5 MB document' });
}

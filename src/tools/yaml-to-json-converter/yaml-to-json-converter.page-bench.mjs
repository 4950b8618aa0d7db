 
// YAML to JSON converter, 5 MB of YAML: time from the paste to the JSON on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=yaml-to-json-converter npm run bench

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

export default async function bench({ measureConversion }) {
  await measureConversion({ tool: 'yaml-to-json-converter', input: 'Your YAML', output: 'JSON from your YAML', text: bigYaml(5 * 1024 * 1024), section: 'YAML to JSON converter, 5 MB document' });
}

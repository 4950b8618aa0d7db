// TOML to JSON, 5 MB of TOML: time from the paste to the JSON on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=toml-to-json npm run bench

/** About `bytes` of TOML: an array of tables with scalars, inline arrays, dates and a sub-table. */
function bigToml(bytes) {
  const parts = ['title = "bench"'];
  let size = 15;
  for (let index = 0; size < bytes; index += 1) {
    const record = `\n[[users]]\nid = ${index}\nname = "user-${index}"\nemail = "user${index}@example.com"\nscore = ${index}.5\nactive = ${index % 2 === 0}\ntags = [ "a", "b", ${index % 7} ]\nsince = 1979-05-27T07:32:00Z\n\n[users.nested]\nx = ${index}\ny = [ 1, 2, { z = "deep" } ]\n`;
    parts.push(record);
    size += record.length;
  }
  return parts.join('');
}

export default async function bench({ measureConversion }) {
  await measureConversion({ tool: 'toml-to-json', input: 'Your TOML', output: 'JSON from your TOML', text: bigToml(5 * 1024 * 1024), section: 'TOML to JSON, 5 MB document' });
}

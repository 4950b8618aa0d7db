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

export default async function bench({ measureConversion }) {
  const options = { tool: 'toml-to-yaml', input: 'Your TOML', output: 'YAML from your TOML' };
  await measureConversion({ ...options, text: bigToml(5 * 1024 * 1024), section: 'TOML to YAML, 5 MB document' });
  await measureConversion({ ...options, text: bigToml(5 * 1024 * 1024, true), section: 'TOML to YAML, 5 MB document with comments (kept)', count: /# unique/ });
}

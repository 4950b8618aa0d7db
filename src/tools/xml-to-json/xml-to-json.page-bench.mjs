// XML to JSON, 5 MB of XML: time from the paste to the JSON on screen, longest main-thread task.
// Run: npm run build && BENCH_ONLY=xml-to-json npm run bench

/** About `bytes` of XML: a list of records with attributes, text, nested elements and entities. */
function bigXml(bytes) {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<users>'];
  let size = 50;
  for (let index = 0; size < bytes; index += 1) {
    const record = `\n  <user id="${index}" active="${index % 2 === 0}">\n    <name>user-${index}</name>\n    <email>user${index}@example.com</email>\n    <score>${index}.5</score>\n    <tags><tag>a</tag><tag>b &amp; c</tag></tags>\n    <!-- record ${index} -->\n  </user>`;
    parts.push(record);
    size += record.length;
  }
  parts.push('\n</users>');
  return parts.join('');
}

export default async function bench({ measureConversion }) {
  await measureConversion({ tool: 'xml-to-json', input: 'Your XML content', output: 'Converted JSON', text: bigXml(5 * 1024 * 1024), section: 'XML to JSON, 5 MB document' });
}

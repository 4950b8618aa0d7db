/**
 * Realistic bench input: JSON of varied records (ids, names, scores, tags, dates, nulls, accents
 * and CJK), seeded so every run measures the same text. Self-contained (no closure), so the bench
 * can also run it inside a page: `page.evaluate(variedJson, [chars, seed, indent])`.
 * @param {[number, number, number?]} args target length in characters, seed, indent (0: compact)
 * @returns {string}
 */
export function variedJson([chars, seed, indent = 0]) {
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
  const words = ['alpha', 'beta', 'gamma', 'delta', 'rollout', 'cache', 'queue', 'ledger', 'invoice', 'sensor', 'région', 'naïve', '東京'];
  const records = [];
  let length = 2;
  while (length < chars) {
    const record = {
      id: Math.floor(next() * 1e9),
      name: `${words[Math.floor(next() * words.length)]}-${Math.floor(next() * 1000)}`,
      score: Math.round(next() * 10000) / 100,
      active: next() > 0.5,
      tags: words.filter(() => next() > 0.8),
      nested: { at: new Date(1.6e12 + next() * 1e11).toISOString(), note: next() > 0.7 ? null : words.join(' ').slice(0, Math.floor(next() * 60)) },
    };
    length += JSON.stringify(record, null, indent).length + 2 + indent;
    records.push(record);
  }
  return JSON.stringify(records, null, indent);
}

import { describe, expect, it } from 'vitest';
import { manifest } from '../manifest';
import { suggestInPlace } from './suggest';

/**
 * Smart paste's corpus (issue 21): real-world strings, each with the tool(s) that should come
 * first, and negatives that must not put a decoder or parser first. One file per group of tools in
 * detect-corpus/; the figures are printed beside their targets.
 */
interface CorpusEntry {
  text: string;
  /** The tools that may come first (the first is the preferred one); absent for a negative. */
  expect?: string[];
  /** Where the string comes from (a standard, a tool's documentation, a real file). */
  source: string;
}

const files = import.meta.glob<{ default: CorpusEntry[] }>('./detect-corpus/*.json', { eager: true });
const corpus = Object.values(files).flatMap((module) => module.default);
const positives = corpus.filter((entry) => entry.expect?.length);
const negatives = corpus.filter((entry) => !entry.expect?.length);

/** Tools that read any text: they may come first for prose or code (they are not decoders or parsers). */
const GENERIC_TOOLS = new Set(['text-statistics', 'case-converter', 'slugify-string', 'string-obfuscator', 'numeronym-generator', 'text-to-nato-alphabet', 'text-to-binary', 'text-to-unicode', 'hash-text', 'html-entities', 'url-encoder', 'base64-string-converter', 'list-converter', 'text-diff', 'lorem-ipsum-generator', 'ascii-text-drawer', 'emoji-picker']);

describe('smart paste corpus', () => {
  it('names only existing tools', () => {
    const tools = new Set(Object.values(manifest).map((entry) => entry.tool));
    for (const entry of positives) for (const tool of entry.expect!) expect(tools.has(tool), `${tool} (${entry.source})`).toBe(true);
  });

  it('ranks the right tool first ≥ 92 %, among the first three ≥ 98 %, and no negative with a decoder or parser first', async () => {
    let first = 0;
    let topThree = 0;
    const misses: string[] = [];
    for (const entry of positives) {
      const tools = (await suggestInPlace(entry.text, 3)).map((suggestion) => suggestion.tool);
      if (entry.expect!.includes(tools[0] ?? '')) first++;
      else misses.push(`${JSON.stringify(entry.text.slice(0, 60))} → ${tools.join(', ') || 'nothing'} (want ${entry.expect!.join(' or ')})`);
      if (tools.some((tool) => entry.expect!.includes(tool))) topThree++;
    }
    const wrongNegatives: string[] = [];
    for (const entry of negatives) {
      const [best] = await suggestInPlace(entry.text, 1);
      if (best && !GENERIC_TOOLS.has(best.tool)) wrongNegatives.push(`${JSON.stringify(entry.text.slice(0, 60))} → ${best.tool}`);
    }
    const percent = (count: number, total: number) => `${((100 * count) / Math.max(total, 1)).toFixed(1)} %`;
    console.log(
      [
        `Smart paste corpus: ${positives.length} strings, ${negatives.length} negatives`,
        `  right tool first: ${first}/${positives.length} = ${percent(first, positives.length)} (target ≥ 92 %)`,
        `  right tool among the first three: ${topThree}/${positives.length} = ${percent(topThree, positives.length)} (target ≥ 98 %)`,
        `  negatives with a decoder or parser first: ${wrongNegatives.length} (target 0)`,
        ...misses.map((miss) => `  miss: ${miss}`),
        ...wrongNegatives.map((miss) => `  negative: ${miss}`),
      ].join('\n'),
    );
    expect(positives.length).toBeGreaterThanOrEqual(250);
    expect(negatives.length).toBeGreaterThanOrEqual(50);
    expect(first / positives.length).toBeGreaterThanOrEqual(0.92);
    expect(topThree / positives.length).toBeGreaterThanOrEqual(0.98);
    expect(wrongNegatives).toEqual([]);
    // ~360 strings, each ranked and dry-run in process: 7 s alone, 23 s beside the rest of the suite.
  }, 120_000);
});

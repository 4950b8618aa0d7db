import { describe, expect, it } from 'vitest';
import { takeSample } from './index';
import type { Operation } from '../operation';
import { detectors } from './detectors';
import { suggestInPlace } from './suggest';
import { manifest } from '../manifest';
import { loadOperations } from '../registry';

const operations: Operation[] = await loadOperations();
const detecting = operations.filter((operation) => detectors.has(operation.id));
const englishStrings = import.meta.glob<{ default: { detect?: Record<string, string> } }>('../../tools/*/locales/en.json', { eager: true });
const detectStrings = (tool: string) => englishStrings[`../../tools/${tool}/locales/en.json`]?.default.detect ?? {};

describe('detection declarations (smart paste)', () => {
  it('declares detection for operations that exist, in the tool that has them', () => {
    expect(detectors.size).toBeGreaterThan(0);
    for (const op of detectors.keys()) expect(manifest[op], `${op} is an operation id`).toBeDefined();
  });

  it.each(detecting.flatMap((operation) => operation.examples.filter((example) => typeof example.input === 'string' && example.input.trim() !== '' && example.detect !== false).map((example) => [operation.id, example.description ?? '', example.input as string] as const)))(
    "%s's example (%s) ranks its tool among the first three",
    async (op, _description, input) => {
      const tools = (await suggestInPlace(input, 3)).map((suggestion) => suggestion.tool);
      expect(tools, `suggestions for ${JSON.stringify(input.slice(0, 80))}`).toContain(manifest[op]!.tool);
    },
  );

  it('every reason a declaration gives is worded in its tool\'s English strings (detect.<key>)', () => {
    const samples = detecting.flatMap((operation) => operation.examples.filter((example) => typeof example.input === 'string').map((example) => [operation, example.input as string] as const));
    for (const [operation, input] of samples) {
      const result = detectors.get(operation.id)!.score?.(takeSample(input));
      const reason = typeof result === 'object' ? result.reason : undefined;
      if (reason) expect(detectStrings(operation.toolId)[reason.key], `${operation.toolId}: detect.${reason.key}`).toBeTypeOf('string');
    }
  });

  // Catastrophic backtracking: every declaration (its regular expressions included) on adversarial
  // 50 KB texts. A linear scan takes well under a millisecond per kilobyte; a backtracking one, seconds.
  const adversarial = [
    'a'.repeat(50_000) + '!',
    '0'.repeat(50_000) + 'x',
    'eyJ' + 'a'.repeat(50_000) + '.',
    'eyJ' + 'a.'.repeat(25_000),
    '1.'.repeat(25_000) + 'x',
    'a:'.repeat(25_000),
    '%'.repeat(50_000),
    '&#'.repeat(25_000),
    '\\u'.repeat(25_000),
    ' '.repeat(49_999) + 'a',
    'a '.repeat(25_000) + '\n',
    '{"a":'.repeat(10_000),
    '<a>'.repeat(16_000),
    '- '.repeat(25_000),
    '*/'.repeat(25_000),
    'ab-'.repeat(16_000) + '!',
    '00:'.repeat(16_000) + 'G',
    '$2b$'.repeat(12_000),
  ];
  it.each([...detectors.keys()])('%s scores adversarial 50 KB texts quickly', (op) => {
    const detect = detectors.get(op)!;
    for (const text of adversarial) {
      const sample = takeSample(text);
      // The best of three runs: a busy machine (the browser tests beside) can stall any one of them.
      let fastest = Infinity;
      for (let run = 0; run < 3 && fastest >= 250; run++) {
        const started = performance.now();
        try {
          detect.score?.(sample);
        } catch {
          // a declaration may throw: the engine counts it as no match
        }
        fastest = Math.min(fastest, performance.now() - started);
      }
      expect(fastest, `${op} on ${JSON.stringify(text.slice(0, 12))}…`).toBeLessThan(250);
    }
  });
});

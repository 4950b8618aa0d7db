import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { regexDiagramSvg } from './regex-tester.diagram';
import { flagString, replaceMatches, runRegex } from './regex-tester.service';

/** The pattern, its flags and the replacement: the tester's fields (its URL holds the pattern and flags). */
const regexOptions = z.object({
  regex: z._default(z.string(), ''),
  replacement: z._default(z.string(), ''),
  global: z._default(z.boolean(), true),
  ignoreCase: z._default(z.boolean(), false),
  multiline: z._default(z.boolean(), false),
  dotAll: z._default(z.boolean(), true),
  unicode: z._default(z.boolean(), true),
  unicodeSets: z._default(z.boolean(), false),
});

/**
 * Regex replace (the tester's "Replacement result"). Expected outputs are what
 * String.prototype.replace gives; matching runs in the page's worker with a time limit, an
 * operation run from a recipe has none.
 */
export const regexTesterReplace = defineOperation({
  id: 'regex-tester-replace',
  toolId: 'regex-tester',
  input: 'text',
  output: 'text',
  options: regexOptions,
  run: (input, { regex, replacement, ...flags }) => (regex === '' ? input : replaceMatches(regex, flags, input, replacement)),
  examples: [
    { input: 'a1 b2', options: { regex: '(\\w)(\\d)', replacement: '$2$1' }, output: '1a 2b' },
    { input: 'Foo foo', options: { regex: 'foo', replacement: 'bar', ignoreCase: true, global: false }, output: 'bar foo' },
  ],
});

/**
 * Everything the tester shows for a pattern and a text: the matches (as matchAll lists them, at
 * most 1,000) with their numbered and named groups, the replacement, a sample string matching the
 * pattern, or `ok: false` and the engine's message for an invalid pattern; with `diagram`, the
 * railroad diagram's SVG too. It says when it starts (progress 0 of 1): the screen's one-second
 * limit for a runaway pattern counts from there, not from the worker's start. Expected values
 * from String.prototype.matchAll and replace on the same input.
 */
export const regexTesterRun = defineOperation({
  id: 'regex-tester-run',
  toolId: 'regex-tester',
  input: 'text',
  output: 'data',
  options: z.extend(regexOptions, { diagram: z._default(z.boolean(), false) }),
  run: (input, { regex, replacement, diagram, ...flags }, { random, progress }) => {
    progress?.(0, 1);
    const outcome = runRegex({ pattern: regex, flags, text: input, replacement }, random);
    return diagram ? { ...outcome, diagram: regexDiagramSvg(regex, flagString(flags)) } : outcome;
  },
  examples: [
    {
      description: 'A named group, matched twice, replaced by name; the sample of a literal pattern is the literal',
      detect: false,
      input: 'abcabc',
      options: { regex: '(?<x>b)c', replacement: '[$<x>]' },
      output: {
        ok: true,
        matches: [
          { index: 1, value: 'bc', captures: [{ name: '1', value: 'b', start: 1, end: 2 }], groups: [{ name: 'x', value: 'b', start: 1, end: 2 }] },
          { index: 4, value: 'bc', captures: [{ name: '1', value: 'b', start: 4, end: 5 }], groups: [{ name: 'x', value: 'b', start: 4, end: 5 }] },
        ],
        truncated: false,
        replaced: 'a[b]a[b]',
        sample: 'bc',
      },
    },
    {
      description: 'Without the g flag, only the first match is listed and replaced',
      detect: false,
      input: 'abcabc',
      options: { regex: 'c', global: false },
      output: { ok: true, matches: [{ index: 2, value: 'c', captures: [], groups: [] }], truncated: false, replaced: 'ababc', sample: 'c' },
    },
  ],
});

export default [regexTesterReplace, regexTesterRun];

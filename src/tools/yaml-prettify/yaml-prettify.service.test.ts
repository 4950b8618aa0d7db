import { describe, expect, it } from 'vitest';
import { parseIndentSize, prettifyYaml, prettifyYamlOutcome, withOneFinalNewline, type PrettifyYamlOptions } from './yaml-prettify.service';

const options = (overrides: Partial<PrettifyYamlOptions> = {}): PrettifyYamlOptions => ({ sortKeys: false, indentSize: 2, ...overrides });

describe('yaml prettify', () => {
  // Expected outputs written by hand (YAML 1.2 block style).
  it.each([
    ['flow sequence and map → block', 'list: [a, b]\nmap: {x: 1, y: [2, 3]}\n', options(), 'list:\n  - a\n  - b\nmap:\n  x: 1\n  y:\n    - 2\n    - 3\n'],
    ['sort keys (locale order a, b, B, C), nested too', 'C: 1\nb: {z: 1, a: 2}\nB: 3\na: 4\n', options({ sortKeys: true }), 'a: 4\nb:\n  a: 2\n  z: 1\nB: 3\nC: 1\n'],
    ['unsorted keeps the written order', 'b: 1\na: 2\n', options(), 'b: 1\na: 2\n'],
    ['indent 4', 'a:\n  b:\n    - 1\n', options({ indentSize: 4 }), 'a:\n    b:\n        - 1\n'],
    ['comments are kept and move with their pair', 'b: 1 # bee\n# about a\na: 2\n', options({ sortKeys: true }), '# about a\na: 2\nb: 1 # bee\n'],
    ['multi-document stream joined by ---', 'a: [1]\n---\nb: {c: d}\n', options(), 'a:\n  - 1\n---\nb:\n  c: d\n'],
    ['big integers stay exact', 'id: 17478252242305210114\n', options(), 'id: 17478252242305210114\n'],
    ['scalars keep their style', 'a: "quoted"\nb: \'single\'\nc: 1.50\nd: 1e3\ne: [0x1F, .inf]\n', options(), 'a: "quoted"\nb: \'single\'\nc: 1.50\nd: 1e3\ne:\n  - 0x1F\n  - .inf\n'],
    ['output ends with one newline', 'a: 1\n\n\n', options(), 'a: 1\n'],
    ['a stream holding only a comment keeps it', '# just a comment\n', options(), '# just a comment\n'],
    ['empty input', '  \n', options(), ''],
  ])('%s', (_name, input, prettifyOptions, expected) => {
    expect(prettifyYaml(input, prettifyOptions)).toBe(expected);
  });

  it.each([
    ['unclosed flow sequence', 'a: [1\nb: 2', /at line 2, column 1/],
    ['bad indentation', 'a:\n  b: 1\n c: 2', /line 3/],
    ['error in the second document', 'a: 1\n---\nb: [', /line/],
  ])('reports %s with the first line of the parser message', (_name, input, detail) => {
    const outcome = prettifyYamlOutcome(input, options());
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.detail).toMatch(detail);
      expect(outcome.detail).not.toContain('\n');
    }
    expect(() => prettifyYaml(input, options())).toThrow('invalidYaml');
  });

  it.each([
    ['1', 1],
    ['10', 10],
    ['0', undefined],
    ['11', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('indent size %j → %s', (text, expected) => {
    expect(parseIndentSize(text)).toBe(expected);
  });

  it.each(['', 'a', 'a\n', 'a\n\n\n', '\n\n', 'a\n\nb\n\n', 'a\r\n'])('ends %j with one line break, as replace(/\\n*$/) does', (text) => {
    expect(withOneFinalNewline(text)).toBe(text.replace(/\n*$/, '\n'));
  });
});

import { describe, expect, it } from 'vitest';
import { readToml, scanToml } from './toml-read';

/** The TOML 1.0 checks the scan adds to smol-toml, and what it collects, on the shapes it reads by hand. */
describe('readToml: TOML 1.0 only', () => {
  it.each([
    ['a date-time joined by a space, without seconds', 'd = 1979-05-27 07:32Z', /Line 1, column 5: a time needs seconds/],
    ['a date-time joined by T, without seconds', 'd = 1979-05-27T07:32', /needs seconds/],
    ['a local time without seconds, in an array', 'a = [\n  07:32:00,\n  07:32 ]', /Line 3, column 3: a time needs seconds/],
    ['February 29 of a common year', 'd = 2023-02-29', /Line 1, column 5: the date 2023-02-29 does not exist/],
    ['April 31 in a date-time', 'd = 2023-04-31T00:00:00Z', /the date 2023-04-31 does not exist/],
    ['month 13', 'd = 2023-13-01', /./],
    ['\\e in a basic string', 's = "a\\eb"', /Line 1, column 7: the escape \\e is TOML 1\.1/],
    ['\\x in a multi-line basic string', 's = """\nab\\x41"""', /Line 2, column 3: the escape \\x is TOML 1\.1/],
    ['a short \\u escape', 's = "\\u12"', /./],
    ['a trailing comma in an inline table', 't = { a = 1, }', /trailing comma in an inline table/],
    ['an inline table over two lines', 't = { a = 1,\n b = 2 }', /inline table must stay on one line/],
    ['a byte order mark after the start', 'a = 1\n\ufeffb = 2', /./],
  ])('refuses %s', (_name, toml, detail) => {
    expect(() => readToml(toml)).toThrow(detail);
    expect(() => readToml(toml, { comments: false })).toThrow(detail);
  });

  it.each([
    ['a date-time joined by a space', 'd = 1979-05-27 07:32:00Z', '1979-05-27T07:32:00.000Z'],
    ['February 29 of a leap year', 'd = 2024-02-29', '2024-02-29'],
    ['a local time with fractions', 't = 07:32:00.999', '07:32:00.999'],
    ['an offset date-time', 'd = 1979-05-27T00:32:00-07:00', '1979-05-27T00:32:00.000-07:00'],
    ['escapes and \\u', 's = "a\\t\\u00e9\\U0001F600"', 'a\té😀'],
    ['a multi-line literal string with quotes at its end', "s = '''x'''''", "x''"],
    ['a line-ending backslash', 's = """a \\\n   b"""', 'a b'],
    ['a BOM at the very start', '\ufeffs = "x"', 'x'],
  ])('reads %s', (_name, toml, expected) => {
    const value = readToml(toml).data.values().next().value;
    expect(String(value instanceof Object && 'text' in value ? value.text : value)).toBe(expected);
  });
});

describe('scanToml', () => {
  const source = ['# top', '', 'a = [ # list', '  1, # one', ']', '"quoted.key" = 2 # q', 'b.c = 3 # dotted', '[[t]]', '[[t]] # second', 'x = 1\r', '# end\r'].join('\n');

  it('collects comments with the paths of their statements (keys read again only for those), CR dropped', () => {
    expect(scanToml(source, 'comments')).toEqual({
      head: ' top',
      tail: ' end',
      entries: [
        { path: ['a'], trailing: ' list\n one' },
        { path: ['quoted.key'], trailing: ' q' },
        { path: ['b', 'c'], trailing: ' dotted' },
        { path: ['t', 1], trailing: ' second' },
      ],
    });
  });

  it('collects every statement for "all" and nothing for "none"', () => {
    expect(scanToml(source, 'all').entries.map((entry) => entry.path)).toEqual([['a'], ['quoted.key'], ['b', 'c'], ['t', 0], ['t', 1], ['t', 1, 'x']]);
    expect(scanToml(source, 'none')).toEqual({ entries: [] });
  });
});

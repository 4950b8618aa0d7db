import { describe, expect, it } from 'vitest';
import { type ToolInputError } from '../../lib/errors';
import { cellText, headerOf, jsonToCsv } from './json-to-csv.service';

const messageKey = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as ToolInputError).messageKey;
  }
  return undefined;
};

describe('jsonToCsv', () => {
  it('IT-Tools sample (single quotes accepted through JSON5)', () => {
    expect(jsonToCsv("[{'Age': 18.0, 'Salary': 20000, 'Gender': 'Male', 'Country': 'Germany', 'Purchased': 'N'}]")).toBe(
      'Age,Salary,Gender,Country,Purchased\n18,20000,Male,Germany,N',
    );
  });

  it('header is the union of keys in first-seen order; missing and null are empty', () => {
    expect(jsonToCsv('[{"a":1,"b":2},{"c":3,"a":null},{"b":true}]')).toBe('a,b,c\n1,2,\n,,3\n,true,');
  });

  it('a single object is one row', () => {
    expect(jsonToCsv('{"name":"Ada","year":1815}')).toBe('name,year\nAda,1815');
  });

  it.each<[string, string, string]>([
    ['delimiter', 'a,b', '"a,b"'],
    ['quote (doubled)', 'say "hi"', '"say ""hi"""'],
    ['line feed', 'two\nlines', '"two\nlines"'],
    ['carriage return', 'cr\rhere', '"cr\rhere"'],
    ['leading space', ' lead', '" lead"'],
    ['trailing space', 'trail ', '"trail "'],
    ['plain text unquoted', 'plain text', 'plain text'],
  ])('quotes a cell with a %s', (_name, value, cell) => {
    expect(jsonToCsv(JSON.stringify([{ v: value }]))).toBe(`v\n${cell}`);
  });

  it('nested values are compact JSON (quoted for the commas and quotes inside)', () => {
    expect(jsonToCsv('[{"o":{"x":1,"y":[1,2]},"l":["a"]}]')).toBe('o,l\n"{""x"":1,""y"":[1,2]}","[""a""]"');
  });

  it.each<['comma' | 'semicolon' | 'tab', string]>([
    ['comma', 'a,b\n"1,5",x;y'],
    ['semicolon', 'a;b\n1,5;"x;y"'],
    ['tab', 'a\tb\n1,5\tx;y'],
  ])('%s delimiter', (delimiter, csv) => {
    expect(jsonToCsv('[{"a":"1,5","b":"x;y"}]', delimiter)).toBe(csv);
  });

  it('blank input gives empty output', () => {
    expect(jsonToCsv('  ')).toBe('');
    expect(jsonToCsv('[]')).toBe('');
  });

  it.each(['[1, 2]', '"text"', '42', '[{"a":1}, 3]', 'null', '[[1]]'])('%s is not rows', (input) => {
    expect(messageKey(() => jsonToCsv(input))).toBe('notRows');
  });

  it.each(['{', '[{"a":}]', 'hello'])('%s is not JSON', (input) => {
    expect(messageKey(() => jsonToCsv(input))).toBe('invalidJson');
  });
});

describe('helpers', () => {
  it.each<[unknown, string]>([
    ['s', 's'],
    [1.5, '1.5'],
    [false, 'false'],
    [null, ''],
    [undefined, ''],
    [{ a: 1 }, '{"a":1}'],
    [[1, 'x'], '[1,"x"]'],
  ])('cellText(%j) = %j', (value, text) => {
    expect(cellText(value)).toBe(text);
  });

  it('headerOf', () => {
    expect(headerOf([{ b: 1 }, { a: 1, b: 2 }, {}])).toEqual(['b', 'a']);
  });
});

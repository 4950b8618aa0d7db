import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random';
import { shapeRecorder } from '../../lib/testing/shape-recorder';
import { formatSqlChunk, formatSqlInChunks } from './sql-chunks';
import { formatSqlOutcome, INDENT_STYLES, KEYWORD_CASES, type Dialect, type FormatSqlOptions } from './sql-prettify.service';
import { formatWithTemplates, lexStatements, quoteRules, templateStats } from './sql-templates';

/**
 * Statements put together from a template must be exactly what sql-formatter writes for them: the
 * chunked, templated formatting is compared with sql-formatter on the whole script, for generated
 * scripts whose statements repeat a few shapes with identifiers, numbers and strings of every length,
 * reserved words, comments, odd spacing and constructs the templates' lexer must refuse.
 */

const DIALECTS: Dialect[] = ['sql', 'postgresql', 'mysql', 'transactsql', 'bigquery', 'sqlite', 'plsql', 'snowflake'];

function generator(seed: number) {
  const random = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  // Lengths mostly from a few values and branches replayed (shape-recorder.ts): the same statement
  // shapes come back with other words, digits and strings in them.
  const { choice, size, run } = shapeRecorder(random);
  const identifier = () => {
    if (choice(10) === 0) return ['name', 'id', 'user', 'value', 'data', 'key', 'status', 'type', 'date', 'table_1', 'A', 'x'][choice(12)]!;
    const length = size([1, 3, 8], choice(5) === 0 ? 60 : 12);
    let word = choice(10) === 0 ? '_' : pick([...letters]);
    while (word.length < length) word += pick([...letters, '_', '1', '9']);
    return choice(5) === 0 ? word.toUpperCase() : word;
  };
  const digits = (length: number) => Array.from({ length }, (_, index) => pick([...(index === 0 && length > 1 ? '123456789' : '0123456789')])).join('');
  const number = () => (choice(10) < 3 ? `${digits(size([1, 4], 7))}.${digits(size([2], 3))}` : digits(size([1, 2, 6], 10)));
  const string = () =>
    `'${Array.from({ length: size([0, 3, 10], choice(5) === 0 ? 80 : 12) }, () => (choice(12) === 0 ? "''" : pick([...letters, ' ', ',', ';', '(', '-', '*']))).join('')}'`;
  const value = () => [number, string, identifier, () => `-${number()}`, () => `- ${number()}`, () => 'NULL'][choice(6)]!();
  const shapes: Array<() => string> = [
    () => `select ${identifier()}.${identifier()}, ${identifier()} as ${identifier()} from ${identifier()} where ${identifier()} > ${number()} and ${identifier()} = ${string()};`,
    () => `INSERT INTO ${identifier()} (${identifier()}, ${identifier()}) VALUES (${value()}, ${value()}), (${value()}, ${value()});`,
    () => `update ${identifier()} set ${identifier()} = ${value()} where ${identifier()} in (${value()}, ${value()}, ${value()});`,
    () => `select count(*), max(${identifier()}) from ${identifier()} a join ${identifier()} b on a.${identifier()} = b.${identifier()} group by ${identifier()} order by 1 desc;`,
    () => `-- ${identifier()} note\nselect ${identifier()} from ${identifier()};`,
    () => `/* block ${number()} */ delete from ${identifier()} where ${identifier()} <> ${value()} or ${identifier()} is null;`,
    () => `select case when ${identifier()} >= ${number()} then ${string()} else ${string()} end from ${identifier()};`,
    () => `create table ${identifier()} (${identifier()} int, ${identifier()} varchar(${number()}));`,
    () => `select ${identifier()} || ${string()} from ${identifier()} where (${identifier()} + ${number()}) * 2 < ${number()};`,
    // What the lexer refuses: the chunk is then formatted whole.
    () => [`select ? from ${identifier()};`, `select N'x' from ${identifier()};`, `select 1e5;`, `select "${identifier()}" from [t];`, `select $1;`, `select 'a\\'b';`, `select ${identifier()} # x\n;`, `select é;`, `select .5;`][choice(9)]!,
  ];
  const spacing = () => pick(['\n', '\n\n', ' ', '\n  ', '\t']);
  return {
    random,
    script(statements: number) {
      // Mostly shapes the lexer reads (a refused one sends its chunk down the whole-chunk path).
      const chosen = Array.from({ length: 3 }, () => shapes[Math.floor(random() * (random() < 0.15 ? shapes.length : shapes.length - 1))]!);
      const plans = new Map<() => string, number[][]>();
      const parts: string[] = [];
      for (let index = 0; index < statements; index++) {
        const shape = pick(chosen);
        const known = plans.get(shape) ?? [];
        const replay = known.length > 0 && random() < 0.8 ? pick(known) : undefined;
        const { value, plan } = run(shape, replay);
        parts.push(value);
        if (!replay) plans.set(shape, [...known, plan]);
      }
      let text = parts.join(random() < 0.5 ? '\n' : spacing());
      if (random() < 0.2) text += pick(['\n', ' -- the end', '\nselect x', '\n/* tail */']);
      return text;
    },
  };
}

describe('statements formatted once per shape', () => {
  it('gives sql-formatter’s output for generated scripts in several dialects, under every option', () => {
    const { random, script } = generator(20261126);
    let compared = 0;
    const before = { ...templateStats };
    for (let run = 0; run < Number(process.env.FUZZ_SQL ?? 240); run++) {
      const options: FormatSqlOptions = {
        language: DIALECTS[run % DIALECTS.length]!,
        keywordCase: KEYWORD_CASES[Math.floor(random() * 3)]!,
        indentStyle: INDENT_STYLES[Math.floor(random() * 3)]!,
      };
      const text = script(2 + Math.floor(random() * 60));
      const expected = formatSqlOutcome(text, options);
      const chunked = formatSqlInChunks(text, options, 600, 2000);
      const { chunks: _chunks, ...outcome } = chunked;
      if (expected.ok) compared++;
      expect(outcome, `${JSON.stringify(options)}\n${text}`).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(100);
    // The templates were used, not only the whole-chunk path.
    expect(templateStats.reused - before.reused).toBeGreaterThan(500);
  });

  it('formats a repetitive 3,000-statement script with a handful of sql-formatter calls', () => {
    const lines = Array.from({ length: 3000 }, (_, index) => `insert into events (id, kind, at) values (${index}, 'kind ${index % 7}', '2026-11-${String((index % 28) + 1).padStart(2, '0')}');`);
    const text = lines.join('\n');
    const before = { ...templateStats };
    const options: FormatSqlOptions = { language: 'postgresql', keywordCase: 'upper', indentStyle: 'standard' };
    const chunked = formatSqlInChunks(text, options);
    expect(chunked.ok && chunked.output).toBe(format(text, { ...options, tabWidth: 2, useTabs: false }));
    expect(templateStats.printed - before.printed).toBeLessThan(60);
  });

  it('never reuses a shape whose output does not match (checked on its first reuse)', () => {
    let calls = 0;
    // A formatter whose output depends on the text of an identifier, which sql-formatter's does not.
    const odd = (statement: string) => {
      calls++;
      return statement.includes('zz') ? 'ZZ;' : statement.trim().toUpperCase();
    };
    const result = formatWithTemplates('select aa;\nselect zz;\nselect bb;', 'sql', 'test odd', odd);
    expect(result?.output).toBe('SELECT AA;\n\nZZ;\n\nSELECT BB;');
    expect(calls).toBe(3);
  });

  it.each([
    ['a parameter', 'select ?;'],
    ['a string prefix', "select N'x';"],
    ['a backslash in a string', "select 'a\\b';"],
    ['an exponent', 'select 1e5;'],
    ['a nested comment', 'select /* a /* b */ 1;'],
    ['a disabling comment', 'select /* sql-formatter-disable */ 1;'],
    ['a carriage return', 'select 1;\r\nselect 2;'],
    ['an empty statement', 'select 1;;'],
    ['non-ASCII text', 'select café;'],
    ['brackets', 'select [a];'],
  ])('leaves a chunk with %s to the whole-chunk path', (_name, text) => {
    expect(lexStatements(text)).toBeUndefined();
  });

  it.each<[Dialect, string, boolean]>([
    ['sql', "select 'it''s';", true],
    ['bigquery', "select 'it''s';", false], // two strings side by side there
    ['bigquery', "select '''a;b''';", false], // a triple-quoted string
    ['bigquery', 'select `a``b`;', true],
    ['postgresql', 'select `a`;', false], // not a quote in PostgreSQL
    ['mysql', 'select "a""b";', true],
    ['hive', 'select "a""b";', false],
  ])('reads quotes as %s does: %s → %s', (language, text, read) => {
    expect(lexStatements(text, quoteRules(language)) !== undefined).toBe(read);
  });

  it('reads statements into shapes that differ only by the variable tokens', () => {
    const lexed = lexStatements("select a, 'x' from t1 where n = 10;\nselect b, 'y' from t2 where n = 20;")!;
    expect(lexed.statements).toHaveLength(2);
    expect(lexed.statements[1]!.shape.replace(/^\s+/, '')).toBe(lexed.statements[0]!.shape);
    expect(lexed.statements[1]!.values).toEqual(['b', "'y'", 't2', '20']);
    expect(lexStatements('select a from t;\nselect a from tt;')!.statements.map((statement) => statement.shape)).toHaveLength(2);
    const [one, two] = lexStatements('select a from t;\nselect a from tt;')!.statements;
    expect(one!.shape).not.toBe(two!.shape);
  });

  it('reports the chunk’s `;` count and end as the whole-chunk path does', () => {
    const options: FormatSqlOptions = { language: 'sql', keywordCase: 'upper', indentStyle: 'standard' };
    for (const text of ['select 1;\nselect 2;', 'select 1;\nselect 2;\n', 'select 1;\nselect 2; -- end', 'select 1;\nselect 2']) {
      const fast = formatSqlChunk(text, options);
      expect(fast.ok && lexStatements(text)).toBeTruthy();
      expect(fast).toMatchObject({ ok: true, delimiters: (text.match(/;/g) ?? []).length, endsWithDelimiter: text.endsWith(';') });
      expect(fast.ok && fast.output).toBe(format(text, { ...options, tabWidth: 2, useTabs: false }));
    }
  });
});

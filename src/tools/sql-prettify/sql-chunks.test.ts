import { format } from 'sql-formatter';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../lib/random';
import { variedSqlScript, variedSqlStatements } from './sql-prettify.bench-data.mjs';
import { FIRST_CHUNK_CHARS, formatFirstChunk, formatSqlChunk, formatSqlInChunks, planSqlChunks } from './sql-chunks';
import { formatSqlOutcome, INDENT_STYLES, KEYWORD_CASES, type Dialect, type FormatSqlOptions } from './sql-prettify.service';

/**
 * Formatting group of statements by group must give exactly what sql-formatter gives for the whole
 * script: compared on generated scripts of varied statements (sql-prettify.bench-data.mjs) in
 * several dialects under every option, with statements each dialect reads in its own way
 * (parameters, string prefixes, brackets, backslashes, `#`…), odd spacing and unfinished tails mixed
 * in, cut into small groups so that every script is cut many times.
 */

const DIALECTS: Dialect[] = ['sql', 'postgresql', 'mysql', 'transactsql', 'bigquery', 'sqlite', 'plsql', 'snowflake'];
const ODD_STATEMENTS = [
  'select ? from t;',
  "select N'x;y' from t;",
  'select 1e5;',
  'select "a;b" from [t;u];',
  'select $1;',
  "select 'a\\';b';",
  'select a # x;\n;',
  'select é;',
  'select .5;',
  ';',
  'select /* a /* b; */ c; */ 1;',
  'select `x;y` from t;',
];

describe('chunked formatting of varied scripts', () => {
  it('gives sql-formatter’s output (or error) for the whole script, in several dialects, under every option', () => {
    const random = seededRandom(20261126);
    let compared = 0;
    for (let run = 0; run < Number(process.env.FUZZ_SQL ?? 64); run++) {
      const options: FormatSqlOptions = {
        language: DIALECTS[run % DIALECTS.length]!,
        keywordCase: KEYWORD_CASES[Math.floor(random() * 3)]!,
        indentStyle: INDENT_STYLES[Math.floor(random() * 3)]!,
      };
      const statements = variedSqlStatements(2 + Math.floor(random() * 12), run + 1);
      for (let index = 0; index < statements.length; index++) if (random() < 0.08) statements[index] = ODD_STATEMENTS[Math.floor(random() * ODD_STATEMENTS.length)]!;
      let text = statements.join(['\n', '\n\n', ' ', '\n  ', '\t'][Math.floor(random() * 5)]);
      if (random() < 0.2) text += ['\n', ' -- the end', '\nselect x', '\n/* tail */'][Math.floor(random() * 4)];
      const expected = formatSqlOutcome(text, options);
      const { chunks: _chunks, ...outcome } = formatSqlInChunks(text, options, 600, 2000);
      if (expected.ok) compared++;
      expect(outcome, `${JSON.stringify(options)}\n${text}`).toEqual(expected);
    }
    expect(compared).toBeGreaterThan(30);
  });

  it('formats a script of 150 varied statements in many groups, as sql-formatter does the whole', () => {
    const text = variedSqlScript(80_000, 7);
    const options: FormatSqlOptions = { language: 'sql', keywordCase: 'upper', indentStyle: 'standard' };
    const chunked = formatSqlInChunks(text, options, 4 * 1024, 16 * 1024);
    expect(chunked.chunks).toBeGreaterThan(4);
    expect(chunked.ok && chunked.output).toBe(format(text, { ...options, tabWidth: 2, useTabs: false }));
  });

  it('reports a chunk’s `;` count and end', () => {
    const options: FormatSqlOptions = { language: 'sql', keywordCase: 'upper', indentStyle: 'standard' };
    for (const [text, delimiters, ends] of [
      ['select 1;\nselect 2;', 2, true],
      ['select 1;\nselect 2;\n', 2, false],
      ['select 1;\nselect 2; -- end', 2, false],
      ['select 1;\nselect 2', 1, false],
      ["select ';';", 1, true],
    ] as const) {
      const result = formatSqlChunk(text, options);
      expect(result).toMatchObject({ ok: true, delimiters, endsWithDelimiter: ends });
      expect(result.ok && result.output).toBe(format(text, { ...options, tabWidth: 2, useTabs: false }));
    }
  });

  it('finds and formats the first group from the start of the script alone, as the whole plan does', () => {
    let found = 0;
    for (const [index, language] of DIALECTS.entries()) {
      const options: FormatSqlOptions = { language, keywordCase: KEYWORD_CASES[index % 3]!, indentStyle: INDENT_STYLES[index % 3]! };
      const text = variedSqlScript(40_000, index + 1);
      const first = formatFirstChunk(text, options);
      const [start, end] = planSqlChunks(text, language).chunks[0]!;
      if (!first) continue;
      found++;
      expect([start, end]).toEqual([0, first.end]);
      expect(first.end).toBeGreaterThanOrEqual(FIRST_CHUNK_CHARS);
      expect(first.result).toEqual(formatSqlChunk(text.slice(0, end), options));
    }
    expect(found).toBeGreaterThan(5);
  });

  it('leaves the first group to the workers when the start of the script cannot tell it', () => {
    const options: FormatSqlOptions = { language: 'plsql', keywordCase: 'upper', indentStyle: 'standard' };
    const statement = (n: number) => `select a, b from t${n} order by a;\n`;
    const statements = Array.from({ length: 200 }, (_, n) => statement(n)).join('');
    // No statement end within the part of the script scanned at once, or no whole statement after the first group's end.
    expect(formatFirstChunk(`select '${'x'.repeat(20_000)}';\n${statements}`, options)).toBeUndefined();
    expect(formatFirstChunk(`${'-- a comment line\n'.repeat(230)}select 1;\nselect '${'x'.repeat(20_000)}';`, options)).toBeUndefined();
    // A script too short to have a first group of its own.
    expect(formatFirstChunk('select 1;\nselect 2;', options)).toBeUndefined();
    // An error in the first group: nothing shown early, the workers report it for the whole script.
    expect(formatFirstChunk(`select (;\n${statements}`, { ...options, language: 'sql' })).toBeUndefined();
    expect(formatFirstChunk(statements, options)?.end).toBeGreaterThanOrEqual(FIRST_CHUNK_CHARS);
  });
});

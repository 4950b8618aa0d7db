import { describe, expect, it } from 'vitest';
import { formatSqlChunk, formatSqlInChunks, lineColumn, planSqlChunks } from './sql-chunks';
import { DEFAULT_SQL_OPTIONS, formatSqlOutcome, type Dialect, type FormatSqlOptions } from './sql-prettify.service';
import { scanStatements } from './sql-statements';

const options = (language: Dialect, overrides: Partial<FormatSqlOptions> = {}): FormatSqlOptions => ({ ...DEFAULT_SQL_OPTIONS, language, ...overrides });
/** The statements of a script as cut by the scan (text between cuts). */
const pieces = (script: string, language: Dialect) => {
  const { cuts } = scanStatements(script, language);
  return [0, ...cuts].map((start, index) => script.slice(start, cuts[index] ?? script.length));
};

describe('statement splitter', () => {
  // Expected pieces written by hand from each dialect's quoting and comment rules.
  it.each<[string, Dialect, string, string[]]>([
    ['plain statements', 'sql', 'select 1; select 2;', ['select 1;', ' select 2;']],
    ['; in single and double quotes, backticks', 'mysql', "select 'a;b', \"c;d\", `e;f`; select 2;", ["select 'a;b', \"c;d\", `e;f`;", ' select 2;']],
    ['MySQL backslash escape', 'mysql', "select 'it\\';s'; select 2;", ["select 'it\\';s';", ' select 2;']],
    ['MySQL # comment', 'mysql', 'select 1 # no; cut\n; select 2;', ['select 1 # no; cut\n;', ' select 2;']],
    ['# is an operator in PostgreSQL', 'postgresql', "select '{1}'::int[] # 2; select 3;", ["select '{1}'::int[] # 2;", ' select 3;']],
    ['-- and /* */ comments', 'sql', 'select 1 -- a;b\n; /* c; */ select 2;', ['select 1 -- a;b\n;', ' /* c; */ select 2;']],
    ['PostgreSQL dollar quoting', 'postgresql', 'create function f() returns int as $body$ begin; return 1; end; $body$ language plpgsql; select 2;', ['create function f() returns int as $body$ begin; return 1; end; $body$ language plpgsql;', ' select 2;']],
    ['PostgreSQL nested comment', 'postgresql', 'select 1 /* a /* b; */ c; */; select 2;', ['select 1 /* a /* b; */ c; */;', ' select 2;']],
    ["PostgreSQL E'' escapes", 'postgresql', "select E'a\\';b'; select 2;", ["select E'a\\';b';", ' select 2;']],
    ["PostgreSQL '' has no backslash escape", 'postgresql', "select 'a\\'; select 2;", ["select 'a\\';", ' select 2;']],
    ['Transact-SQL [brackets]', 'transactsql', 'select [a;b] from t; select 2;', ['select [a;b] from t;', ' select 2;']],
    ["Oracle q'[…]' strings", 'plsql', "select q'[a;b]' from dual; select 2 from dual;", ["select q'[a;b]' from dual;", ' select 2 from dual;']],
    ['BigQuery triple quotes', 'bigquery', "select '''a;b'''; select 2;", ["select '''a;b''';", ' select 2;']],
    ['unterminated string: nothing cut after it', 'sql', "select 1; select 'a; select 2;", ['select 1;', " select 'a; select 2;"]],
    ['Oracle: no cut between BY … ; and SET', 'plsql', 'select a from t order by a; set x = 1; select 2 from dual;', ['select a from t order by a; set x = 1;', ' select 2 from dual;']],
    ['BigQuery: no cut after an unclosed STRUCT<', 'bigquery', 'select cast(x as STRUCT<a INT64); select 2; select 3;', ['select cast(x as STRUCT<a INT64); select 2; select 3;']],
  ])('%s (%s)', (_name, language, script, expected) => {
    expect(pieces(script, language)).toEqual(expected);
    // Every cut is after a `;` token of sql-formatter's own tokenizer run on the whole script.
    const whole = formatSqlChunk(script, options(language), true);
    if (whole.ok) for (const cut of scanStatements(script, language).cuts) expect(whole.delimiterEnds).toContain(cut);
  });
});

describe('formatting statement group by statement group', () => {
  const scripts: Array<[Dialect, string]> = [
    ['sql', 'select a, b from t where x = 1;\n\n-- between\nselect 2; /* after */\nselect 3'],
    ['sql', 'select 1;;select 2; -- trailing comment only'],
    ['sql', 'select 1;\n\n   '],
    ['mysql', "insert into t values ('a;b', 'it\\'s'); # c\nupdate t set a = 1 where b = 2; delete from t;"],
    ['postgresql', 'create function f() returns int as $$ select 1; $$ language sql;\nselect $1::int from t; select E\'x\\\';\';'],
    ['transactsql', 'select [a;b] from t; select @x; select N\'y;\''],
    ['plsql', "select q'{a;b}' from dual; select 1 from dual order by 1; update t set a = 1;"],
    ['bigquery', "select '''x;y''' as s; select r'a;b'; select `p.d.t`;"],
    ['sqlite', 'select [a;b], "c" from t; select ?; select :name;'],
    ['snowflake', "select $$a;b$$; select 'c' // comment;\n; select 3;"],
  ];
  it.each(scripts)('%s: the same text as the whole script, for each indent style and keyword case', (language, script) => {
    for (const overrides of [{}, { indentStyle: 'tabularLeft' as const, keywordCase: 'lower' as const }]) {
      const result = formatSqlInChunks(script, options(language, overrides), 1, 1);
      const { chunks, ...outcome } = result;
      expect(outcome).toEqual(formatSqlOutcome(script, options(language, overrides)));
      expect(chunks).toBeGreaterThan(1);
    }
  });

  it('joins statements with one blank line, as written by hand', () => {
    expect(formatSqlInChunks('select a from t; select b from u;', options('sql'), 1, 1)).toEqual({ ok: true, output: 'SELECT\n  a\nFROM\n  t;\n\nSELECT\n  b\nFROM\n  u;', chunks: 2 });
  });

  it('plans a first small chunk, then larger ones, each ending after a statement', () => {
    const script = Array.from({ length: 400 }, (_, index) => `select ${index} from t;`).join('\n');
    const { chunks, delimiters } = planSqlChunks(script, 'sql', 100, 1000);
    expect(chunks[0]![1]).toBeLessThan(130);
    expect(chunks.every(([, end]) => end === script.length || script[end - 1] === ';')).toBe(true);
    expect(delimiters.reduce((sum, count) => sum! + count!, 0)).toBe(400);
  });
});

describe('errors keep the position in the whole script', () => {
  it.each<[string, Dialect, string, string]>([
    ['a tokenizer error in a later statement (written by hand: line 3, column 8)', 'sql', "select 1;\nselect 2;\nselect 'abc", 'Parse error: Unexpected "\'abc" at line 3 column 8.'],
    ['a parser error mid-line', 'sql', 'select 1; select 2;\n  select (3;', ''],
    ['a tokenizer error wins over an earlier parser error', 'sql', "select (1;\nselect 2;\nselect 'x", 'Parse error: Unexpected "\'x" at line 3 column 8.'],
    ['the 10 characters quoted come from the whole script', 'sql', 'select 1;\nselect 2 §; select 3; select 4;', ''],
  ])('%s', (_name, language, script, expected) => {
    const whole = formatSqlOutcome(script, options(language));
    const { chunks, ...chunked } = formatSqlInChunks(script, options(language), 1, 1);
    expect(chunked).toEqual(whole);
    expect(chunked.ok).toBe(false);
    if (expected && !chunked.ok) expect(chunked.detail).toBe(expected);
    expect(chunks).toBeGreaterThanOrEqual(1);
  });

  it('counts lines and columns as sql-formatter does (\\n only)', () => {
    expect(lineColumn('ab\ncd\r\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd\r\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\ncd\r\nef', 7)).toEqual({ line: 3, column: 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_QUERY, DEFAULT_SQL_OPTIONS, DIALECTS, firstLine, formatSql, formatSqlOutcome, type FormatSqlOptions } from './sql-prettify.service';

const options = (overrides: Partial<FormatSqlOptions> = {}): FormatSqlOptions => ({ ...DEFAULT_SQL_OPTIONS, ...overrides });

describe('sql prettify', () => {
  // Expected layouts written by hand: one clause keyword per line, its items indented by 2 spaces.
  it.each([
    ['default query, defaults', DEFAULT_QUERY, options(), 'SELECT\n  field1,\n  field2,\n  field3\nFROM\n  my_table\nWHERE\n  my_condition;'],
    ['lowercase keywords', 'SELECT a, b FROM t', options({ keywordCase: 'lower' }), 'select\n  a,\n  b\nfrom\n  t'],
    ['preserved keywords', 'Select a From t', options({ keywordCase: 'preserve' }), 'Select\n  a\nFrom\n  t'],
    ['function names and identifiers keep their case', 'select COUNT(*) as Cnt, MyCol from T', options(), 'SELECT\n  COUNT(*) AS Cnt,\n  MyCol\nFROM\n  T'],
    ['tabular left: keywords padded to 10 columns', 'select a, b from t where x = 1', options({ indentStyle: 'tabularLeft' }), 'SELECT    a,\n          b\nFROM      t\nWHERE     x = 1'],
    ['tabular right: keywords right-aligned in 9 columns, then a space', 'select a from t where x = 1', options({ indentStyle: 'tabularRight' }), '   SELECT a\n     FROM t\n    WHERE x = 1'],
    ['PostgreSQL dialect: $1 placeholder, :: cast, data type keeps its case', 'select $1::int from t', options({ language: 'postgresql' }), 'SELECT\n  $1::int\nFROM\n  t'],
    ['blank input', '  \n ', options(), ''],
  ])('%s', (_name, query, formatOptions, expected) => {
    expect(formatSql(query, formatOptions)).toBe(expected);
  });

  it('offers the 20 dialects of the spec with Standard SQL as a value', () => {
    expect(DIALECTS).toHaveLength(20);
    expect(DIALECTS.find((dialect) => dialect.value === 'sql')?.label).toBe('Standard SQL');
  });

  it('keeps only the first line of the parser message', () => {
    expect(firstLine('Parse error: x at line 1 column 8.\nThis likely happens because…\nmore')).toBe('Parse error: x at line 1 column 8.');
    expect(formatSqlOutcome("select 'abc", options())).toEqual({ ok: false, detail: 'Parse error: Unexpected "\'abc" at line 1 column 8.' });
    const unclosed = formatSqlOutcome('select (a from b', options());
    expect(unclosed.ok).toBe(false);
    if (!unclosed.ok) expect(unclosed.detail).not.toContain('\n');
  });

  it('throws invalidQuery for bad SQL', () => {
    expect(() => formatSql("select 'abc", options())).toThrow('invalidQuery');
  });
});

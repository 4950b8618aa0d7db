import { format, type IndentStyle, type KeywordCase, type SqlLanguage } from 'sql-formatter';
import { ToolInputError } from '../../lib/errors';

/** SQL prettify: sql-formatter with the dialect, keyword case and indent style chosen on the page. */

/** The Dialect select: label → sql-formatter language, in the spec's order. */
export const DIALECTS = [
  { label: 'GCP BigQuery', value: 'bigquery' },
  { label: 'ClickHouse', value: 'clickhouse' },
  { label: 'IBM DB2', value: 'db2' },
  { label: 'IBM DB2i', value: 'db2i' },
  { label: 'DuckDB', value: 'duckdb' },
  { label: 'Apache Hive', value: 'hive' },
  { label: 'MariaDB', value: 'mariadb' },
  { label: 'MySQL', value: 'mysql' },
  { label: 'Couchbase N1QL', value: 'n1ql' },
  { label: 'Oracle PL/SQL', value: 'plsql' },
  { label: 'PostgreSQL', value: 'postgresql' },
  { label: 'Amazon Redshift', value: 'redshift' },
  { label: 'SingleStoreDB', value: 'singlestoredb' },
  { label: 'Snowflake', value: 'snowflake' },
  { label: 'Spark', value: 'spark' },
  { label: 'Standard SQL', value: 'sql' },
  { label: 'SQLite', value: 'sqlite' },
  { label: 'TiDB', value: 'tidb' },
  { label: 'Trino', value: 'trino' },
  { label: 'SQL Server Transact-SQL', value: 'transactsql' },
] as const satisfies readonly { label: string; value: SqlLanguage }[];

export type Dialect = (typeof DIALECTS)[number]['value'];
export const DIALECT_VALUES: readonly Dialect[] = DIALECTS.map((dialect) => dialect.value);
export const KEYWORD_CASES = ['upper', 'lower', 'preserve'] as const satisfies readonly KeywordCase[];
export const INDENT_STYLES = ['standard', 'tabularLeft', 'tabularRight'] as const satisfies readonly IndentStyle[];

export interface FormatSqlOptions {
  language: Dialect;
  keywordCase: (typeof KEYWORD_CASES)[number];
  indentStyle: (typeof INDENT_STYLES)[number];
}

export const DEFAULT_SQL_OPTIONS: FormatSqlOptions = { language: 'sql', keywordCase: 'upper', indentStyle: 'standard' };
export const DEFAULT_QUERY = 'select field1,field2,field3 from my_table where my_condition;';

/** The first line of a parser message (sql-formatter appends pages of grammar traces). */
export function firstLine(message: string): string {
  return message.split(/\r?\n/, 1)[0] ?? '';
}

/** Query → formatted query; blank gives ''. A parser failure throws ToolInputError('invalidQuery') with the message's first line. */
export function formatSql(query: string, options: FormatSqlOptions): string {
  if (query.trim() === '') return '';
  try {
    return format(query, { ...options, tabWidth: 2, useTabs: false });
  } catch (error) {
    throw new ToolInputError('invalidQuery', { detail: firstLine(error instanceof Error ? error.message : String(error)) });
  }
}

export type FormatSqlOutcome = { ok: true; output: string } | { ok: false; detail: string };

/** Never throws: what the screen and the worker hand back. */
export function formatSqlOutcome(query: string, options: FormatSqlOptions): FormatSqlOutcome {
  try {
    return { ok: true, output: formatSql(query, options) };
  } catch (error) {
    return { ok: false, detail: error instanceof ToolInputError ? (error.detail ?? '') : firstLine(String(error)) };
  }
}

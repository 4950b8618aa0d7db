/** One suite as the user typed it. */
export interface SuiteInput {
  name: string;
  /** Measures separated by new lines, spaces, commas or semicolons. */
  values: string;
}

export interface ParsedValues {
  values: number[];
  /** Tokens that are not decimal numbers, in order (ignored for the statistics). */
  invalid: string[];
}

/** Decimal notation only: `-1`, `2.5`, `.5`, `1e3`, `+4.` (no hex, no `Infinity`, no `NaN`). */
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** Splits on new lines, spaces, commas and semicolons (so `1,5` is two values: use `1.5`). */
export function parseValues(text: string): ParsedValues {
  const values: number[] = [];
  const invalid: string[] = [];
  for (const token of text.split(/[\s,;]+/)) {
    if (token === '') continue;
    const value = DECIMAL.test(token) ? Number(token) : Number.NaN;
    if (Number.isFinite(value)) values.push(value);
    else invalid.push(token);
  }
  return { values, invalid };
}

export interface SuiteStatistics {
  samples: number;
  mean: number;
  /** Population variance (÷ n). */
  variance: number;
  standardDeviation: number;
}

export function computeStatistics(values: readonly number[]): SuiteStatistics {
  const samples = values.length;
  if (samples === 0) return { samples, mean: Number.NaN, variance: Number.NaN, standardDeviation: Number.NaN };
  const mean = values.reduce((sum, value) => sum + value, 0) / samples;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / samples;
  return { samples, mean, variance, standardDeviation: Math.sqrt(variance) };
}

export interface RankedSuite extends SuiteStatistics {
  position: number;
  name: string;
  /** Index of the suite in the input list. */
  index: number;
}

/** Suites with values, sorted by ascending mean (stable: ties keep their order). */
export function rankSuites(suites: readonly SuiteInput[]): RankedSuite[] {
  return suites
    .map((suite, index) => ({ name: suite.name, index, ...computeStatistics(parseValues(suite.values).values) }))
    .filter((suite) => suite.samples > 0)
    .sort((a, b) => a.mean - b.mean)
    .map((suite, position) => ({ ...suite, position: position + 1 }));
}

/** Rounded to 3 decimals (binary noise cut first), shortest form, never `-0`. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return value > 0 ? '∞' : value < 0 ? '-∞' : String(value);
  const rounded = Math.round(Number(value.toPrecision(15)) * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
}

export interface ResultRow {
  position: string;
  suite: string;
  samples: string;
  mean: string;
  variance: string;
  standardDeviation: string;
}

/**
 * The table cells: unit appended without a space (trimmed), `²` after the variance's unit, and
 * for every row after the first whose mean differs from the best: ` (+<mean − best><unit> ;
 * x<mean ÷ best>)`, `x∞` when the best mean is 0.
 */
export function formatRows(ranked: readonly RankedSuite[], unitText: string): ResultRow[] {
  const unit = unitText.trim();
  const best = ranked[0]?.mean ?? 0;
  return ranked.map((suite, rank) => {
    let mean = `${formatNumber(suite.mean)}${unit}`;
    if (rank > 0 && suite.mean !== best) {
      const ratio = best === 0 ? '∞' : formatNumber(suite.mean / best);
      mean += ` (+${formatNumber(suite.mean - best)}${unit} ; x${ratio})`;
    }
    return {
      position: String(suite.position),
      suite: suite.name,
      samples: String(suite.samples),
      mean,
      variance: `${formatNumber(suite.variance)}${unit}${unit ? '²' : ''}`,
      standardDeviation: `${formatNumber(suite.standardDeviation)}${unit}`,
    };
  });
}

export const COLUMNS = ['position', 'suite', 'samples', 'mean', 'variance', 'standardDeviation'] as const;
export type Column = (typeof COLUMNS)[number];

export const ENGLISH_HEADERS: Record<Column, string> = {
  position: 'Position',
  suite: 'Suite',
  samples: 'Samples',
  mean: 'Mean',
  variance: 'Variance',
  standardDeviation: 'Std. deviation',
};

const escapeCell = (text: string) => text.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/** A GitHub-flavoured Markdown table of the rows (`|` in cells escaped as `\|`). */
export function toMarkdownTable(rows: readonly ResultRow[], headers: Record<Column, string> = ENGLISH_HEADERS): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(COLUMNS.map((column) => escapeCell(headers[column]))), line(COLUMNS.map(() => '---')), ...rows.map((row) => line(COLUMNS.map((column) => escapeCell(row[column]))))].join(
    '\n',
  );
}

/** `- <name>` then indented `  - Position: 1`, `Samples`, `Mean`, `Variance`, `Std. deviation` lines. */
export function toBulletList(rows: readonly ResultRow[], headers: Record<Column, string> = ENGLISH_HEADERS): string {
  return rows
    .flatMap((row) => [`- ${row.suite}`, ...COLUMNS.filter((column) => column !== 'suite').map((column) => `  - ${headers[column]}: ${row[column]}`)])
    .join('\n');
}

export const DEFAULT_SUITES: SuiteInput[] = [
  { name: 'Suite 1', values: '5\n10' },
  { name: 'Suite 2', values: '8\n12' },
];

/** Reads the stored suites (JSON); anything malformed falls back to the defaults. */
export function parseStoredSuites(json: string): SuiteInput[] {
  try {
    const value: unknown = JSON.parse(json);
    if (
      Array.isArray(value) &&
      value.length > 0 &&
      value.every((suite) => typeof suite === 'object' && suite !== null && typeof (suite as SuiteInput).name === 'string' && typeof (suite as SuiteInput).values === 'string')
    ) {
      return (value as SuiteInput[]).map(({ name, values }) => ({ name, values }));
    }
  } catch {
    // Falls through to the defaults.
  }
  return DEFAULT_SUITES;
}

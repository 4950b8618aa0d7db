/** A row of the table: any object; its values are shown with `formatCell` unless rendered otherwise. */
export type TableRow = Readonly<Record<string, unknown>>;

export interface TableHeader {
  key: string;
  label: string;
}

/** Headers as a list of keys, a list of {key, label} (the two may be mixed), or a key → label map. */
export type TableHeadersInput = readonly (string | TableHeader)[] | Readonly<Record<string, string>>;

/**
 * The columns of a table: the given headers in their order, or by default the union of all row keys
 * (in order of first appearance) with the key as label.
 */
export function resolveHeaders(data: readonly TableRow[], headers?: TableHeadersInput): TableHeader[] {
  if (headers === undefined) {
    const keys = new Set<string>();
    for (const row of data) for (const key of Object.keys(row)) keys.add(key);
    return [...keys].map((key) => ({ key, label: key }));
  }
  if (isHeaderList(headers)) return headers.map((header) => (typeof header === 'string' ? { key: header, label: header } : { key: header.key, label: header.label }));
  return Object.entries(headers).map(([key, label]) => ({ key, label }));
}

function isHeaderList(headers: TableHeadersInput): headers is readonly (string | TableHeader)[] {
  return Array.isArray(headers);
}

/** Default text of a cell: strings as is, empty for null/undefined, JSON for objects and arrays. */
export function formatCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? String(value) : value.toISOString();
  try {
    return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner)) ?? String(value);
  } catch {
    return String(value);
  }
}

import { DataDate, type DataValue } from './data';

/** Indentation of the JSON writer: spaces, a tab, or none (minified, one line). */
export type JsonIndent = 2 | 3 | 4 | 'tab' | 'minify';

/** The JSON indentation choices as an option offers them (text: a URL, a select, a command-line flag). */
export const JSON_INDENT_CHOICES = ['2', '3', '4', 'tab', 'minify'] as const;
export type JsonIndentChoice = (typeof JSON_INDENT_CHOICES)[number];

export function jsonIndentOf(choice: JsonIndentChoice): JsonIndent {
  return choice === 'tab' || choice === 'minify' ? choice : (Number(choice) as 2 | 3 | 4);
}
export const JSON_INDENTS: readonly JsonIndent[] = [2, 3, 4, 'tab', 'minify'];

function indentUnit(indent: JsonIndent): string {
  if (indent === 'minify') return '';
  return indent === 'tab' ? '\t' : ' '.repeat(indent);
}

/** Characters JSON.stringify escapes, plus lone surrogates. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what must be escaped
const NEEDS_ESCAPE = /["\\\u0000-\u001f\ud800-\udfff]/;

export function quoteJsonString(text: string): string {
  return NEEDS_ESCAPE.test(text) ? JSON.stringify(text) : `"${text}"`;
}

/**
 * Data → JSON text, laid out like `JSON.stringify(value, null, indent)`: keys in map order,
 * integers (bigint) written exactly whatever their size, NaN and ±Infinity as `null` (JSON has
 * neither), dates as their ISO strings. No trailing newline.
 */
export function writeJson(root: DataValue, indent: JsonIndent): string {
  const unit = indentUnit(indent);
  const colon = unit === '' ? ':' : ': ';
  const parts: string[] = [];
  const newlines: string[] = [];
  const newline = (depth: number) => (unit === '' ? '' : (newlines[depth] ??= `\n${unit.repeat(depth)}`));

  const write = (value: DataValue, depth: number): void => {
    if (value === null) parts.push('null');
    else if (typeof value === 'string') parts.push(quoteJsonString(value));
    else if (typeof value === 'bigint') parts.push(value.toString());
    else if (typeof value === 'number') parts.push(Number.isFinite(value) ? String(value) : 'null');
    else if (typeof value === 'boolean') parts.push(value ? 'true' : 'false');
    else if (value instanceof DataDate) parts.push(quoteJsonString(value.text));
    else if (Array.isArray(value)) {
      if (value.length === 0) {
        parts.push('[]');
        return;
      }
      parts.push('[');
      value.forEach((item, index) => {
        if (index > 0) parts.push(',');
        parts.push(newline(depth + 1));
        write(item, depth + 1);
      });
      parts.push(newline(depth), ']');
    } else {
      if (value.size === 0) {
        parts.push('{}');
        return;
      }
      parts.push('{');
      let first = true;
      for (const [key, item] of value) {
        if (!first) parts.push(',');
        first = false;
        parts.push(newline(depth + 1), quoteJsonString(key), colon);
        write(item, depth + 1);
      }
      parts.push(newline(depth), '}');
    }
  };
  write(root, 0);
  return parts.join('');
}

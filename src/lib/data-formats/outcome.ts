import { isToolInputError } from '../errors';

/**
 * What a converter hands back to its screen (directly or from its worker): never a thrown error, so
 * it crosses a worker boundary intact. `extra` carries side results (dropped keys, value types).
 */
export type ConversionOutcome<E = undefined> =
  | { ok: true; output: string; extra?: E }
  | { ok: false; messageKey: string; detail: string; params?: Record<string, string | number> };

export interface ConversionResult<E = undefined> {
  output: string;
  extra?: E;
}

/** Runs a conversion; bad input (ToolInputError) and over-deep nesting become a failed outcome. */
export function toOutcome<E>(run: () => ConversionResult<E>, fallbackKey: string): ConversionOutcome<E> {
  try {
    const result = run();
    return result.extra === undefined ? { ok: true, output: result.output } : { ok: true, output: result.output, extra: result.extra };
  } catch (error) {
    if (isToolInputError(error)) {
      return { ok: false, messageKey: error.messageKey, detail: error.detail ?? '', ...(error.params ? { params: error.params } : {}) };
    }
    if (error instanceof RangeError) return { ok: false, messageKey: fallbackKey, detail: 'The document is nested too deeply to convert' };
    return { ok: false, messageKey: fallbackKey, detail: error instanceof Error ? error.message : String(error) };
  }
}

/** The line number in a parser's detail: "at line 2, column 1", "Line 2, column 1", JSON5's "at 2:7". */
export function errorLine(detail: string): number | undefined {
  const match = /\bline (\d+)(?:, column \d+)?/i.exec(detail) ?? /\bat (\d+):\d+\b/.exec(detail);
  return match ? Number(match[1]) : undefined;
}

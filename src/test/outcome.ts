import { failureMessage, type FailureMessage } from '../engine/failure';

/**
 * A conversion as the screen shows it, for table-driven tests: its output (and a side result), or
 * the message the screen picks for its error — through failureMessage, as the screens do.
 */
export type ConversionOutcome<E = undefined> = { ok: true; output: string; extra?: E } | ({ ok: false } & FailureMessage);

export function toOutcome<E>(run: () => { output: string; extra?: E }, fallbackKey: string): ConversionOutcome<E> {
  try {
    const { output, extra } = run();
    return extra === undefined ? { ok: true, output } : { ok: true, output, extra };
  } catch (error) {
    return { ok: false, ...failureMessage(error, fallbackKey) };
  }
}

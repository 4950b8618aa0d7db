import { FILE_SAMPLE_BYTES, rankFile, refineWithDryRuns, rankSuggestions, takeSample, type DetectSample, type DryRunOutcome, type Suggestion } from './index';
import type { SmartPasteEngine } from './smart-paste-loader';
import { detectors, toolOfOperation } from './detectors';
import { operationClient } from '../worker/operation-pool';

/**
 * Smart paste on the page (issue 21): the engine and every declaration, loaded together
 * (smart-paste-loader.ts) on the first focus of "Paste anything", the palette's first search or a
 * "Send to…" menu.
 * Ranking runs here within a 50 ms budget on a sample (never the whole of a large paste); the dry
 * runs that refine it and give each suggestion its preview run in the operation workers.
 */

/** Scoring stops after this long on the page (the candidates scored so far are ranked). */
export const RANK_BUDGET_MS = 50;
/** A dry run that takes longer counts as neither plausible nor failed (a costly operation, a cold worker). */
export const DRY_RUN_TIMEOUT_MS = 2000;
/** A preview line holds at most this many characters. */
export const PREVIEW_CHARS = 120;

export interface Habits {
  favourites?: readonly string[];
  recents?: readonly string[];
}

export interface RankedPaste {
  sample: DetectSample;
  /** Every operation that reads the paste, best first (several per tool). */
  suggestions: Suggestion[];
}

/** Ranks the operations that read `text` (declarative checks, then scores, within the budget). */
export function rankPaste(text: string, habits: Habits = {}): RankedPaste {
  const sample = takeSample(text);
  return { sample, suggestions: rankSuggestions(sample, detectors, { toolOf: toolOfOperation, ...habits, budgetMs: RANK_BUDGET_MS }) };
}

export interface RefinedPaste {
  suggestions: Suggestion[];
  /** Operation id → the first line of its dry run's output (absent when it failed or took too long). */
  previews: ReadonlyMap<string, string>;
}

/**
 * The ranking adjusted by dry runs of the best candidates on the sample, in the operation workers,
 * with each one's preview line. Aborting `signal` stops every run (a newer paste replaces this one)
 * and rejects.
 */
export async function refinePaste({ sample, suggestions }: RankedPaste, signal: AbortSignal): Promise<RefinedPaste> {
  const previews = new Map<string, string>();
  const dryRun = async (suggestion: Suggestion): Promise<DryRunOutcome> => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), DRY_RUN_TIMEOUT_MS);
    const abort = () => stop.abort();
    signal.addEventListener('abort', abort);
    try {
      // A generator (no input) ignores the text and reads what its score put in the options (an OTP secret).
      const output = await operationClient.run(suggestion.op, sample.text, suggestion.options ?? {}, { signal: stop.signal });
      const line = previewLine(output);
      if (line !== '') previews.set(suggestion.op, line);
      return { ok: true, output };
    } catch (error) {
      if (signal.aborted) throw error;
      // Too slow is not wrong: neutral, like an empty output.
      return stop.signal.aborted ? { ok: true, output: undefined } : { ok: false };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  };
  const refined = await refineWithDryRuns(suggestions, sample, dryRun);
  signal.throwIfAborted();
  return { suggestions: refined, previews };
}

/** Ranks the operations that take a dropped or pasted file, from its name and first bytes (read here, off nothing heavy). */
export async function rankDroppedFile(file: File, habits: Habits = {}): Promise<Suggestion[]> {
  const head = new Uint8Array(await file.slice(0, FILE_SAMPLE_BYTES).arrayBuffer());
  return rankFile({ name: file.name, size: file.size, head }, detectors, { toolOf: toolOfOperation, ...habits });
}

/** One line showing what a tool will show for the paste: the output's first non-blank line, shortened. */
export function previewLine(output: unknown): string {
  let text: string;
  if (output === undefined || output === null) return '';
  if (typeof output === 'string') text = output;
  else if (output instanceof Uint8Array) return `${output.byteLength} B`;
  else {
    try {
      text = JSON.stringify(output) ?? '';
    } catch {
      return '';
    }
  }
  const line = text.split(/\r?\n/).find((candidate) => candidate.trim() !== '')?.trim() ?? '';
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1)}…` : line;
}

/** This module as the engine the shared hook takes. */
export const engine: SmartPasteEngine = { rankPaste, refinePaste, rankFile: rankDroppedFile };

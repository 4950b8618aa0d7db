import { dryRunKey, FILE_SAMPLE_BYTES, rankFile, rankPasteSuggestions, rankSuggestions, refineWithDryRuns, takeSample, withChains, type DetectSample, type DryRunOutcome, type Suggestion } from './index';
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
  return { sample, suggestions: rankPasteSuggestions(sample, detectors, { toolOf: toolOfOperation, ...habits, budgetMs: RANK_BUDGET_MS }) };
}

export interface RefinedPaste {
  suggestions: Suggestion[];
  /** A suggestion's `dryRunKey` → the first line of its dry run's output (absent when it failed or took too long). */
  previews: ReadonlyMap<string, string>;
  /** The same suggestions with the chains found from the best ones (more dry runs). */
  chain: () => Promise<Suggestion[]>;
}

/**
 * The ranking adjusted by dry runs of the best candidates on the sample, in the operation workers,
 * with each one's preview line. Aborting `signal` stops every run (a newer paste replaces this one)
 * and rejects.
 */
export async function refinePaste({ sample, suggestions }: RankedPaste, signal: AbortSignal): Promise<RefinedPaste> {
  const previews = new Map<string, string>();
  const outputs = new Map<string, unknown>();
  /** One run in the operation workers, cut off after DRY_RUN_TIMEOUT_MS (too slow is not wrong: neutral). */
  const run = async (op: string, text: string, options: Record<string, unknown>): Promise<DryRunOutcome> => {
    const stop = new AbortController();
    const timer = setTimeout(() => stop.abort(), DRY_RUN_TIMEOUT_MS);
    const abort = () => stop.abort();
    signal.addEventListener('abort', abort);
    try {
      return { ok: true, output: await operationClient.run(op, text, options, { signal: stop.signal }) };
    } catch (error) {
      if (signal.aborted) throw error;
      return stop.signal.aborted ? { ok: true, output: undefined } : { ok: false };
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', abort);
    }
  };
  // A generator (no input) ignores the text and reads what its score put in the options (an OTP
  // secret); a value found inside a wrapper is run alone.
  const dryRun = async (suggestion: Suggestion): Promise<DryRunOutcome> => {
    const outcome = await run(suggestion.op, suggestion.input ?? sample.text, suggestion.options ?? {});
    if (outcome.ok) {
      outputs.set(dryRunKey(suggestion), outcome.output);
      const line = previewLine(outcome.output);
      if (line !== '') previews.set(dryRunKey(suggestion), line);
    }
    return outcome;
  };
  const refined = await refineWithDryRuns(suggestions, sample, dryRun);
  signal.throwIfAborted();
  /** The chains (Base64 → gzip → JSON) from the best suggestions: more runs, so after the refined list is shown. */
  const chain = async () => {
    const chained = await withChains(refined, sample, outputs, { rank: (next) => rankSuggestions(next, detectors, { toolOf: toolOfOperation, budgetMs: RANK_BUDGET_MS }), run, unwraps: (op) => detectors.get(op)?.unwraps === true });
    signal.throwIfAborted();
    return chained;
  };
  return { suggestions: refined, previews, chain };
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

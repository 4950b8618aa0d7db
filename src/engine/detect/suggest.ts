import { bestPerTool, dryRunKey, FILE_SAMPLE_BYTES, rankFile, rankPasteSuggestions, rankSuggestions, refineWithDryRuns, takeSample, withChains, type DryRunOutcome, type Suggestion } from './index';
import { runOperation } from '../operation';
import { valueAs } from '../values';
import { detectors, toolOfOperation } from './detectors';
import { loadOperation } from '../registry';

/** Runs an operation on a text in this thread: a dry run's outcome. */
async function runInPlace(op: string, text: string, options: Record<string, unknown>): Promise<DryRunOutcome> {
  const operation = await loadOperation(op);
  if (!operation) return { ok: false };
  try {
    const input = valueAs({ kind: 'text', value: text }, operation.input);
    return { ok: true, output: await runOperation(operation, input as never, options) };
  } catch {
    return { ok: false };
  }
}

/**
 * Suggestions for a pasted text, best first, one per tool, with the dry runs made in this thread
 * (the tests and the command line; the page makes them in the operation worker), values inside
 * wrappers, and chains.
 */
export async function suggestInPlace(paste: string, limit = 5): Promise<Suggestion[]> {
  const sample = takeSample(paste);
  const context = { toolOf: toolOfOperation };
  const ranked = rankPasteSuggestions(sample, detectors, context);
  const outputs = new Map<string, unknown>();
  const refined = await refineWithDryRuns(ranked, sample, async (suggestion): Promise<DryRunOutcome> => {
    // A generator (no input) reads the paste through the options its score gave (e.g. an OTP secret).
    const outcome = await runInPlace(suggestion.op, suggestion.input ?? sample.text, suggestion.options ?? {});
    if (outcome.ok) outputs.set(dryRunKey(suggestion), outcome.output);
    return outcome;
  });
  const chained = await withChains(refined, sample, outputs, { rank: (next) => rankSuggestions(next, detectors, context), run: runInPlace, unwraps: (op) => detectors.get(op)?.unwraps === true });
  return bestPerTool(chained, limit);
}

/** Suggestions for a file, best first, one per tool (the command line's `detect -i FILE`). */
export function suggestFileInPlace(name: string, bytes: Uint8Array, limit = 5): Suggestion[] {
  return bestPerTool(rankFile({ name, size: bytes.byteLength, head: bytes.subarray(0, FILE_SAMPLE_BYTES) }, detectors, { toolOf: toolOfOperation }), limit);
}

import { bestPerTool, FILE_SAMPLE_BYTES, rankFile, rankSuggestions, refineWithDryRuns, takeSample, type DryRunOutcome, type Suggestion } from './index';
import { runOperation } from '../operation';
import { valueAs } from '../values';
import { detectors, toolOfOperation } from './detectors';
import { loadOperation } from '../registry';

/**
 * Suggestions for a pasted text, best first, one per tool, with the dry runs made in this thread
 * (the tests and the command line; the page makes them in the operation worker).
 */
export async function suggestInPlace(paste: string, limit = 5): Promise<Suggestion[]> {
  const sample = takeSample(paste);
  const ranked = rankSuggestions(sample, detectors, { toolOf: toolOfOperation });
  const refined = await refineWithDryRuns(ranked, sample, async (suggestion): Promise<DryRunOutcome> => {
    const operation = await loadOperation(suggestion.op);
    if (!operation) return { ok: false };
    // A generator (no input) reads the paste through the options its score gave (e.g. an OTP secret).
    try {
      const input = valueAs({ kind: 'text', value: sample.text }, operation.input);
      return { ok: true, output: await runOperation(operation, input as never, suggestion.options ?? {}) };
    } catch {
      return { ok: false };
    }
  });
  return bestPerTool(refined, limit);
}

/** Suggestions for a file, best first, one per tool (the command line's `detect -i FILE`). */
export function suggestFileInPlace(name: string, bytes: Uint8Array, limit = 5): Suggestion[] {
  return bestPerTool(rankFile({ name, size: bytes.byteLength, head: bytes.subarray(0, FILE_SAMPLE_BYTES) }, detectors, { toolOf: toolOfOperation }), limit);
}

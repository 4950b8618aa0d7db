import { bestPerTool, identifyFile, looksLikeText, rankFileSuggestions, rankSuggestions, refineWithDryRuns, takeSample, type DetectContext, type DryRunOutcome, type Suggestion } from './index';
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

/** A file detection reads at most this many first bytes (its signature, and the sample of a text file). */
export const FILE_SAMPLE_BYTES = 64 * 1024;

/**
 * Ranks what takes a file, from its name and first bytes: the operations declared for its type
 * and, for a text file, those that read its text (ranked as a paste, without dry runs). Best first,
 * several per tool.
 */
export function rankFile(name: string, size: number, head: Uint8Array, context: DetectContext): Suggestion[] {
  const signature = identifyFile(head, name);
  const forFile = rankFileSuggestions({ name, size, signature }, detectors, context);
  if (signature.family !== 'text' && signature.family !== 'certificate' && !looksLikeText(head)) return forFile;
  const text = new TextDecoder().decode(head.subarray(0, FILE_SAMPLE_BYTES));
  const forText = rankSuggestions(takeSample(text), detectors, context);
  return [...forFile, ...forText].sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

/** Suggestions for a file, best first, one per tool (the command line's `detect -i FILE`). */
export function suggestFileInPlace(name: string, bytes: Uint8Array, limit = 5): Suggestion[] {
  return bestPerTool(rankFile(name, bytes.byteLength, bytes.subarray(0, FILE_SAMPLE_BYTES), { toolOf: toolOfOperation }), limit);
}

import type { DetectCharset, DetectSample } from './sample';
import { identifyFile, looksLikeText, type FileSignature } from './signatures';
import { takeSample } from './sample';
import { unwrapPaste, type WrapperKind } from './unwrap';

/**
 * Detection declared on operations (issue 21): which operation reads a pasted text. Each operation
 * whose input has a recognisable shape declares
 * - `pre`: cheap declarative checks on the sample's statistics (no code per operation runs), which
 *   narrow a hundred operations to a handful;
 * - `score(sample)`: a confidence 0–1 from the sample, optionally with the options to use and the
 *   reason (a key of the tool's `detect` strings, so every language words it);
 * - `prior`: how rarely the shape appears by chance, 0–1 (a 4-letter word is valid Base64: low;
 *   `$2b$12$…` is almost surely bcrypt: high). The most specific reading wins.
 * Declarations live in light `<tool>.detect.ts` files (no library imports): detection loads them all
 * at once, without the operations' modules.
 */

export interface DetectPre {
  /** Bounds on the trimmed sample's length (characters). */
  minLength?: number;
  maxLength?: number;
  /** Every character of the trimmed sample is in this set. */
  charset?: DetectCharset;
  /** The trimmed sample starts with one of these (case-sensitive). */
  prefix?: string | readonly string[];
  /** Bounds on the number of lines. */
  minLines?: number;
  maxLines?: number;
  /** Bounds on the entropy in bits per character. */
  minEntropy?: number;
  maxEntropy?: number;
}

/** Why a suggestion is made: a key of the tool's `detect` strings and its values. */
export interface DetectReason {
  key: string;
  params?: Record<string, string | number>;
}

export interface DetectScore {
  /** 0–1: how sure the operation is that it reads this sample. */
  confidence: number;
  /** Options that fit the sample (e.g. the Base64 variant). */
  options?: Record<string, unknown>;
  reason?: DetectReason;
}

/**
 * Which dropped or pasted files an operation takes, by the type their first bytes (or, for text,
 * their name) give: see `signatures.ts`.
 */
export interface FileDetect {
  /** MIME types: exact (`application/pdf`), a family (`image/*`), or `*` for any file. */
  types: readonly string[];
  /** 0–1 when the type matches (default 0.9): a tool for any file says less than one for PDFs. */
  confidence?: number;
  /** Why, as for a text (a key of the tool's `detect` strings); `{{type}}` is the file's kind, e.g. "PDF document". */
  reason?: DetectReason;
}

export interface OperationDetect {
  pre?: DetectPre;
  /** A number is the confidence alone; 0 or undefined: not this operation. Must not throw. Absent: it reads no pasted text. */
  score?: (sample: DetectSample) => number | DetectScore | undefined;
  /** How rarely this shape occurs by chance, 0–1 (default 0.5). */
  prior?: number;
  /** The files it takes (absent: none). */
  file?: FileDetect;
  /**
   * Its output is its input decoded (Base64, URL encoding, entities…), which may itself be
   * recognisable: smart paste then looks for a chain (Base64 → gzip → JSON) offered as a recipe.
   */
  unwraps?: boolean;
}

/** The detection declarations of one tool's operations, by operation id. */
export type DetectDeclarations = Readonly<Record<string, OperationDetect>>;

export interface Suggestion {
  op: string;
  tool: string;
  /** The ranking's score: confidence weighted by the shape's rarity, then by the person's habits. */
  score: number;
  confidence: number;
  options?: Record<string, unknown>;
  reason?: DetectReason;
  /** The text the tool gets when it is not the whole paste: a value found inside it (see `unwrapped`). */
  input?: string;
  /** What `input` was taken out of (a header, quotes, a JSON member…), for the reason shown. */
  unwrapped?: { wrapper: WrapperKind; name?: string };
  /**
   * A chain of operations that reads the paste to the end (Base64 → gzip → JSON): this
   * suggestion's operation first, each step checked on the sample's output of the one before.
   */
  chain?: ChainStep[];
}

/** One step of a chain offered as a recipe. */
export interface ChainStep {
  op: string;
  tool: string;
  options?: Record<string, unknown>;
}

export interface DetectContext {
  /** Each operation's tool. */
  toolOf: (op: string) => string | undefined;
  /** Favourite tools (ties go to them first), then recently used ones (most recent first). */
  favourites?: readonly string[];
  recents?: readonly string[];
  /** Stop scoring after this many milliseconds (the candidates scored so far are ranked). */
  budgetMs?: number;
  now?: () => number;
}

/** True when the sample passes every declarative check. */
export function passesPre(pre: DetectPre | undefined, sample: DetectSample): boolean {
  if (!pre) return true;
  const { stats, text } = sample;
  if (pre.minLength !== undefined && stats.length < pre.minLength) return false;
  if (pre.maxLength !== undefined && stats.length > pre.maxLength) return false;
  if (pre.charset !== undefined && !stats.fits[pre.charset]) return false;
  if (pre.minLines !== undefined && stats.lines < pre.minLines) return false;
  if (pre.maxLines !== undefined && stats.lines > pre.maxLines) return false;
  if (pre.minEntropy !== undefined && stats.entropy < pre.minEntropy) return false;
  if (pre.maxEntropy !== undefined && stats.entropy > pre.maxEntropy) return false;
  if (pre.prefix !== undefined) {
    const prefixes = typeof pre.prefix === 'string' ? [pre.prefix] : pre.prefix;
    if (!prefixes.some((prefix) => text.startsWith(prefix))) return false;
  }
  return true;
}

function normalise(result: number | DetectScore | undefined): DetectScore | undefined {
  if (result === undefined) return undefined;
  const score = typeof result === 'number' ? { confidence: result } : result;
  if (!(score.confidence > 0)) return undefined;
  return { ...score, confidence: Math.min(1, score.confidence) };
}

/** Weight of the rarity of a shape: a sure reading of a rare shape beats a sure reading of a common one. */
const rarityWeight = (prior: number) => 0.5 + 0.5 * Math.min(1, Math.max(0, prior));

/** Small bonuses that only break near-ties: a favourite tool, then a recent one. */
function habitBonus(tool: string, favourites: readonly string[], recents: readonly string[]): number {
  if (favourites.includes(tool)) return 0.02;
  const recent = recents.indexOf(tool);
  return recent < 0 ? 0 : 0.01 * (1 - recent / Math.max(recents.length, 1));
}

/**
 * Ranks the operations that read `sample`, best first: declarative checks first, then each
 * survivor's score, within the time budget. A score that throws counts as no match.
 */
export function rankSuggestions(sample: DetectSample, declarations: ReadonlyMap<string, OperationDetect>, context: DetectContext): Suggestion[] {
  const { toolOf, favourites = [], recents = [], budgetMs = Infinity, now = () => performance.now() } = context;
  const started = now();
  const suggestions: Suggestion[] = [];
  if (sample.stats.length === 0) return suggestions;
  for (const [op, detect] of declarations) {
    if (now() - started > budgetMs) break;
    if (!detect.score || !passesPre(detect.pre, sample)) continue;
    const tool = toolOf(op);
    if (!tool) continue;
    let score: DetectScore | undefined;
    try {
      score = normalise(detect.score(sample));
    } catch {
      score = undefined;
    }
    if (!score) continue;
    suggestions.push({ op, tool, confidence: score.confidence, score: score.confidence * rarityWeight(detect.prior ?? 0.5) + habitBonus(tool, favourites, recents), ...(score.options ? { options: score.options } : {}), ...(score.reason ? { reason: score.reason } : {}) });
  }
  return suggestions.sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

/**
 * A value found inside a one-line paste weighs this much of a reading of the whole paste; inside a
 * paste of several lines or a JSON document, less (the whole is then usually a document its own tool reads).
 */
export const UNWRAPPED_WEIGHT = 0.92;
export const UNWRAPPED_WEIGHT_MULTILINE = 0.7;
/** A value inside a wrapper is suggested only for readings at least this sure (no generic text tools). */
const UNWRAPPED_MIN_CONFIDENCE = 0.5;

/**
 * `rankSuggestions` of the paste, and of each value found inside it (`unwrap.ts`: a header's token,
 * a `key=value`'s value, a quoted string…): those carry the value as their `input` and what it was
 * taken out of. Best first, several per tool.
 */
export function rankPasteSuggestions(sample: DetectSample, declarations: ReadonlyMap<string, OperationDetect>, context: DetectContext): Suggestion[] {
  const suggestions = rankSuggestions(sample, declarations, context);
  if (sample.truncated) return suggestions;
  // A JSON document is a document even on one line: its own tool reads it first.
  const weight = sample.stats.lines > 1 || sample.text.startsWith('{') || sample.text.startsWith('[') ? UNWRAPPED_WEIGHT_MULTILINE : UNWRAPPED_WEIGHT;
  for (const found of unwrapPaste(sample.text)) {
    for (const inner of rankSuggestions(takeSample(found.value), declarations, context)) {
      if (inner.confidence < UNWRAPPED_MIN_CONFIDENCE) continue;
      suggestions.push({ ...inner, score: inner.score * weight, input: found.value, unwrapped: { wrapper: found.wrapper, ...(found.name !== undefined ? { name: found.name } : {}) } });
    }
  }
  return suggestions.sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

/** What detection knows of a file: its name and size, and what its first bytes (or its name) say it is. */
export interface DetectFile {
  name: string;
  size: number;
  signature: FileSignature;
}

/** Whether a file of MIME type `type` is one of `types` (`image/*` a family, `*` any file). */
export function fileTypeMatches(types: readonly string[], type: string): boolean {
  return types.some((wanted) => wanted === '*' || wanted === type || (wanted.endsWith('/*') && type.startsWith(wanted.slice(0, -1))));
}

/**
 * Ranks the operations that take `file`, best first: those whose declared types match what the
 * file is. (A text file is also read as a paste: the caller ranks its text with `rankSuggestions`.)
 */
export function rankFileSuggestions(file: DetectFile, declarations: ReadonlyMap<string, OperationDetect>, context: DetectContext): Suggestion[] {
  const { toolOf, favourites = [], recents = [] } = context;
  const suggestions: Suggestion[] = [];
  for (const [op, detect] of declarations) {
    if (!detect.file || !fileTypeMatches(detect.file.types, file.signature.type)) continue;
    const tool = toolOf(op);
    if (!tool) continue;
    const confidence = Math.min(1, detect.file.confidence ?? 0.9);
    const reason = detect.file.reason ? { key: detect.file.reason.key, params: { type: file.signature.name, ...detect.file.reason.params } } : undefined;
    suggestions.push({ op, tool, confidence, score: confidence + habitBonus(tool, favourites, recents), ...(reason ? { reason } : {}) });
  }
  return suggestions.sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

/** A file detection reads at most this many first bytes (its signature, and the sample of a text file). */
export const FILE_SAMPLE_BYTES = 64 * 1024;

/**
 * Ranks what takes a file, from its name and first bytes: the operations declared for its type
 * and, for a text file, those that read its text (ranked as a paste, without dry runs). Best first,
 * several per tool.
 */
export function rankFile(file: { name: string; size: number; head: Uint8Array }, declarations: ReadonlyMap<string, OperationDetect>, context: DetectContext): Suggestion[] {
  const signature = identifyFile(file.head, file.name);
  const forFile = rankFileSuggestions({ name: file.name, size: file.size, signature }, declarations, context);
  if (signature.family !== 'text' && signature.family !== 'certificate' && !looksLikeText(file.head)) return forFile;
  const text = new TextDecoder().decode(file.head.subarray(0, FILE_SAMPLE_BYTES));
  const forText = rankSuggestions(takeSample(text), declarations, context);
  return [...forFile, ...forText].sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

/** The best suggestion per tool (a tool shows once, with its best operation), at most `limit`. */
export function bestPerTool(suggestions: readonly Suggestion[], limit: number): Suggestion[] {
  const seen = new Set<string>();
  const best: Suggestion[] = [];
  for (const suggestion of suggestions) {
    if (seen.has(suggestion.tool)) continue;
    seen.add(suggestion.tool);
    best.push(suggestion);
    if (best.length === limit) break;
  }
  return best;
}

/** What a dry run of a candidate on the sample gave. */
export type DryRunOutcome = { ok: true; output: unknown } | { ok: false };

/**
 * Adjusts the ranking with dry runs of the best `limit` candidates on the sample (in the
 * operation worker on the page): a plausible output (not empty, not an error) is rewarded, a
 * failure demoted. A truncated sample is not held against a parser (the cut may break it).
 */
export async function refineWithDryRuns(
  suggestions: readonly Suggestion[],
  sample: DetectSample,
  dryRun: (suggestion: Suggestion) => Promise<DryRunOutcome>,
  limit = 8,
): Promise<Suggestion[]> {
  const head = suggestions.slice(0, limit);
  const outcomes = await Promise.all(head.map((suggestion) => dryRun(suggestion).catch((): DryRunOutcome => ({ ok: false }))));
  const refined = head.map((suggestion, index) => {
    const outcome = outcomes[index]!;
    const plausible = outcome.ok && !isEmptyOutput(outcome.output);
    const factor = plausible ? 1.1 : outcome.ok || sample.truncated ? 0.9 : 0.3;
    return { ...suggestion, score: suggestion.score * factor };
  });
  return [...refined, ...suggestions.slice(limit)].sort((a, b) => b.score - a.score || a.op.localeCompare(b.op));
}

function isEmptyOutput(output: unknown): boolean {
  if (output === undefined || output === null) return true;
  if (typeof output === 'string') return output.trim() === '';
  if (output instanceof Uint8Array) return output.byteLength === 0;
  if (Array.isArray(output)) return output.length === 0;
  return false;
}

/** A chain holds at most this many operations (issue 36: depth ≤ 3). */
export const CHAIN_MAX_STEPS = 3;
/** A next step is offered only for a reading at least this sure of the previous step's output. */
const CHAIN_MIN_CONFIDENCE = 0.6;
/** Candidates tried per step (the next best when the best one's run fails). */
const CHAIN_TRIES = 2;

/** What looking for chains needs: ranking a text, running an operation on one, and which operations decode. */
export interface ChainContext {
  rank: (sample: DetectSample) => Suggestion[];
  run: (op: string, text: string, options: Record<string, unknown>) => Promise<DryRunOutcome>;
  /** Whether an operation's output is its input decoded (its declaration's `unwraps`). */
  unwraps: (op: string) => boolean;
}

/**
 * The chain that starts with `first` (whose run on `input` gave `output`): while the last step
 * decodes (`unwraps`) and its output is a text that a tool reads, which did not also read the text
 * before it (something new came out: Base64 → JSON), that tool's operation is run on it and added,
 * up to `CHAIN_MAX_STEPS`, never the same operation twice. Undefined when nothing follows.
 */
export async function findChain(first: Suggestion, input: string, output: unknown, { rank, run, unwraps }: ChainContext): Promise<ChainStep[] | undefined> {
  const steps: ChainStep[] = [{ op: first.op, tool: first.tool, ...(first.options ? { options: first.options } : {}) }];
  let previous = input;
  let current = output;
  let previousTools = new Set(rank(takeSample(previous)).map((suggestion) => suggestion.tool));
  while (steps.length < CHAIN_MAX_STEPS && unwraps(steps[steps.length - 1]!.op) && typeof current === 'string' && current.trim() !== '' && current.trim() !== previous.trim()) {
    const sample = takeSample(current);
    const ranked = rank(sample);
    const candidates = ranked.filter((suggestion) => suggestion.confidence >= CHAIN_MIN_CONFIDENCE && !previousTools.has(suggestion.tool) && !steps.some((step) => step.op === suggestion.op)).slice(0, CHAIN_TRIES);
    let next: { suggestion: Suggestion; output: unknown } | undefined;
    for (const candidate of candidates) {
      const outcome = await run(candidate.op, sample.text, candidate.options ?? {}).catch((): DryRunOutcome => ({ ok: false }));
      if (outcome.ok && !isEmptyOutput(outcome.output)) {
        next = { suggestion: candidate, output: outcome.output };
        break;
      }
    }
    if (!next) break;
    steps.push({ op: next.suggestion.op, tool: next.suggestion.tool, ...(next.suggestion.options ? { options: next.suggestion.options } : {}) });
    previous = current;
    previousTools = new Set(ranked.map((suggestion) => suggestion.tool));
    current = next.output;
  }
  return steps.length >= 2 ? steps : undefined;
}

/** Chains are looked for from this many of the best suggestions. */
export const CHAIN_FROM_BEST = 3;

/** The key of a suggestion's dry run: its operation and the text it got. */
export const dryRunKey = (suggestion: Suggestion): string => `${suggestion.op}\u0000${suggestion.input ?? ''}`;

/**
 * `refined` with a chain on each of the best `CHAIN_FROM_BEST` tools' suggestions whose dry run
 * (`outputs`, by `dryRunKey`) gave a text that another tool reads (`findChain`).
 */
export async function withChains(refined: readonly Suggestion[], sample: DetectSample, outputs: ReadonlyMap<string, unknown>, context: ChainContext): Promise<Suggestion[]> {
  const best = bestPerTool(refined, CHAIN_FROM_BEST);
  const chains = await Promise.all(
    best.map((suggestion) => {
      const output = outputs.get(dryRunKey(suggestion));
      return typeof output === 'string' && context.unwraps(suggestion.op) ? findChain(suggestion, suggestion.input ?? sample.text, output, context) : undefined;
    }),
  );
  const byKey = new Map(best.map((suggestion, index) => [dryRunKey(suggestion), chains[index]]));
  return refined.map((suggestion) => {
    const chain = byKey.get(dryRunKey(suggestion));
    return chain ? { ...suggestion, chain } : suggestion;
  });
}

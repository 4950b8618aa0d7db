/**
 * The one hand-off between pages: a page opens another with an input already in place, in memory,
 * never in the URL (a link or the history would carry the data). It carries
 * - a suggestion followed (smart paste's "Paste anything", the palette, "Send to…"): the text, or
 *   the dropped files, go to the tool's main input;
 * - "Open in recipe": a tool's operation, its options and its input go to the Recipe page.
 * The page opened reads it while its first state is made (`useToolState`'s `pasteInto`, `pastedText`
 * or `pastedFiles` for a field kept elsewhere, the Recipe page's first step) and clears it once it is
 * on screen, so a later visit starts as usual.
 */
export interface Handoff {
  /** The page it is for: a tool id, or `RECIPE_PAGE`. */
  to: string;
  /** The operation: the one a suggestion named (a screen with several inputs picks the field by it), or the recipe's first step. */
  op: string;
  /** The input as text ('' when files are given). */
  text: string;
  /** Files dropped or pasted ("Drop anything"): a screen with a file input takes them. */
  files?: readonly File[];
  /** Options: those that fit the text (from detection), or the tool's current ones (for a recipe). */
  options: Readonly<Record<string, unknown>>;
  /** For the Recipe page: every step of a chain smart paste found (the first is `op` with `options`). */
  steps?: readonly { op: string; options: Readonly<Record<string, unknown>> }[];
}

/** The Recipe page's address in a hand-off. */
export const RECIPE_PAGE = 'recipe';

let pending: Handoff | undefined;

export function handOff(handoff: Handoff): void {
  pending = handoff;
}

/** The hand-off waiting for this page, if any (reading does not take it). */
export function peekHandoff(to: string): Handoff | undefined {
  return pending?.to === to ? pending : undefined;
}

/** Forgets the hand-off for this page (it is on screen). */
export function clearHandoff(to: string): void {
  if (pending?.to === to) pending = undefined;
}

/** The text handed to this tool, if any (for `op` only, when given): for a screen whose input is not in `useToolState`. */
export function pastedText(toolId: string, op?: string): string | undefined {
  const handoff = peekHandoff(toolId);
  return handoff && (op === undefined || handoff.op === op) ? handoff.text : undefined;
}

/** The files handed to this tool, if any: for a screen with a file input. */
export function pastedFiles(toolId: string): readonly File[] | undefined {
  const files = peekHandoff(toolId)?.files;
  return files && files.length > 0 ? files : undefined;
}

/**
 * Where a screen puts a hand-off: one field, a field per operation (a screen with an encoder and a
 * decoder), or the state it makes of it (a range split into its two fields, a temperature's number
 * in its unit's field; a throw or an empty patch leaves the state alone).
 */
export type PasteTarget<State> = (keyof State & string) | Readonly<Record<string, keyof State & string>> | ((handoff: Handoff) => Partial<State>);

/** The part of a screen's state a hand-off sets through its target (before the detected options of the same names). */
export function pastePatch<State>(target: PasteTarget<State> | undefined, handoff: Handoff): Partial<State> {
  if (target === undefined || handoff.files !== undefined) return {};
  if (typeof target === 'function') {
    try {
      return target(handoff);
    } catch {
      return {};
    }
  }
  const field = typeof target === 'string' ? target : target[handoff.op];
  return field === undefined ? {} : ({ [field]: handoff.text } as Partial<State>);
}

// "Open in recipe": what a tool page last did, kept per tool so the button can hand it over.

/** A tool's run: an operation with its real input and options (noted by `useOperationResult`). */
export interface ToolRun {
  op: string;
  options: Record<string, unknown>;
  input: string;
}

// A tool state's values (text, number, switch); typed loosely so this module, which tool-state
// imports, imports nothing back.
type ToolStateValues = Readonly<Record<string, unknown>>;
const latestStates = new Map<string, ToolStateValues>();
const latestRuns = new Map<string, ToolRun>();

export function noteOperationRun(toolId: string, run: ToolRun): void {
  latestRuns.set(toolId, run);
}

export function latestOperationRun(toolId: string): ToolRun | undefined {
  return latestRuns.get(toolId);
}

export function noteToolState(toolId: string, state: ToolStateValues): void {
  latestStates.set(toolId, state);
}

export function latestToolState(toolId: string): ToolStateValues | undefined {
  return latestStates.get(toolId);
}

/** A tool's run as the Recipe page's hand-off. */
export function recipeHandoff(run: ToolRun): Handoff {
  return { to: RECIPE_PAGE, op: run.op, text: run.input, options: run.options };
}

/**
 * What a tool's state gives a recipe: the values of the operation's options (the state's fields
 * named like them) and the input, the longest text field that is not an option.
 */
export function runFromState(op: string, optionKeys: readonly string[], state: ToolStateValues | undefined): ToolRun {
  const options: Record<string, unknown> = {};
  let input = '';
  for (const [field, value] of Object.entries(state ?? {})) {
    if (optionKeys.includes(field)) options[field] = value;
    else if (typeof value === 'string' && value.length > input.length) input = value;
  }
  return { op, options, input };
}

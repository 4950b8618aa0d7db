/**
 * Smart paste's hand-off (issue 21): following a suggestion ("Paste anything", the palette,
 * "Send to…") opens the tool with the text already in its main input. The text travels in memory,
 * never in the URL (a link or the history would carry the data). The screen reads it while its
 * first state is made (`useToolState`'s `pasteInto`, or `pastedText` for a field kept elsewhere)
 * and `useToolState` forgets it once the screen is on the page, so a later visit starts as usual.
 */
export interface PasteHandoff {
  tool: string;
  /** The operation the suggestion named: a screen with several inputs picks the field by it. */
  op: string;
  text: string;
  /** The files dropped or pasted ("Drop anything"): a screen with a file input takes them (`text` is then ''). */
  files?: readonly File[];
  /** Options that fit the text (from detection), given to the screen's fields of the same name. */
  options: Readonly<Record<string, unknown>>;
}

let pending: PasteHandoff | undefined;

export function handOffPaste(handoff: PasteHandoff): void {
  pending = handoff;
}

/** The hand-off waiting for this tool, if any (reading does not take it). */
export function peekPaste(toolId: string): PasteHandoff | undefined {
  return pending?.tool === toolId ? pending : undefined;
}

/** The text handed to this tool, if any: for a screen whose input is not in `useToolState`. */
export function pastedText(toolId: string, op?: string): string | undefined {
  const handoff = peekPaste(toolId);
  return handoff && (op === undefined || handoff.op === op) ? handoff.text : undefined;
}

/** The files handed to this tool, if any: for a screen with a file input. */
export function pastedFiles(toolId: string): readonly File[] | undefined {
  const files = peekPaste(toolId)?.files;
  return files && files.length > 0 ? files : undefined;
}

/** Forgets the hand-off for this tool (its screen is on the page). */
export function clearPaste(toolId: string): void {
  if (pending?.tool === toolId) pending = undefined;
}

/**
 * Where a screen puts a hand-off: one field, a field per operation (a screen with an encoder and a
 * decoder), or the state it makes of it (a range split into its two fields, a temperature's number
 * in its unit's field; a throw or an empty patch leaves the state alone).
 */
export type PasteTarget<State> = (keyof State & string) | Readonly<Record<string, keyof State & string>> | ((handoff: PasteHandoff) => Partial<State>);

/** The part of a screen's state a hand-off sets through its target (before the detected options of the same names). */
export function pastePatch<State>(target: PasteTarget<State> | undefined, handoff: PasteHandoff): Partial<State> {
  if (target === undefined) return {};
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

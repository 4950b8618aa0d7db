/**
 * "Open in recipe": a tool page hands its current state to the Recipe page in memory (never in
 * the URL, where the input would leave the page with a shared link).
 *
 * A screen's `useOperationResult` notes the operation it last computed, with its input and options;
 * for a screen that computes otherwise, `useToolState` notes its state, which gives the tool's first
 * operation the state's values for its options and the state's longest other text as input. The
 * Recipe page takes the handoff once.
 */
// A tool state's values (text, number, switch); typed loosely so this module, which tool-state
// imports, imports nothing back.
type ToolStateValues = Readonly<Record<string, unknown>>;
const latestStates = new Map<string, ToolStateValues>();
/** The latest operation a tool's screen computed, with its real input and options (useOperationResult). */
const latestRuns = new Map<string, RecipeHandoff>();

export function noteOperationRun(toolId: string, run: RecipeHandoff): void {
  latestRuns.set(toolId, run);
}

export function latestOperationRun(toolId: string): RecipeHandoff | undefined {
  return latestRuns.get(toolId);
}

export function noteToolState(toolId: string, state: ToolStateValues): void {
  latestStates.set(toolId, state);
}

export function latestToolState(toolId: string): ToolStateValues | undefined {
  return latestStates.get(toolId);
}

export interface RecipeHandoff {
  op: string;
  options: Record<string, unknown>;
  input: string;
}

let pending: RecipeHandoff | undefined;

export function handOffToRecipe(handoff: RecipeHandoff): void {
  pending = handoff;
}

/** The handoff waiting for the Recipe page, if any. */
export function peekRecipeHandoff(): RecipeHandoff | undefined {
  return pending;
}

/** Called once the Recipe page took it (a reload does not bring it back). */
export function clearRecipeHandoff(): void {
  pending = undefined;
}

/**
 * What a tool's state gives a recipe: the values of the operation's options (the state's fields
 * named like them) and the input, the longest text field that is not an option.
 */
export function handoffFromState(op: string, optionKeys: readonly string[], state: ToolStateValues | undefined): RecipeHandoff {
  const options: Record<string, unknown> = {};
  let input = '';
  for (const [field, value] of Object.entries(state ?? {})) {
    if (optionKeys.includes(field)) options[field] = value;
    else if (typeof value === 'string' && value.length > input.length) input = value;
  }
  return { op, options, input };
}

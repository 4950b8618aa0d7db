import type { RecipeProblem } from '../../engine/recipe';
import { SHELL_NAMESPACE } from '../../modules/i18n/i18n';
import { wordKey } from '../../modules/i18n/word-key';

export interface ProblemWording {
  /** The tool (locale namespace) of an operation id. */
  toolOf: (op: string) => string | undefined;
  /** An operation's readable name in the interface's language. */
  operationName: (op: string) => string;
  /** An option's label in the interface's language. */
  optionLabel: (op: string, option: string) => string;
}

/**
 * A recipe problem in the interface's language: a failed step in the tool's own words (the message
 * its page shows), anything else from `recipe.problems.<code>` with the problem's parameters
 * (operation ids and option keys shown by their translated names).
 */
export function problemText(problem: RecipeProblem, { toolOf, operationName, optionLabel }: ProblemWording): string {
  const params: Record<string, unknown> = { ...problem.params };
  const op = typeof params.op === 'string' ? params.op : undefined;
  const failure = problem.failure;
  if (problem.code === 'stepFailed' && failure) {
    const tool = op ? toolOf(op) : undefined;
    // The tool's own message, or one its family shares (the shell's `pdf.*`, `image.*`).
    const message = tool ? wordKey(failure.messageKey, failure.params, [tool, 'shell']) : undefined;
    if (message) return failure.detail ? `${message} ${failure.detail}` : message;
    return failure.detail || failure.message;
  }
  let key: string = problem.code;
  if (problem.code === 'notUtf8') key = params.from === 0 ? 'notUtf8Input' : 'notUtf8Step';
  if (problem.code === 'severalFiles') {
    key = params.from === 0 ? 'severalFilesInput' : 'severalFilesStep';
    if (typeof params.suggestions === 'string') params.suggestions = params.suggestions.split(', ').map(operationName).join(', ');
  }
  if (problem.code === 'invalidOption') {
    if (!params.option) key = 'invalidOptions';
    else if (op) params.option = optionLabel(op, String(params.option));
  }
  if (op) params.name = operationName(op);
  if (typeof params.suggestion === 'string') params.suggestion = operationName(params.suggestion);
  const translated = `recipe.problems.${key}`;
  return wordKey(translated, params, [SHELL_NAMESPACE]) ?? problem.message;
}

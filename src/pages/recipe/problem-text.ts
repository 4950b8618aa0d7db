import i18next from 'i18next';
import type { RecipeProblem } from '../../engine/recipe';
import { SHELL_NAMESPACE } from '../../modules/i18n/i18n';

export interface ProblemWording {
  /** The tool (locale namespace) of an operation id. */
  toolOf: (op: string) => string | undefined;
  /** An operation's readable name in the interface's language. */
  operationName: (op: string) => string;
  /** An option's label in the interface's language. */
  optionLabel: (op: string, option: string) => string;
}

// Tool namespaces and the problem keys are built at run time: looked up untyped.
const untyped = i18next as unknown as {
  exists: (key: string, options: { ns: string }) => boolean;
  t: (key: string, options?: Record<string, unknown>) => string;
};

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
    if (failure.messageKey && tool && untyped.exists(failure.messageKey, { ns: tool })) {
      const message = untyped.t(failure.messageKey, {
        ns: tool,
        ...(failure.params ?? {}),
      });
      return failure.detail ? `${message} ${failure.detail}` : message;
    }
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
  return untyped.exists(translated, { ns: SHELL_NAMESPACE }) ? untyped.t(translated, params) : problem.message;
}

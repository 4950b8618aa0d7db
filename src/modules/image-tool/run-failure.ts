import type { OperationFailure } from '../../engine/failure';
import type { OperationWarning } from '../../engine/operation';
import { wordKey } from '../i18n/word-key';

/** A worker run that failed, with its failure (message key, parameters, detail) for the reader's language. */
export class RunFailure extends Error {
  constructor(
    message: string,
    readonly failure: OperationFailure | undefined,
  ) {
    super(message);
  }
}

/** An operation's message in the reader's language: the tool's strings, then the shell's (the shared `image.*`). */
export function wordFailure(toolId: string, error: unknown): string {
  const failure = error instanceof RunFailure ? error.failure : undefined;
  const text = wordKey(failure?.messageKey, failure?.params, [toolId, 'shell']);
  if (text) return failure?.detail ? `${text} (${failure.detail})` : text;
  return failure?.detail || (error instanceof Error ? error.message : String(error));
}

export function wordWarning(toolId: string, warning: OperationWarning): string {
  return wordKey(warning.key, warning.data as Record<string, unknown> | undefined, [toolId, 'shell']) ?? warning.message;
}

import i18next from 'i18next';
import type { OperationFailure } from '../../engine/failure';
import type { OperationWarning } from '../../engine/operation';

/** A worker run that failed, with its failure (message key, parameters, detail) for the reader's language. */
export class RunFailure extends Error {
  constructor(
    message: string,
    readonly failure: OperationFailure | undefined,
  ) {
    super(message);
  }
}

const untyped = i18next as unknown as { exists: (key: string, options: { ns: string }) => boolean; t: (key: string, options?: Record<string, unknown>) => string };

/** An operation's message in the reader's language: the tool's strings, then the shell's (the shared `image.*`). */
export function wordFailure(toolId: string, error: unknown): string {
  const failure = error instanceof RunFailure ? error.failure : undefined;
  const key = failure?.messageKey;
  for (const ns of [toolId, 'shell']) {
    if (key && untyped.exists(key, { ns })) {
      const text = untyped.t(key, { ns, ...(failure?.params ?? {}) });
      return failure?.detail ? `${text} (${failure.detail})` : text;
    }
  }
  return failure?.detail || (error instanceof Error ? error.message : String(error));
}

export function wordWarning(toolId: string, warning: OperationWarning): string {
  for (const ns of [toolId, 'shell']) if (untyped.exists(warning.key, { ns })) return untyped.t(warning.key, { ns, ...((warning.data as Record<string, unknown>) ?? {}) });
  return warning.message;
}

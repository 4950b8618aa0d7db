import { isToolInputError, ToolInputError } from '../lib/errors';

/**
 * An error as a plain value, so that it crosses a worker boundary intact (Comlink keeps only an
 * Error's name and message): a service's `ToolInputError` keeps its message key, parameters and
 * detail; anything else keeps its name and message.
 */
export interface OperationFailure {
  name: string;
  message: string;
  messageKey?: string;
  params?: Record<string, string | number>;
  detail?: string;
}

export function toFailure(error: unknown): OperationFailure {
  if (isToolInputError(error)) {
    return {
      name: error.name,
      message: error.message,
      messageKey: error.messageKey,
      ...(error.params ? { params: error.params } : {}),
      ...(error.detail !== undefined ? { detail: error.detail } : {}),
    };
  }
  if (error instanceof Error) return { name: error.name, message: error.message };
  return { name: 'Error', message: String(error) };
}

/** The error a failure stood for: a `ToolInputError` again when it was one. */
export function fromFailure(failure: OperationFailure): Error {
  if (failure.messageKey !== undefined) {
    return new ToolInputError(failure.messageKey, {
      ...(failure.params ? { params: failure.params } : {}),
      ...(failure.detail !== undefined ? { detail: failure.detail } : {}),
    });
  }
  const error = new Error(failure.message);
  error.name = failure.name;
  return error;
}

/**
 * What a screen shows for a failed run: the service's message key (or `fallbackKey` for an
 * unexpected error), its parameters, and a technical detail line. A RangeError from a stack
 * overflow reads as "nested too deeply" rather than the engine's wording.
 */
export interface FailureMessage {
  messageKey: string;
  params?: Record<string, string | number>;
  detail: string;
}

export function failureMessage(error: unknown, fallbackKey: string): FailureMessage {
  if (isToolInputError(error)) return { messageKey: error.messageKey, ...(error.params ? { params: error.params } : {}), detail: error.detail ?? '' };
  if (error instanceof Error && error.name === 'RangeError' && /call stack|recursion/i.test(error.message)) return { messageKey: fallbackKey, detail: 'The document is nested too deeply to convert' };
  return { messageKey: fallbackKey, detail: error instanceof Error ? error.message : String(error) };
}

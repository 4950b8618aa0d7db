import { ToolInputError } from '../../lib/errors';

/** "URI component" = encodeURIComponent; "Full URL" = encodeURI (keeps ; , / ? : @ & = + $ #). */
export const ENCODING_MODES = ['component', 'full'] as const;
export type EncodingMode = (typeof ENCODING_MODES)[number];

export const DEFAULT_ENCODE_INPUT = 'Hello world :)';
export const DEFAULT_DECODE_INPUT = 'Hello%20world%20%3A)';

/**
 * UTF-8 percent-encoding with uppercase hex. Only a lone UTF-16 surrogate makes the native
 * functions throw; that becomes the `parseError` message.
 */
export function encodeUrl(text: string, mode: EncodingMode = 'component'): string {
  try {
    return mode === 'full' ? encodeURI(text) : encodeURIComponent(text);
  } catch (error) {
    throw new ToolInputError('parseError', { detail: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * decodeURIComponent semantics: every `%XX` is decoded, reserved characters included. With
 * `plusAsSpace`, each `+` becomes a space first (application/x-www-form-urlencoded). A `%` not
 * followed by two hex digits, or bytes that are not UTF-8, give `parseError`.
 */
export function decodeUrl(text: string, plusAsSpace = false): string {
  try {
    return decodeURIComponent(plusAsSpace ? text.replaceAll('+', ' ') : text);
  } catch (error) {
    throw new ToolInputError('parseError', { detail: error instanceof Error ? error.message : String(error) });
  }
}

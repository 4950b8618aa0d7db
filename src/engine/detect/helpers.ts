import { base64ToBytes } from '../../lib/base64/base64';

/**
 * Small readers the declarations share (light: detection loads every declaration at once). Each
 * returns undefined instead of throwing.
 */

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Base64 or Base64url text → its bytes as strict UTF-8 text; undefined when either step fails. */
export function base64Text(text: string, { urlSafe = false }: { urlSafe?: boolean } = {}): string | undefined {
  try {
    return utf8.decode(base64ToBytes(text, { urlSafe }));
  } catch {
    return undefined;
  }
}

/** JSON text → a plain object (not an array, not a scalar); undefined otherwise. */
export function jsonObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The share of the sample's characters that are letters or digits. */
export function alphanumericShare(text: string): number {
  if (text.length === 0) return 0;
  let count = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if ((code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)) count++;
  }
  return count / text.length;
}

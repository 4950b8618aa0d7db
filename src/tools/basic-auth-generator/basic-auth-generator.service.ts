import { ToolInputError } from '../../lib/errors';

/** Standard Base64 (RFC 4648 §4, with `=` padding) of bytes. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let index = 0; index < bytes.length; index += chunk) binary += String.fromCharCode(...bytes.subarray(index, index + chunk));
  return btoa(binary);
}

/**
 * RFC 7617 credentials: Base64 of the UTF-8 bytes of `user-id ":" password` (charset="UTF-8"), no
 * trimming. A colon in the user-id is forbidden (the split would be ambiguous): `usernameColon`.
 */
export function basicAuthCredentials(username: string, password: string): string {
  if (username.includes(':')) throw new ToolInputError('usernameColon');
  return bytesToBase64(new TextEncoder().encode(`${username}:${password}`));
}

/** The whole header line, `Authorization: Basic <credentials>`. */
export function basicAuthHeader(username: string, password: string): string {
  return `Authorization: Basic ${basicAuthCredentials(username, password)}`;
}

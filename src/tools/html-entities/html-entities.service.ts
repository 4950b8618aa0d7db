import { decodeHTML } from 'entities';

export const DEFAULT_ESCAPE_INPUT = '<title>IT Tool</title>';
export const DEFAULT_UNESCAPE_INPUT = '&lt;title&gt;IT Tool&lt;/title&gt;';

const FIVE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Replaces exactly `& < > " '` with their entities (already escaped text is escaped again). With
 * `nonAscii`, every code point above U+007F then becomes `&#x<HEX>;` (an emoji is one reference).
 */
export function escapeHtml(text: string, nonAscii = false): string {
  const escaped = text.replace(/[&<>"']/g, (char) => FIVE[char] as string);
  if (!nonAscii) return escaped;
  return escaped.replace(/[\u0080-\u{10FFFF}]/gu, (char) => `&#x${(char.codePointAt(0) as number).toString(16).toUpperCase()};`);
}

/**
 * Decodes every HTML5 named reference and decimal/hex references with the rules browsers use for
 * text content (legacy names without `;` decode, unknown names stay). The result is plain text:
 * nothing here touches the DOM.
 */
export function unescapeHtml(text: string): string {
  return decodeHTML(text);
}

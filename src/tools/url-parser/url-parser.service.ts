import { ToolInputError } from '../../lib/errors';

export const DEFAULT_URL = 'https://me:pwd@it-tools.tech:3000/url-parser?key1=value&key2=value2#the-hash';

/** The parts shown, in the screen's order, each exactly as the WHATWG `URL` object returns it. */
export const URL_PARTS = ['protocol', 'username', 'password', 'hostname', 'port', 'pathname', 'search', 'hash', 'origin'] as const;
export type UrlPart = (typeof URL_PARTS)[number];

export interface ParsedUrl extends Record<UrlPart, string> {
  /** Every query pair in order, decoded by URLSearchParams (duplicates kept, `+` is a space). */
  params: [key: string, value: string][];
}

/**
 * Parses a URL with the browser's own WHATWG parser (punycode hosts, percent-encoded paths, dot
 * segments resolved, default ports dropped). Surrounding spaces are ignored; undefined for an empty
 * input; `invalidUrl` when the URL constructor rejects it.
 */
export function parseUrl(text: string): ParsedUrl | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch (error) {
    throw new ToolInputError('invalidUrl', { detail: error instanceof Error ? error.message : String(error) });
  }
  const parts = Object.fromEntries(URL_PARTS.map((part) => [part, url[part]])) as Record<UrlPart, string>;
  return { ...parts, params: [...url.searchParams.entries()] };
}

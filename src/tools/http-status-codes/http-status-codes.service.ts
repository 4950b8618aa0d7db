import { HTTP_STATUS_NAMES, type HttpStatusType } from './http-status-codes.data';
import en from './locales/en.json';

export interface HttpStatus {
  code: number;
  name: string;
  /** One sentence, in English (the screen shows the translation of `codes.<code>`). */
  description: string;
  type: HttpStatusType;
}

/** The typed list: `{code, name, description, type}` for each of the spec's codes, in code order. */
export const HTTP_STATUSES: readonly HttpStatus[] = HTTP_STATUS_NAMES.map((status) => ({
  ...status,
  description: (en.codes as Record<string, string>)[String(status.code)] ?? '',
}));

/** The five classes, in order, with their English headings. */
export const HTTP_CATEGORIES = [
  { id: '1xx', title: '1xx informational response' },
  { id: '2xx', title: '2xx success' },
  { id: '3xx', title: '3xx redirection' },
  { id: '4xx', title: '4xx client error' },
  { id: '5xx', title: '5xx server error' },
] as const;

export type HttpCategoryId = (typeof HTTP_CATEGORIES)[number]['id'];

export function categoryOf(code: number): HttpCategoryId {
  return `${Math.floor(code / 100)}xx` as HttpCategoryId;
}

/** The statuses grouped under their class, in code order. */
export function groupByCategory(statuses: readonly HttpStatus[] = HTTP_STATUSES): { id: HttpCategoryId; title: string; statuses: HttpStatus[] }[] {
  return HTTP_CATEGORIES.map((category) => ({
    ...category,
    statuses: statuses.filter((status) => categoryOf(status.code) === category.id).sort((a, b) => a.code - b.code),
  }));
}

/** What the clipboard gets from a click on a card: `418 I'm a teapot`. */
export function statusLine(status: HttpStatus): string {
  return `${status.code} ${status.name}`;
}

const STATUS_LINE = /^HTTP\/\d(?:\.\d)?[ \t]+([1-5]\d\d)(?:[ \t]|$)/;

/** The query a text asks for: a status line (`HTTP/1.1 404 Not Found`, the first line of a response) is its code; anything else as is. */
export function statusQuery(input: string): string {
  const match = STATUS_LINE.exec(input.trim().split('\n')[0]!.trim());
  return match ? match[1]! : input;
}

/**
 * Extra searchable text per status (e.g. the translated description and heading), so a search in
 * the interface language finds what is shown. English is always searched too.
 */
export type ExtraSearchText = (status: HttpStatus) => string;

export function searchableText(status: HttpStatus, extra?: ExtraSearchText): string {
  const category = HTTP_CATEGORIES.find((item) => item.id === categoryOf(status.code))?.title ?? '';
  const parts = [String(status.code), status.name, status.description, category, status.type];
  if (extra) parts.push(extra(status));
  return parts.join(' ').toLowerCase();
}

/**
 * The statuses matching every space-separated term of the query (case-insensitive substrings of
 * code, name, description, category and type), ordered: exact code, code prefix, name matches,
 * then the rest, each by code. An empty query matches nothing here: the screen then shows the
 * full grouped list.
 */
export function searchHttpStatuses(query: string, statuses: readonly HttpStatus[] = HTTP_STATUSES, extra?: ExtraSearchText): HttpStatus[] {
  const normalized = query.trim().toLowerCase();
  const terms = normalized.split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const rank = (status: HttpStatus): number => {
    const code = String(status.code);
    if (code === normalized) return 0;
    if (code.startsWith(normalized)) return 1;
    const name = status.name.toLowerCase();
    if (terms.every((term) => name.includes(term))) return 2;
    return 3;
  };
  return statuses
    .filter((status) => {
      const text = searchableText(status, extra);
      return terms.every((term) => text.includes(term));
    })
    .map((status) => ({ status, rank: rank(status) }))
    .sort((a, b) => a.rank - b.rank || a.status.code - b.status.code)
    .map(({ status }) => status);
}

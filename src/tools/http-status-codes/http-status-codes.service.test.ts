import { describe, expect, it } from 'vitest';
import { categoryOf, groupByCategory, HTTP_CATEGORIES, HTTP_STATUSES, searchHttpStatuses, statusLine } from './http-status-codes.service';

const codes = (query: string) => searchHttpStatuses(query).map((status) => status.code);

// The codes the spec lists, typed out from the IANA HTTP Status Code Registry.
const SPEC_CODES = [
  100, 101, 102, 103, 200, 201, 202, 203, 204, 205, 206, 207, 208, 226, 300, 301, 302, 303, 304, 305, 306, 307, 308, 400, 401, 402, 403, 404, 405,
  406, 407, 408, 409, 410, 411, 412, 413, 414, 415, 416, 417, 418, 421, 422, 423, 424, 425, 426, 428, 429, 431, 451, 500, 501, 502, 503, 504, 505,
  506, 507, 508, 510, 511,
];

describe('the data', () => {
  it('has every code of the spec once, in order, each with a name and a description', () => {
    expect(HTTP_STATUSES.map((status) => status.code)).toEqual(SPEC_CODES);
    expect(new Set(HTTP_STATUSES.map((status) => status.code)).size).toBe(SPEC_CODES.length);
    for (const status of HTTP_STATUSES) {
      expect(status.name).not.toBe('');
      expect(status.description).toMatch(/^[A-Z].+\.$/);
      expect(['HTTP', 'WebDav']).toContain(status.type);
    }
  });

  it('flags exactly the WebDAV codes of RFC 4918 / RFC 5842', () => {
    expect(HTTP_STATUSES.filter((status) => status.type === 'WebDav').map((status) => status.code)).toEqual([102, 207, 208, 423, 424, 507, 508]);
  });

  it('never repeats a code followed by its name in a description (the not-found page owns "404 Not Found")', () => {
    for (const status of HTTP_STATUSES) expect(status.description).not.toContain(`${status.code} ${status.name}`);
  });

  it('mentions the RFC 9110 names of 413 and 422', () => {
    expect(HTTP_STATUSES.find((status) => status.code === 413)?.description).toContain('Content Too Large');
    expect(HTTP_STATUSES.find((status) => status.code === 422)?.description).toContain('Unprocessable Content');
  });

  it.each([
    [418, "I'm a teapot"],
    [451, 'Unavailable For Legal Reasons'],
    [404, 'Not Found'],
    [308, 'Permanent Redirect'],
  ])('%i is %s', (code, name) => {
    expect(HTTP_STATUSES.find((status) => status.code === code)?.name).toBe(name);
  });
});

describe('groupByCategory', () => {
  it('gives the five headings in order with their codes', () => {
    const groups = groupByCategory();
    expect(groups.map((group) => group.title)).toEqual([
      '1xx informational response',
      '2xx success',
      '3xx redirection',
      '4xx client error',
      '5xx server error',
    ]);
    expect(groups.map((group) => group.statuses.length)).toEqual([4, 10, 9, 29, 11]);
    expect(groups[3]!.statuses.map((status) => status.code)).toContain(418);
    expect(groups[3]!.statuses.map((status) => status.code)).toContain(451);
  });

  it('classifies codes by their first digit', () => {
    expect(categoryOf(226)).toBe('2xx');
    expect(categoryOf(511)).toBe('5xx');
    expect(HTTP_CATEGORIES).toHaveLength(5);
  });
});

describe('searchHttpStatuses', () => {
  it.each([
    ['teapot', [418]],
    ['TEAPOT', [418]],
    ['451', [451]],
    ['legal', [451]],
    // 404 matches by name; 302 too, through "another" and its name "Found", and comes after it.
    ['not found', [404, 302]],
    ['webdav 50', [507, 508]],
    ['nothing like this', []],
    ['', []],
  ])('%j → %j', (query, expected) => {
    expect(codes(query)).toEqual(expected);
  });

  it('"4xx client" finds the whole 4xx class, in code order', () => {
    const found = codes('4xx client');
    expect(found).toHaveLength(29);
    expect(found[0]).toBe(400);
    expect(found.at(-1)).toBe(451);
  });

  it('"webdav" finds the seven WebDAV codes', () => {
    expect(codes('webdav')).toEqual([102, 207, 208, 423, 424, 507, 508]);
  });

  it('ranks an exact code first, then code prefixes, then name matches, then the rest', () => {
    // "40" is a prefix of 400–409; other codes can only match through their text, after them.
    const found = codes('40');
    expect(found.slice(0, 10)).toEqual([400, 401, 402, 403, 404, 405, 406, 407, 408, 409]);
    const exact = codes('200');
    expect(exact[0]).toBe(200);
    const byName = codes('timeout');
    expect(byName).toEqual([408, 504]);
    const mixed = codes('gateway');
    expect(mixed.slice(0, 2)).toEqual([502, 504]);
  });

  it('searches extra text (the translated description) as well', () => {
    expect(searchHttpStatuses('théière', undefined, (status) => (status.code === 418 ? 'une théière' : '')).map((status) => status.code)).toEqual([418]);
  });
});

describe('statusLine', () => {
  it('is "<code> <name>"', () => {
    expect(statusLine(HTTP_STATUSES.find((status) => status.code === 418)!)).toBe("418 I'm a teapot");
  });
});

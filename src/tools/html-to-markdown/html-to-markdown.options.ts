/**
 * The conversion's choices, and what a paste of rich text puts in the field: light code shared by
 * the operations, the screen and the tests (no library).
 */

export const HEADING_STYLES = ['atx', 'setext'] as const;
export const BULLET_MARKERS = ['-', '*', '+'] as const;
export const CODE_BLOCK_STYLES = ['fenced', 'indented'] as const;
export const LINK_STYLES = ['inlined', 'referenced'] as const;

export interface HtmlToMarkdownOptions {
  /** `# Title` (ATX) or the title underlined with `===` / `---` (setext: levels 1 and 2 only). */
  headingStyle: (typeof HEADING_STYLES)[number];
  bulletMarker: (typeof BULLET_MARKERS)[number];
  codeBlockStyle: (typeof CODE_BLOCK_STYLES)[number];
  /** `[text](url)`, or `[text][1]` with the URLs listed at the end. */
  linkStyle: (typeof LINK_STYLES)[number];
}

const START_FRAGMENT = '<!--StartFragment-->';
const END_FRAGMENT = '<!--EndFragment-->';

/** Chrome on Linux: the selection as the body of a document whose head holds only its charset. */
const CHARSET_DOCUMENT = /^\s*<html>\s*<head>\s*<meta charset=["']?[\w-]{1,20}["']?\s?\/?>\s*<\/head>\s*<body>/i;
const DOCUMENT_END = /<\/body>\s*<\/html>\s*$/i;

/**
 * The HTML a browser puts on the clipboard for a selection of a page: on Windows the selection
 * sits between `<!--StartFragment-->` and `<!--EndFragment-->` inside an `<html><body>` wrapper;
 * Chrome elsewhere puts a `<meta charset>` in front of it, or makes it the body of a document
 * whose head holds only that charset. Only the selection is kept.
 */
export function clipboardHtml(html: string): string {
  const start = html.indexOf(START_FRAGMENT);
  const end = html.lastIndexOf(END_FRAGMENT);
  if (start >= 0 && end > start) return html.slice(start + START_FRAGMENT.length, end).trim();
  const wrapper = CHARSET_DOCUMENT.exec(html);
  if (wrapper) {
    const body = html.slice(wrapper[0].length);
    const close = DOCUMENT_END.exec(body);
    return (close ? body.slice(0, close.index) : body).trim();
  }
  return html.replace(/^\s*<meta charset=["']?[\w-]{1,20}["']?\s?\/?>/i, '').trim();
}

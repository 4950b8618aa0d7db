import MarkdownIt from 'markdown-it';
import { sanitizeHtml } from '../sanitize-html';

/**
 * Markdown cheat sheets (Git and Regex cheat sheets): markdown-it with raw HTML disabled renders,
 * the app's sanitiser (`'page-app-links'` profile, src/lib/sanitize-html.ts) sanitizes: external
 * links open in a new tab with rel="noopener noreferrer", a link to a page of the app ("/…") stays
 * in the same tab. Code blocks come out as separate blocks so the screen can give each its own
 * copy button.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });

/** Removes scripts, event handlers and unsafe URLs; sets target/rel on links. */
export function sanitizeCheatsheetHtml(html: string): string {
  return sanitizeHtml(html, 'page-app-links');
}

/** Markdown → sanitized HTML. */
export function renderCheatsheetHtml(source: string): string {
  return sanitizeCheatsheetHtml(markdown.render(source));
}

export type CheatsheetBlock = { kind: 'html'; html: string } | { kind: 'code'; code: string; language: string };

/**
 * Markdown → a list of blocks: sanitized HTML runs, and each fenced code block on its own (its
 * text without the final newline, and its language).
 */
export function renderCheatsheetBlocks(source: string): CheatsheetBlock[] {
  const tokens = markdown.parse(source, {});
  const blocks: CheatsheetBlock[] = [];
  let start = 0;
  const flush = (end: number) => {
    if (end > start) {
      const html = sanitizeCheatsheetHtml(markdown.renderer.render(tokens.slice(start, end), markdown.options, {}));
      if (html.trim() !== '') blocks.push({ kind: 'html', html });
    }
  };
  tokens.forEach((token, index) => {
    if (token.type !== 'fence' && token.type !== 'code_block') return;
    flush(index);
    blocks.push({ kind: 'code', code: token.content.replace(/\n$/, ''), language: token.info.trim() });
    start = index + 1;
  });
  flush(tokens.length);
  return blocks;
}

/** A Markdown document split at its `## ` headings: the part before the first one, then each section. */
export interface MarkdownSection {
  title: string;
  /** The section's body (without its heading line). */
  body: string;
}

export function splitMarkdownSections(source: string): { preamble: string; sections: MarkdownSection[] } {
  const lines = source.split('\n');
  const sections: MarkdownSection[] = [];
  const preamble: string[] = [];
  let current: { title: string; lines: string[] } | undefined;
  let inFence = false;
  for (const line of lines) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = !inFence ? /^## +(.+?)\s*$/.exec(line) : null;
    if (heading) {
      if (current) sections.push({ title: current.title, body: current.lines.join('\n').trim() });
      current = { title: heading[1] as string, lines: [] };
    } else if (current) current.lines.push(line);
    else preamble.push(line);
  }
  if (current) sections.push({ title: current.title, body: current.lines.join('\n').trim() });
  return { preamble: preamble.join('\n').trim(), sections };
}

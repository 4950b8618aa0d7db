import { splitMarkdownSections } from '../../lib/cheatsheet/render-cheatsheet';

/** One table row of the cheat sheet: the expression cell and the description cell, as Markdown. */
export interface RegexMemoRow {
  expression: string;
  description: string;
}

export interface RegexMemoSection {
  title: string;
  rows: RegexMemoRow[];
  /** The section's Markdown after its table (notes, or the links of "References and tools"). */
  notes: string;
}

/** The section that stays whatever the filter. */
export const ALWAYS_SHOWN_SECTION = 'References and tools';

/** Splits a table line on its unescaped pipes: `| a | b\|c |` → ['a', 'b\|c']. */
function tableCells(line: string): string[] {
  return line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());
}

/** The Markdown file → sections of table rows and notes. */
export function parseRegexMemo(markdown: string): RegexMemoSection[] {
  return splitMarkdownSections(markdown).sections.map(({ title, body }) => {
    const lines = body.split('\n');
    const tableLines = lines.filter((line) => line.trimStart().startsWith('|'));
    const rows = tableLines.slice(2).map((line) => {
      const [expression = '', description = ''] = tableCells(line);
      return { expression, description };
    });
    const notes = lines
      .filter((line) => !line.trimStart().startsWith('|'))
      .join('\n')
      .trim();
    return { title, rows, notes };
  });
}

/** A cell's plain text for searching: no backticks, `\|` as `|`. */
function plainText(markdown: string): string {
  return markdown.replace(/`/g, '').replace(/\\\|/g, '|').toLowerCase();
}

/**
 * Case-insensitive substring filter over each row's expression and description; sections with no
 * matching row are dropped (their notes too), except "References and tools", which always stays.
 */
export function filterRegexMemo(sections: readonly RegexMemoSection[], query: string): RegexMemoSection[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...sections];
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => plainText(row.expression).includes(needle) || plainText(row.description).includes(needle)) }))
    .filter((section) => section.title === ALWAYS_SHOWN_SECTION || section.rows.length > 0);
}

/** True when the filter kept at least one row (the links section alone is "nothing matches"). */
export function hasMatchingRows(sections: readonly RegexMemoSection[]): boolean {
  return sections.some((section) => section.rows.length > 0);
}

/** Sections back to Markdown: heading, table (Expression | Description), notes. */
export function regexMemoToMarkdown(sections: readonly RegexMemoSection[]): string {
  return sections
    .map((section) => {
      const parts = [`## ${section.title}`];
      if (section.rows.length > 0) {
        parts.push(['| Expression | Description |', '| --- | --- |', ...section.rows.map((row) => `| ${row.expression} | ${row.description} |`)].join('\n'));
      }
      if (section.notes !== '') parts.push(section.notes);
      return parts.join('\n\n');
    })
    .join('\n\n');
}

import { splitMarkdownSections } from '../../lib/cheatsheet/render-cheatsheet';

/** One cheat-sheet entry: a sentence, then its shell command(s). */
export interface GitMemoEntry {
  description: string;
  command: string;
}

export interface GitMemoSection {
  title: string;
  entries: GitMemoEntry[];
}

const ENTRY = /([^\n][\s\S]*?)\n+```shell\n([\s\S]*?)\n```/g;

/** The Markdown file → sections of entries (a paragraph followed by a ```shell block). */
export function parseGitMemo(markdown: string): GitMemoSection[] {
  return splitMarkdownSections(markdown).sections.map(({ title, body }) => ({
    title,
    entries: [...body.matchAll(ENTRY)].map((match) => ({ description: (match[1] as string).trim(), command: match[2] as string })),
  }));
}

/**
 * Case-insensitive substring filter: a section whose title matches keeps all its entries; otherwise
 * an entry stays when its description or command matches; empty sections are dropped.
 */
export function filterGitMemo(sections: readonly GitMemoSection[], query: string): GitMemoSection[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...sections];
  const matches = (text: string) => text.toLowerCase().includes(needle);
  return sections
    .map((section) =>
      matches(section.title) ? section : { ...section, entries: section.entries.filter((entry) => matches(entry.description) || matches(entry.command)) },
    )
    .filter((section) => section.entries.length > 0);
}

/** Sections back to Markdown (what the screen renders). */
export function gitMemoToMarkdown(sections: readonly GitMemoSection[]): string {
  return sections
    .map((section) => [`## ${section.title}`, ...section.entries.map((entry) => `${entry.description}\n\n\`\`\`shell\n${entry.command}\n\`\`\``)].join('\n\n'))
    .join('\n\n');
}

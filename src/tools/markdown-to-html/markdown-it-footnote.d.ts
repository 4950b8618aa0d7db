/** markdown-it-footnote ships no types; this is its whole public surface (a markdown-it plugin). */
declare module 'markdown-it-footnote' {
  import type { MarkdownIt } from 'markdown-it';

  export default function footnote(md: MarkdownIt): void;
}

/** The DOM-free HTML parser turndown uses in Node: ships types for the name "domino" only. */
declare module '@mixmark-io/domino' {
  /** An HTML document parsed by the HTML5 algorithm; nothing is fetched or run. */
  export function createDocument(html?: string, force?: boolean): Document;
}

/** Joplin's fork of turndown-plugin-gfm ships no types: its plugins. */
declare module '@joplin/turndown-plugin-gfm' {
  import type TurndownService from 'turndown';

  export const gfm: TurndownService.Plugin;
  export const tables: TurndownService.Plugin;
  export const strikethrough: TurndownService.Plugin;
  export const taskListItems: TurndownService.Plugin;
  export const highlightedCodeBlock: TurndownService.Plugin;
}

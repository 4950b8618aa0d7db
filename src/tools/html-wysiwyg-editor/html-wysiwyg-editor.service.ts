import type { Extensions } from '@tiptap/core';
import StarterKit from '@tiptap/starter-kit';
import DOMPurify from 'dompurify';

export const DEFAULT_HTML = '<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>';

/** The only link schemes kept: anything else (`javascript:`, `data:`, relative paths) loses its link. */
export function isAllowedLinkUri(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url.trim());
}

export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * The editor's schema: Tiptap StarterKit (paragraphs, headings 1–6, bold, italic, underline,
 * strike, inline code, code block, blockquote, lists, horizontal rule, hard break, link, history).
 * Whatever the schema has no place for (scripts, iframes, images, style, event handlers) is dropped
 * when HTML is parsed.
 */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3, 4, 5, 6] },
      // No automatic empty paragraph after a final heading, list or code block: the output stays the content.
      trailingNode: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        HTMLAttributes: { ...LINK_ATTRIBUTES },
        isAllowedUri: (url) => isAllowedLinkUri(url),
        shouldAutoLink: (url) => isAllowedLinkUri(url) || !/^[a-z][a-z0-9+.-]*:/i.test(url),
      },
    }),
  ];
}

/** HTML pasted into "HTML to load", made safe before the editor parses it. */
export function sanitizeHtmlToLoad(html: string): string {
  return DOMPurify.sanitize(html);
}

/** The editor's own HTML, sanitized again (defence in depth) keeping the links' `target`. */
export function sanitizeEditorHtml(html: string): string {
  return DOMPurify.sanitize(html, { ADD_ATTR: ['target'] });
}

/** Pretty-prints HTML with Prettier's HTML formatter (default options), loaded on first use. */
export async function formatHtml(html: string): Promise<string> {
  const [prettier, htmlPlugin] = await Promise.all([import('prettier/standalone'), import('prettier/plugins/html')]);
  return prettier.format(html, { parser: 'html', plugins: [htmlPlugin] });
}

/** What "HTML output" shows: the editor's HTML, sanitized, then pretty-printed. */
export async function editorHtmlToOutput(html: string): Promise<string> {
  return formatHtml(sanitizeEditorHtml(html));
}

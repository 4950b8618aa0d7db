import { Extension, type Extensions, getStyleProperty } from '@tiptap/core';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { readStoredString, removeStored, writeStoredJson } from '../../lib/storage';
import { storageKey } from '../../modules/tool-state/tool-state';

export const TOOL_ID = 'html-wysiwyg-editor';

export const DEFAULT_HTML = '<h1>Hey!</h1><p>Welcome to this html wysiwyg editor</p>';

/**
 * The text colours offered as swatches: mid shades of Mantine's palette, each readable (contrast
 * ratio above 3.4) on both the light (#ffffff) and the dark (#242424) page background.
 */
export const TEXT_COLORS = [
  { name: 'red', value: '#f03e3e' },
  { name: 'orange', value: '#e8590c' },
  { name: 'green', value: '#2f9e44' },
  { name: 'cyan', value: '#0c8599' },
  { name: 'blue', value: '#1c7ed6' },
  { name: 'purple', value: '#be4bdb' },
  { name: 'pink', value: '#e64980' },
] as const;

export type TextColorName = (typeof TEXT_COLORS)[number]['name'];

/**
 * A CSS colour value as it may be written in `style="color: …"`, or null for anything else: hex
 * (#rgb, #rgba, #rrggbb, #rrggbbaa), a colour function without nested calls (rgb(), hsl(), oklch()…)
 * or a keyword (`red`, `rebeccapurple`). Everything else (url(), var(), expressions, several
 * declarations) is refused, so a span's colour is the only style that reaches the output.
 */
export function normalizeTextColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const color = value.trim().replace(/\s+/g, ' ');
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color.toLowerCase();
  if (/^(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\d\s.,%/+a-z-]*\)$/i.test(color)) return color;
  if (/^[a-z]+$/i.test(color)) return color.toLowerCase();
  return null;
}

/** The colour of a `<span style="color: …">` being parsed, when it is a valid one. */
function parseSpanColor(element: HTMLElement): string | null {
  return normalizeTextColor(getStyleProperty(element, 'color'));
}

/**
 * Tiptap's TextStyle mark, kept only for spans that carry a valid colour: a span with any other
 * style (font-size, background…) is dropped like before, instead of becoming an empty `<span>`.
 */
const ColorTextStyle = TextStyle.extend({
  parseHTML() {
    return [{ tag: 'span', consuming: false, getAttrs: (element) => (parseSpanColor(element) === null ? false : {}) }];
  },
});

/** Tiptap's Color extension, writing `<span style="color: …">` only for a valid colour. */
const TextColor = Color.extend({
  addGlobalAttributes() {
    return [
      {
        types: ['textStyle'],
        attributes: {
          color: {
            default: null,
            parseHTML: (element) => parseSpanColor(element),
            renderHTML: (attributes) => {
              const color = normalizeTextColor(attributes.color);
              return color === null ? {} : { style: `color: ${color}` };
            },
          },
        },
      },
    ];
  },
});

/** The only link schemes kept: anything else (`javascript:`, `data:`, relative paths) loses its link. */
export function isAllowedLinkUri(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url.trim());
}

export const LINK_ATTRIBUTES = { target: '_blank', rel: 'noopener noreferrer nofollow' } as const;

/**
 * What the Link button's URL field holds, as a link target: an address typed without a scheme
 * (`example.com/page`) gets `https://`, like the autolinks; anything with a scheme, a path
 * (`/page`), a fragment or a query is left as it is (and refused unless its scheme is allowed).
 */
export function withDefaultProtocol(url: string): string {
  const trimmed = url.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed) || /^[/?#.]/.test(trimmed) || /\s/.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/**
 * The link command used by the toolbar's Link button, with `withDefaultProtocol` applied first:
 * StarterKit's own command refuses `example.com` (no allowed scheme), so saving it silently did
 * nothing. Registered after StarterKit (lower priority than the Link mark), so it takes its place.
 */
const LinkWithDefaultProtocol = Extension.create({
  name: 'linkWithDefaultProtocol',
  addCommands() {
    return {
      setLink:
        (attributes) =>
        ({ chain }) => {
          const href = withDefaultProtocol(attributes.href);
          if (!isAllowedLinkUri(href)) return false;
          return chain().setMark('link', { ...attributes, href }).setMeta('preventAutolink', true).run();
        },
    };
  },
});

/**
 * The editor's schema: Tiptap StarterKit (paragraphs, headings 1–6, bold, italic, underline,
 * strike, inline code, code block, blockquote, lists, horizontal rule, hard break, link, history),
 * plus the text colour (`<span style="color: …">`, Tiptap's TextStyle and Color extensions).
 * Whatever the schema has no place for (scripts, iframes, images, any other style, event handlers)
 * is dropped when HTML is parsed.
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
    LinkWithDefaultProtocol,
    ColorTextStyle,
    TextColor,
  ];
}

/**
 * HTML pasted into "HTML to load", made safe before the editor parses it (the app's sanitiser,
 * `'document'` profile: DOMPurify's HTML profile; a link's own `target` goes, so the editor gives
 * every link its `_blank`).
 */
export function sanitizeHtmlToLoad(html: string): string {
  return sanitizeHtml(html, 'document');
}

/** The editor's own HTML, sanitized again (defence in depth) keeping the links' `target`. */
export function sanitizeEditorHtml(html: string): string {
  return sanitizeHtml(html, 'document-with-targets');
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

/** Where IT-Tools kept the editor's HTML (a raw string): the key the spec names. */
export const LEGACY_STORAGE_KEY = 'html-wysiwyg-editor--html';

/**
 * Moves HTML left under IT-Tools' key into this tool's own stored field (`tools:<id>:html`, where
 * useToolState keeps it), sanitized, unless the tool already has content of its own; then forgets the
 * old key, so the tool's Reset is not undone by it on the next visit. Safe to call more than once.
 */
export function adoptLegacyStoredHtml(): void {
  const legacy = readStoredString(LEGACY_STORAGE_KEY);
  if (legacy === null) return;
  const key = storageKey(TOOL_ID, 'html');
  if (readStoredString(key) === null) writeStoredJson(key, sanitizeHtmlToLoad(legacy));
  removeStored(LEGACY_STORAGE_KEY);
}

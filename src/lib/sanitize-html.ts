import createDOMPurify, { type Config, type DOMPurify, type WindowLike } from 'dompurify';

/**
 * The app's one HTML sanitiser: DOMPurify, configured here and nowhere else. Every profile starts
 * from DOMPurify's HTML profile (no SVG, no MathML; scripts, event handlers and `javascript:` URLs
 * always go); they differ only where their users genuinely need different rules:
 *
 * - `'page'`: HTML put into the app's own page (the `Markdown` component). A strict allow-list
 *   (no styles, forms, buttons or templates), URLs with a script-capable or data protocol removed
 *   (a `data:image/…` source stays allowed on images), every link opens a new tab with
 *   `rel="noopener noreferrer"`, and the only inputs kept are task-list checkboxes, disabled and
 *   named by their item's text.
 * - `'page-app-links'`: `'page'`, except that a link to one of the app's own pages (`/…`) stays in
 *   the tab (the Git and Regex cheat sheets link to the app's tools).
 * - `'document'`: the user's own document, as DOMPurify's HTML profile leaves it (inline styles
 *   such as table alignment stay, link targets go). Markdown to HTML's output; HTML loaded into
 *   the WYSIWYG editor.
 * - `'document-with-targets'`: `'document'` keeping the links' `target` (the WYSIWYG editor's
 *   output, whose links open a new tab; DOMPurify would drop the attribute otherwise).
 *
 * DOMPurify needs a DOM: `sanitizeHtml` uses the page's (or the worker's, or jsdom's in unit tests);
 * `createHtmlSanitizer` takes any window (jsdom's when an operation runs in Node).
 */
export type SanitizeProfile = 'page' | 'page-app-links' | 'document' | 'document-with-targets';

export type HtmlSanitizer = (html: string) => string;

const HTML_PROFILE: Config = { USE_PROFILES: { html: true } };

const PAGE_CONFIG: Config = {
  ...HTML_PROFILE,
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'option', 'optgroup', 'dialog', 'template'],
  FORBID_ATTR: ['style', 'formaction', 'action'],
};

const CONFIGS: Record<SanitizeProfile, Config> = {
  page: PAGE_CONFIG,
  'page-app-links': PAGE_CONFIG,
  document: HTML_PROFILE,
  'document-with-targets': { ...HTML_PROFILE, ADD_ATTR: ['target'] },
};

/** Attributes that hold a URL (or a list of URLs) and therefore may carry a protocol. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'ping']);

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function normalizedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/** Whether a URL attribute value is safe on this element (the `'page'` profiles' URL rule). */
export function isSafeUrl(value: string, tagName: string, attribute: string): boolean {
  const url = normalizedUrl(value);
  // srcset is a list of candidates: none may carry a script or data protocol.
  if (attribute === 'srcset') return !/(^|,)(javascript|vbscript|data):/.test(url);
  if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return false;
  if (url.startsWith('data:')) return tagName === 'img' && attribute === 'src' && url.startsWith('data:image/');
  return true;
}

/** A link to one of the app's own pages: a path on this origin ("/regex-tester"), not "//host". */
function isAppLink(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

/** The hooks of the two `'page'` profiles, on a DOMPurify instance of their own. */
function addPageHooks(purify: DOMPurify, appLinksInTab: boolean): void {
  purify.addHook('uponSanitizeAttribute', (node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue, node.nodeName.toLowerCase(), data.attrName)) {
      data.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if ((tag === 'a' || tag === 'area') && node.hasAttribute('href')) {
      if (appLinksInTab && isAppLink(node.getAttribute('href') ?? '')) {
        node.removeAttribute('target');
      } else {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    }
    // Task-list checkboxes are the only inputs markdown produces: keep them, inert.
    if (tag === 'input') {
      if (node.getAttribute('type') !== 'checkbox') {
        node.remove();
      } else {
        node.setAttribute('disabled', '');
        // The item's text names its checkbox.
        const itemText = node.parentElement?.textContent?.trim();
        if (itemText) node.setAttribute('aria-label', itemText);
      }
    }
  });
}

/** One DOMPurify instance per window and profile: hooks belong to an instance, never shared. */
const instances = new WeakMap<object, Map<SanitizeProfile, DOMPurify>>();

function purifierFor(window: WindowLike, profile: SanitizeProfile): DOMPurify {
  let byProfile = instances.get(window);
  if (!byProfile) {
    byProfile = new Map();
    instances.set(window, byProfile);
  }
  let purify = byProfile.get(profile);
  if (!purify) {
    purify = createDOMPurify(window);
    if (profile === 'page' || profile === 'page-app-links') addPageHooks(purify, profile === 'page-app-links');
    byProfile.set(profile, purify);
  }
  return purify;
}

/** A sanitiser for `profile` over a given window (the page's, or jsdom's in Node). */
export function createHtmlSanitizer(window: WindowLike, profile: SanitizeProfile): HtmlSanitizer {
  const purify = purifierFor(window, profile);
  const config = CONFIGS[profile];
  return (html) => purify.sanitize(html, config);
}

/** Removes everything unsafe from an HTML string by the rules of `profile` (see above), with the global window. */
export function sanitizeHtml(html: string, profile: SanitizeProfile): string {
  return createHtmlSanitizer(window, profile)(html);
}

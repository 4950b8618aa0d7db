import createDOMPurify, { type Config, type DOMPurify } from 'dompurify';
import { Marked } from 'marked';

/**
 * Markdown to safe HTML: `marked` renders, DOMPurify keeps only safe HTML tags and attributes
 * (no scripts, styles, forms, event handlers or SVG/MathML), links open in a new tab with
 * `rel="noopener noreferrer"`, and URLs with a script-capable or data protocol are removed (a
 * `data:image/…` source stays allowed on images).
 */
const markdown = new Marked({ gfm: true, breaks: false, async: false });

const PURIFY_CONFIG: Config = {
  USE_PROFILES: { html: true },
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'button', 'textarea', 'select', 'option', 'optgroup', 'dialog', 'template'],
  FORBID_ATTR: ['style', 'formaction', 'action'],
};

/** Attributes that hold a URL (or a list of URLs) and therefore may carry a protocol. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'srcset', 'xlink:href', 'action', 'formaction', 'poster', 'background', 'cite', 'longdesc', 'ping']);

/** Browsers ignore ASCII whitespace and control characters inside a scheme ("java\tscript:"). */
function normalizedUrl(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
}

/** Whether a URL attribute value is safe on this element. */
export function isSafeUrl(value: string, tagName: string, attribute: string): boolean {
  const url = normalizedUrl(value);
  // srcset is a list of candidates: none may carry a script or data protocol.
  if (attribute === 'srcset') return !/(^|,)(javascript|vbscript|data):/.test(url);
  if (url.startsWith('javascript:') || url.startsWith('vbscript:')) return false;
  if (url.startsWith('data:')) return tagName === 'img' && attribute === 'src' && url.startsWith('data:image/');
  return true;
}

let purifier: DOMPurify | undefined;

function getPurifier(): DOMPurify {
  if (purifier) return purifier;
  // Our own instance, so these hooks never affect another use of DOMPurify in the app.
  const instance = createDOMPurify(window);
  instance.addHook('uponSanitizeAttribute', (node, data) => {
    if (URL_ATTRIBUTES.has(data.attrName) && !isSafeUrl(data.attrValue, node.nodeName.toLowerCase(), data.attrName)) {
      data.keepAttr = false;
    }
  });
  instance.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if ((tag === 'a' || tag === 'area') && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
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
  purifier = instance;
  return instance;
}

/** Removes everything unsafe from an HTML string (see the module comment for the rules). */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, PURIFY_CONFIG);
}

/** Renders markdown (GitHub flavour) to sanitised HTML. */
export function renderMarkdown(source: string): string {
  if (source === '') return '';
  return sanitizeHtml(markdown.parse(source) as string);
}

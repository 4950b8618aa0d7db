import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** HTML's void and most common elements: markup made of these is an HTML page or fragment. */
const HTML_ELEMENTS = new Set(['html', 'head', 'body', 'div', 'span', 'p', 'a', 'br', 'hr', 'img', 'input', 'meta', 'link', 'script', 'style', 'ul', 'ol', 'li', 'table', 'tr', 'td', 'th', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'b', 'i', 'em', 'strong', 'form', 'button', 'section', 'article', 'nav', 'header', 'footer', 'main', 'label', 'select', 'option', 'textarea', 'iframe', 'pre', 'code', 'small']);
/** Elements HTML leaves unclosed (`<br>`): XML needs `<br/>`. */
const VOID_ELEMENTS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'area', 'base', 'col', 'embed', 'source', 'track', 'wbr']);

const isNameStart = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 95 || code >= 0xc0;
const isNameCode = (code: number) => isNameStart(code) || (code >= 48 && code <= 57) || code === 45 || code === 46 || code === 58;

interface Markup {
  elements: number;
  /** Every closing tag closed the innermost open element and nothing was left open. */
  matched: boolean;
  html: number;
  /** `<br>`-style void elements left unclosed (HTML, not XML). */
  unclosedVoid: number;
  namespaces: boolean;
  /** Characters outside the root element other than whitespace, comments, declarations. */
  strayText: boolean;
}

/** One pass over the tags: `<name …>`, `</name>`, `<name/>`, comments, CDATA, processing instructions. */
function scanMarkup(text: string): Markup {
  const stack: string[] = [];
  const found: Markup = { elements: 0, matched: true, html: 0, unclosedVoid: 0, namespaces: false, strayText: false };
  let cursor = 0;
  for (let index = text.indexOf('<'); index >= 0; index = text.indexOf('<', cursor)) {
    if (stack.length === 0 && text.slice(cursor, index).trim() !== '') found.strayText = true;
    const next = text.charCodeAt(index + 1);
    if (next === 33 /* ! */ || next === 63 /* ? */) {
      const closer = text.startsWith('<!--', index) ? '-->' : text.startsWith('<![CDATA[', index) ? ']]>' : next === 63 ? '?>' : '>';
      const end = text.indexOf(closer, index + 2);
      if (end < 0) return { ...found, matched: false };
      cursor = end + closer.length;
      continue;
    }
    const closing = next === 47;
    let nameEnd = index + (closing ? 2 : 1);
    if (!isNameStart(text.charCodeAt(nameEnd))) {
      found.matched = false;
      cursor = index + 1;
      continue;
    }
    const nameStart = nameEnd;
    while (nameEnd < text.length && isNameCode(text.charCodeAt(nameEnd))) nameEnd++;
    const name = text.slice(nameStart, nameEnd);
    // The tag's end, skipping quoted attribute values.
    let end = nameEnd;
    while (end < text.length && text.charCodeAt(end) !== 62) {
      const code = text.charCodeAt(end);
      if (code === 34 || code === 39) {
        const close = text.indexOf(code === 34 ? '"' : "'", end + 1);
        end = close < 0 ? text.length : close + 1;
      } else if (code === 60) break;
      else end++;
    }
    if (text.charCodeAt(end) !== 62) return { ...found, matched: false };
    cursor = end + 1;
    if (HTML_ELEMENTS.has(name.toLowerCase())) found.html++;
    if (closing) {
      // An HTML void element left open (`<br>`) is closed by its parent's closing tag.
      while (stack.length > 0 && stack[stack.length - 1] !== name && VOID_ELEMENTS.has(stack[stack.length - 1]!.toLowerCase())) {
        stack.pop();
        found.unclosedVoid++;
      }
      if (stack.pop() !== name) found.matched = false;
      continue;
    }
    found.elements++;
    if (!found.namespaces && text.slice(nameEnd, end).includes('xmlns')) found.namespaces = true;
    if (text.charCodeAt(end - 1) === 47) continue;
    stack.push(name);
  }
  while (stack.length > 0 && VOID_ELEMENTS.has(stack[stack.length - 1]!.toLowerCase())) {
    stack.pop();
    found.unclosedVoid++;
  }
  if (stack.length > 0) found.matched = false;
  if (text.slice(cursor).trim() !== '') found.strayText = true;
  return found;
}

/**
 * An XML document: an `<?xml …?>` declaration, or elements whose closing tags match, namespaces.
 * HTML (its elements, unclosed `<br>`) counts weakly: a page is not this tool's first case.
 */
export default {
  'xml-formatter': {
    pre: { prefix: '<', minLength: 4 },
    prior: 0.8,
    score: ({ text, truncated }): DetectScore | number => {
      const declaration = text.startsWith('<?xml');
      if (/^<!doctype html/i.test(text)) return { confidence: 0.2, reason: { key: 'html' } };
      const markup = scanMarkup(text);
      if (markup.elements === 0) return declaration ? { confidence: 0.5, reason: { key: 'declaration' } } : 0;
      const wellFormed = (markup.matched || truncated) && !markup.strayText;
      const htmlShare = markup.html / (markup.elements + markup.html / 2);
      if (markup.unclosedVoid > 0 || (htmlShare > 0.5 && !declaration && !markup.namespaces)) return { confidence: wellFormed && markup.unclosedVoid === 0 ? 0.35 : 0.2, reason: { key: 'html' } };
      if (declaration) return { confidence: wellFormed ? 0.97 : 0.7, reason: { key: 'declaration' } };
      if (!wellFormed) return markup.elements > 1 ? { confidence: 0.3, reason: { key: 'elements' } } : 0;
      return { confidence: markup.namespaces ? 0.95 : markup.elements > 1 ? 0.9 : 0.6, reason: { key: markup.namespaces ? 'namespaces' : 'elements' } };
    },
  },
} satisfies DetectDeclarations;

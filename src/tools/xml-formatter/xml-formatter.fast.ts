/**
 * A linear-time re-implementation of xml-formatter 3.7 (and its parser, xml-parser-xo 4.1) for the
 * options this tool uses: `{ indentation, collapseContent, lineSeparator: '\n' }`, no filter, no
 * strict mode. xml-formatter slices the remaining document after every token and appends to one
 * growing string, which takes tens of seconds on a few megabytes; this version walks the text with
 * an index (sticky regular expressions, the same patterns as the library's so names, attributes and
 * whitespace are cut at the same places), builds an explicit tree without recursion, and joins the
 * output once.
 *
 * The output is the library's, character for character, including its quirks: the first processing
 * instruction is printed as `<?target content?>` with one space, attributes are re-quoted with `"`
 * (a `"` inside becomes `&quot;`), an attribute named `__proto__` disappears (the library stores
 * attributes in a plain object), a processing instruction always starts a new line, even inside
 * `xml:space="preserve"`, and the library's failures ("Failed to parse XML", "Found multiple root
 * nodes") are thrown with the same messages, for example on a closing tag whose name has a character
 * outside letters, marks, `\w`, `-`, `:` and `.` (such as `·`).
 *
 * The few places where the library's parser does something that depends on how it slices the text
 * (an attribute it cannot read at the current position, an attribute name that is an array index)
 * only happen with malformed XML: there `formatXmlFast` throws `FastFormatUnsupported`, and the caller
 * uses xml-formatter itself.
 */

/** Thrown when this implementation cannot promise xml-formatter's output: use the library instead. */
export class FastFormatUnsupported extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'FastFormatUnsupported';
  }
}

export interface FastFormatOptions {
  /** The indentation of one level (spaces). */
  indentation: string;
  collapseContent: boolean;
}

const ELEMENT = 0;
const TEXT = 1;
const CDATA = 2;
/** Comments and the document type: printed as they are, count as "other" nodes for collapsing. */
const MARKUP = 3;
const PI = 4;

interface ElementNode {
  kind: typeof ELEMENT;
  name: string;
  /** `<name` followed by the attributes as printed. */
  open: string;
  /** `xml:space="preserve"`. */
  preserve: boolean;
  /** null for `<a/>`. */
  children: XmlNode[] | null;
}
interface ContentNode {
  kind: typeof TEXT | typeof CDATA | typeof MARKUP;
  content: string;
}
interface PiNode {
  kind: typeof PI;
  name: string;
  content: string;
}
type XmlNode = ElementNode | ContentNode | PiNode;

// The library's patterns, sticky instead of `^`-anchored on a sliced string (its element start
// pattern, `<([^?!</>\s]+)\s*`, is matched by hand in startTag).
const PI_START = /<\?([\w\-:.]+)\s*/y;
const ATTRIBUTE = /([^=]+)\s*=\s*("[^"]*"|'[^']*'|[^>\s]+)\s*/y;
const SELF_CLOSING_END = /\s*\/>/y;
const CLOSING_TAG = /<\/[\p{L}\p{M}\w\-:.]+\s*>/uy;
const SPACES = /\s*/y;
const DOCTYPES = [/<!DOCTYPE\s+\S+\s+SYSTEM[^>]*>/y, /<!DOCTYPE\s+\S+\s+PUBLIC[^>]*>/y, /<!DOCTYPE\s+\S+\s*\[[^\]]*]>/y, /<!DOCTYPE\s+\S+\s*>/y];

const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const QUESTION = 63; // ?

/** JavaScript's `\s` (what the library's patterns and `trim` treat as white space). */
function isJsSpace(code: number): boolean {
  if (code <= 0x20) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  if (code < 0xa0) return false;
  return code === 0xa0 || code === 0x1680 || (code >= 0x2000 && code <= 0x200a) || code === 0x2028 || code === 0x2029 || code === 0x202f || code === 0x205f || code === 0x3000 || code === 0xfeff;
}

/** A character of the library's element name pattern `[^?!</>\s]`. */
function isElementNameChar(code: number): boolean {
  return code !== QUESTION && code !== 0x21 && code !== LT && code !== SLASH && code !== GT && !isJsSpace(code);
}

const CLOSING_NAME = /^[\p{L}\p{M}\w\-:.]+$/u;

function parsingError(): Error {
  return new Error('Failed to parse XML');
}

function stickyMatch(pattern: RegExp, text: string, at: number): RegExpExecArray | null {
  pattern.lastIndex = at;
  return pattern.exec(text);
}

/** Same as the library: the tree of the (trimmed) document, or its error. */
function parseDocument(xml: string): { declaration: PiNode | undefined; children: XmlNode[] } {
  const length = xml.length;
  let pos = 0;

  function processingInstruction(): PiNode | undefined {
    const match = stickyMatch(PI_START, xml, pos);
    if (!match) return undefined;
    const start = pos + match[0].length;
    const end = xml.indexOf('?>', start);
    if (end < 0) throw parsingError();
    pos = end + 2;
    return { kind: PI, name: match[1]!, content: xml.slice(start, end).trim() };
  }

  function comment(): ContentNode | undefined {
    if (!xml.startsWith('<!--', pos)) return undefined;
    const end = xml.indexOf('-->', pos + 4);
    if (end < 0) return undefined;
    const node: ContentNode = { kind: MARKUP, content: xml.slice(pos, end + 3) };
    pos = end + 3;
    return node;
  }

  function cdata(): ContentNode | undefined {
    if (!xml.startsWith('<![CDATA[', pos)) return undefined;
    const end = xml.indexOf(']]>', pos);
    if (end < 0) return undefined;
    const node: ContentNode = { kind: CDATA, content: xml.slice(pos, end + 3) };
    pos = end + 3;
    return node;
  }

  function doctype(): ContentNode | undefined {
    for (const pattern of DOCTYPES) {
      const match = stickyMatch(pattern, xml, pos);
      if (match) {
        pos += match[0].length;
        return { kind: MARKUP, content: match[0] };
      }
    }
    return undefined;
  }

  /** `<name attributes` then `/>`, `>` or `?>`; undefined (nothing read) when no element starts here. */
  function startTag(): ElementNode | undefined {
    // ELEMENT_START, by hand (this runs for every tag).
    if (xml.charCodeAt(pos) !== LT) return undefined;
    let end = pos + 1;
    while (end < length && isElementNameChar(xml.charCodeAt(end))) end += 1;
    if (end === pos + 1) return undefined;
    const name = xml.slice(pos + 1, end);
    while (end < length && isJsSpace(xml.charCodeAt(end))) end += 1;
    pos = end;
    const names: string[] = [];
    const values: string[] = [];
    let index: Map<string, number> | undefined;
    for (;;) {
      if (pos >= length) break;
      const code = xml.charCodeAt(pos);
      if (code === GT) break;
      if ((code === QUESTION || code === SLASH) && xml.charCodeAt(pos + 1) === GT) break;
      const attribute = stickyMatch(ATTRIBUTE, xml, pos);
      // The library searches the rest of the document for an attribute and slices by its length.
      if (!attribute) throw new FastFormatUnsupported('attribute not readable at its position');
      pos += attribute[0].length;
      const attributeName = attribute[1]!.trim();
      const raw = attribute[2]!.trim();
      const first = raw.charCodeAt(0);
      const value = (first === 34 || first === 39) && raw.length >= 2 && raw.charCodeAt(raw.length - 1) === first ? raw.slice(1, -1) : raw.replace(/^['"]|['"]$/g, '');
      if (attributeName === '__proto__') continue; // ignored by a plain object's setter
      const code0 = attributeName.charCodeAt(0);
      if (code0 >= 48 && code0 <= 57) throw new FastFormatUnsupported('numeric attribute name'); // ordered first by Object.keys
      // A repeated attribute keeps its first place and its last value.
      let existing = -1;
      if (index) existing = index.get(attributeName) ?? -1;
      else {
        for (let i = 0; i < names.length; i += 1) {
          if (names[i] === attributeName) {
            existing = i;
            break;
          }
        }
      }
      if (existing >= 0) values[existing] = value;
      else {
        names.push(attributeName);
        values.push(value);
        if (index) index.set(attributeName, names.length - 1);
        else if (names.length > 16) index = new Map(names.map((key, i) => [key, i]));
      }
    }
    let open = names.length === 0 ? cachedOpen(name) : '<' + name;
    let preserve = false;
    for (let i = 0; i < names.length; i += 1) {
      const value = values[i]!;
      open += ' ' + names[i] + '="' + (value.includes('"') ? value.replace(/"/g, '&quot;') : value) + '"';
      if (names[i] === 'xml:space') preserve = value === 'preserve';
    }
    const selfClosing = stickyMatch(SELF_CLOSING_END, xml, pos);
    if (selfClosing) {
      pos += selfClosing[0].length;
      return { kind: ELEMENT, name, open, preserve, children: null };
    }
    // `\??>`: at this point the text is at `>`, `?>` or its end.
    if (pos < length) pos += xml.charCodeAt(pos) === QUESTION ? 2 : 1;
    return { kind: ELEMENT, name, open, preserve, children: [] };
  }

  const opens = new Map<string, string>();
  const cachedOpen = (name: string): string => {
    let open = opens.get(name);
    if (open === undefined) opens.set(name, (open = '<' + name));
    return open;
  };
  /** Whether `</name>` matches the library's closing-tag pattern, per name. */
  const closable = new Map<string, boolean>();

  /** A whole element, its descendants read with an explicit stack. */
  function element(): ElementNode | undefined {
    const root = startTag();
    if (!root || root.children === null) return root;
    const stack: ElementNode[] = [root];
    while (stack.length > 0) {
      const current = stack[stack.length - 1]!;
      const children = current.children!;
      if (pos < length) {
        if (xml.charCodeAt(pos) !== LT) {
          let end = xml.indexOf('<', pos);
          if (end < 0) end = length;
          children.push({ kind: TEXT, content: xml.slice(pos, end) });
          pos = end;
          continue;
        }
        const child = startTag() ?? comment() ?? cdata() ?? processingInstruction();
        if (child) {
          children.push(child);
          if (child.kind === ELEMENT && child.children !== null) stack.push(child);
          continue;
        }
      }
      // The closing tag; the library does not compare its name, and goes on without it when it
      // is not there (the enclosing elements then fail the same way, and the document is either
      // finished or rejected below).
      const name = current.name;
      let fast = closable.get(name);
      if (fast === undefined) closable.set(name, (fast = CLOSING_NAME.test(name)));
      if (fast && xml.charCodeAt(pos) === LT && xml.charCodeAt(pos + 1) === SLASH && xml.charCodeAt(pos + 2 + name.length) === GT && xml.startsWith(name, pos + 2)) {
        pos += name.length + 3;
      } else {
        const closing = stickyMatch(CLOSING_TAG, xml, pos);
        if (closing) pos += closing[0].length;
      }
      stack.pop();
    }
    return root;
  }

  const declaration = processingInstruction();
  const children: XmlNode[] = [];
  let root: ElementNode | undefined;
  for (;;) {
    const spaces = stickyMatch(SPACES, xml, pos);
    if (spaces) pos += spaces[0].length;
    const child = element() ?? comment() ?? doctype() ?? processingInstruction();
    if (!child) break;
    if (child.kind === ELEMENT) {
      if (root) throw new Error('Found multiple root nodes');
      root = child;
    }
    children.push(child);
  }
  if (!root || pos !== length) throw parsingError();
  return { declaration, children };
}

interface Frame {
  element: ElementNode;
  next: number;
  /** The preserveSpace the element was printed with. */
  preserve: boolean;
  /** Its children keep their spaces (inherited, xml:space or collapsed content). */
  nodePreserve: boolean;
}

/** The document formatted as xml-formatter does with `lineSeparator: '\n'`. */
export function formatXmlFast(text: string, options: FastFormatOptions): string {
  const { declaration, children } = parseDocument(text.trim());
  const { indentation, collapseContent } = options;
  const out: string[] = [];
  let started = false;
  let level = 0;
  const lineStarts = ['\n'];
  const newLine = () => {
    while (lineStarts.length <= level) lineStarts.push(lineStarts[lineStarts.length - 1]! + indentation);
    out.push(lineStarts[level]!);
  };
  const processingInstruction = (node: PiNode) => {
    if (started) newLine();
    out.push('<?' + node.name + ' ' + node.content + '?>');
    started = true;
  };
  const content = (node: ContentNode, preserve: boolean) => {
    let value = node.content;
    if (!preserve && node.kind === TEXT) value = value.trim();
    if (value.length === 0) return;
    if (!preserve && started) newLine();
    out.push(value);
    started = true;
  };
  const closings = new Map<string, string>();
  const closingTag = (name: string): string => {
    let tag = closings.get(name);
    if (tag === undefined) closings.set(name, (tag = '</' + name + '>'));
    return tag;
  };
  const stack: Frame[] = [];
  /** Prints the start of an element; pushes a frame when it has children. */
  const openElement = (element: ElementNode, preserve: boolean) => {
    if (!preserve && started) newLine();
    out.push(element.open);
    started = true;
    const nodes = element.children;
    if (nodes === null) {
      out.push('/>');
      return;
    }
    if (nodes.length === 0) {
      out.push('>', closingTag(element.name));
      return;
    }
    out.push('>');
    level += 1;
    let nodePreserve = element.preserve || preserve;
    if (!nodePreserve && collapseContent) {
      let text = false;
      let textWithLineBreaks = false;
      let other = false;
      const last = nodes.length - 1;
      for (let index = 0; index <= last; index += 1) {
        const node = nodes[index]!;
        if (node.kind === TEXT) {
          if (node.content.includes('\n')) {
            textWithLineBreaks = true;
            node.content = node.content.trim();
          } else if ((index === 0 || index === last) && node.content.trim().length === 0) {
            node.content = '';
          }
          if (last === 0 || node.content.trim().length > 0) text = true;
        } else if (node.kind === CDATA) {
          text = true;
        } else {
          other = true;
        }
      }
      if (text && (!other || !textWithLineBreaks)) nodePreserve = true;
    }
    stack.push({ element, next: 0, preserve, nodePreserve });
  };
  const processNode = (node: XmlNode, preserve: boolean) => {
    if (node.kind === ELEMENT) openElement(node, preserve);
    else if (node.kind === PI) processingInstruction(node);
    else content(node, preserve);
  };

  if (declaration) processingInstruction(declaration);
  for (const child of children) {
    processNode(child, false);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const nodes = frame.element.children!;
      if (frame.next < nodes.length) {
        const node = nodes[frame.next]!;
        frame.next += 1;
        processNode(node, frame.preserve || frame.nodePreserve);
        continue;
      }
      stack.pop();
      level -= 1;
      if (!frame.preserve && !frame.nodePreserve) newLine();
      out.push(closingTag(frame.element.name));
    }
  }
  const result = out.join('');
  return result.includes('\r\n') ? result.replace(/\r\n/g, '\n') : result;
}

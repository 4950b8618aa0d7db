import { readXml, type XmlDocument, type XmlElement, type XmlNode } from '../../lib/data-formats/xml-read';

/**
 * XML formatter. The app's one XML reader (src/lib/data-formats/xml-read.ts, also behind XML to
 * JSON) checks well-formedness — mismatched or unclosed tags, several roots, text outside the root,
 * duplicate attributes, undefined entities… — and throws ToolInputError('invalidXml') with
 * "Line L, column C: reason"; it runs the same on the page and in a worker. The document is then
 * printed from the reader's tree ("as written": references and attribute values untouched) with
 * the layout of xml-formatter 3.7 `{ indentation, collapseContent, lineSeparator: '\n' }` — the
 * library the spec names. A test compares both outputs on hand-picked and generated documents.
 *
 * Why not call the library: its parser looks for `?>` and `/>` from every start tag to the end of
 * the document (`indexOf`), so a document with neither after its first lines takes quadratic time
 * (a 5 MB catalogue without processing instructions: minutes; see docs/performance.md), and it
 * cannot read some well-formed documents (a DOCTYPE directly followed by the root, a `]` in the
 * internal subset, a `·` in a name, a processing instruction target outside ASCII), which this
 * printer formats. Where it departs from the library on purpose: an attribute named `__proto__` is
 * kept (the library drops it), a lone carriage return is a line break (the reader normalises line
 * breaks, as XML asks), and nesting of any depth is printed (no recursion).
 */

export interface FormatXmlOptions {
  /** Spaces per level, 0–10. */
  indentSize: number;
  /** An element holding only text stays on one line. */
  collapseContent: boolean;
}

export const DEFAULT_XML = '<hello><world>foo</world><world>bar</world></hello>';
export const MIN_INDENT_SIZE = 0;
export const MAX_INDENT_SIZE = 10;
export const DEFAULT_INDENT_SIZE = 2;

/** The Indent size field's text → a whole number in 0–10, or undefined (never clamped). */
export function parseIndentSize(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.0*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_INDENT_SIZE && value <= MAX_INDENT_SIZE ? value : undefined;
}

/** Checks then formats; malformed XML throws ToolInputError('invalidXml') with "Line L, column C: reason" as detail. Blank input gives ''. */
export function formatXml(text: string, options: FormatXmlOptions): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return printXml(readXml(trimmed, { asWritten: true }), { indentation: ' '.repeat(options.indentSize), collapseContent: options.collapseContent });
}

export interface PrintXmlOptions {
  /** One level of indentation. */
  indentation: string;
  collapseContent: boolean;
}

/** An element being printed: its children, the next one to print, and how they are printed. */
interface Frame {
  element: XmlElement;
  /** The children's text as printed, when collapsing trimmed some of it. */
  texts: (string | undefined)[] | undefined;
  next: number;
  /** The element's own `preserve` (white space kept as written) and its children's. */
  preserve: boolean;
  childrenPreserve: boolean;
}

/**
 * Prints a document read with `asWritten` as xml-formatter 3.7 prints it with
 * `{ indentation, collapseContent, lineSeparator: '\n' }`: one node per line, indented by depth;
 * text trimmed, white-space-only text dropped; `xml:space="preserve"` keeps an element's content
 * as written; with `collapseContent`, an element whose children are text (or CDATA), or text
 * without line breaks among other nodes, stays on one line as written; attributes re-quoted with
 * `"` (a `"` inside becomes `&quot;`); a processing instruction always starts a line, printed as
 * `<?target body?>` with its body trimmed.
 */
export function printXml(document: XmlDocument, { indentation, collapseContent }: PrintXmlOptions): string {
  let out = '';
  let level = 0;
  /** "\n" and the indentation of each level, made once. */
  const lineStarts: string[] = ['\n'];
  const newLine = () => {
    let start = lineStarts[level];
    if (start === undefined) {
      start = '\n' + indentation.repeat(level);
      lineStarts[level] = start;
    }
    out += start;
  };
  const content = (value: string, preserve: boolean) => {
    const shown = preserve ? value : value.trim();
    if (shown.length === 0) return;
    if (!preserve && out.length > 0) newLine();
    out += shown;
  };
  const instruction = (target: string, body: string) => {
    if (out.length > 0) newLine();
    out += `<?${target} ${body.trim()}?>`;
  };

  const stack: Frame[] = [];
  /** Prints a start tag; returns the frame of an element with children to print next. */
  const open = (element: XmlElement, preserve: boolean): Frame | undefined => {
    if (!preserve && out.length > 0) newLine();
    out += `<${element.name}`;
    let spacePreserve = false;
    for (const [name, value] of element.attributes) {
      out += ` ${name}="${value.includes('"') ? value.replaceAll('"', '&quot;') : value}"`;
      if (name === 'xml:space' && value === 'preserve') spacePreserve = true;
    }
    const children = element.children;
    if (element.selfClosing) {
      out += '/>';
      return undefined;
    }
    if (children.length === 0) {
      out += `></${element.name}>`;
      return undefined;
    }
    out += '>';
    level++;
    let childrenPreserve = spacePreserve || preserve;
    let texts: (string | undefined)[] | undefined;
    if (!childrenPreserve && collapseContent) {
      let hasText = false;
      let hasTextWithLineBreaks = false;
      let hasOther = false;
      const last = children.length - 1;
      for (let index = 0; index <= last; index++) {
        const child = children[index] as XmlNode;
        if (child.kind === 'text') {
          let value = child.text;
          if (value.includes('\n')) {
            hasTextWithLineBreaks = true;
            value = value.trim();
          } else if ((index === 0 || index === last) && value.trim().length === 0) value = '';
          if (value !== child.text) (texts ??= [])[index] = value;
          if (value.trim().length > 0 || children.length === 1) hasText = true;
        } else if (child.kind === 'cdata') hasText = true;
        else hasOther = true;
      }
      if (hasText && (!hasOther || !hasTextWithLineBreaks)) childrenPreserve = true;
    }
    return { element, texts, next: 0, preserve, childrenPreserve };
  };
  const close = (frame: Frame) => {
    level--;
    if (!frame.childrenPreserve) newLine();
    out += `</${frame.element.name}>`;
  };
  const node = (child: XmlNode, preserve: boolean, text: string | undefined) => {
    switch (child.kind) {
      case 'element': {
        const frame = open(child, preserve);
        if (frame) stack.push(frame);
        break;
      }
      case 'text':
        content(text ?? child.text, preserve);
        break;
      case 'cdata':
        content(`<![CDATA[${child.text}]]>`, preserve);
        break;
      case 'comment':
        content(`<!--${child.text}-->`, preserve);
        break;
      case 'instruction':
        instruction(child.target, child.body);
        break;
    }
  };

  const declaration = document.written?.declaration;
  if (declaration !== undefined) instruction('xml', declaration.slice(5, -2));
  const doctype = document.written?.doctype;
  document.nodes.forEach((top, index) => {
    if (doctype?.index === index) content(doctype.text, false);
    node(top, false, undefined);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1] as Frame;
      const children = frame.element.children;
      if (frame.next === children.length) {
        stack.pop();
        close(frame);
        continue;
      }
      const index = frame.next++;
      node(children[index] as XmlNode, frame.childrenPreserve, frame.texts?.[index]);
    }
  });
  if (doctype !== undefined && doctype.index === document.nodes.length) content(doctype.text, false);
  return out;
}

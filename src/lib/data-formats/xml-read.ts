import { ToolInputError } from '../errors';

/**
 * A small, strict XML 1.0 reader (with XML namespaces' prefix rule), written by hand so that it
 * runs the same in Node, on the page and in a worker (the browser's DOMParser does not exist in
 * workers). It checks well-formedness the way a browser's XML parser does and stops at the first
 * error with "Line L, column C: reason" (ToolInputError 'invalidXml'):
 *
 * - one root element; only comments, processing instructions, a DOCTYPE and white space around it;
 * - names are XML names; end tags match; attributes are quoted, unique, without `<`;
 * - references: the five predefined entities, `&#…;`/`&#x…;` to allowed characters, and general
 *   entities declared with a literal value in the internal DTD subset; anything else is an error;
 * - comments hold no `--`; `]]>` never appears in text; no forbidden control characters;
 * - the XML declaration only at the very start, with a version; a prefix (`a:b`) must be declared
 *   by an `xmlns:a` attribute in scope (`xml` is predeclared).
 *
 * Line breaks are normalised to `\n` and attribute values have their white space characters
 * turned into spaces, as the XML specification asks of every reader.
 */

export type XmlAttribute = readonly [name: string, value: string];

export type XmlNode =
  | { kind: 'element'; name: string; attributes: XmlAttribute[]; children: XmlNode[] }
  | { kind: 'text'; text: string }
  | { kind: 'cdata'; text: string }
  | { kind: 'comment'; text: string }
  | { kind: 'instruction'; target: string; body: string };

export type XmlElement = Extract<XmlNode, { kind: 'element' }>;

export interface XmlDocument {
  /** The pseudo-attributes of `<?xml …?>` (version, encoding, standalone), when present. */
  declaration?: XmlAttribute[];
  /** What the DOCTYPE says after `<!DOCTYPE ` (name, external id, internal subset), when present. */
  doctype?: string;
  /** Everything at the top level, in order: comments, instructions and the root element. */
  nodes: XmlNode[];
  root: XmlElement;
}

const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
/** An XML 1.0 Name (fifth edition). Combining marks (U+0300–U+036F) are name characters on purpose. */
// eslint-disable-next-line no-misleading-character-class -- ranges of code points, not combined characters
export const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_CHAR}]*$`, 'u');
// eslint-disable-next-line no-misleading-character-class -- same ranges
const NAME_AT = new RegExp(`[${NAME_START}][${NAME_CHAR}]*`, 'uy');
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
/** Entity expansion stops beyond this many characters (the "billion laughs" attack). */
const MAX_EXPANSION = 1_000_000;

export function isXmlName(name: string): boolean {
  return XML_NAME.test(name);
}

function isAllowedCodePoint(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

export function readXml(source: string): XmlDocument {
  const text = source.replace(/\r\n?/g, '\n');
  let pos = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const length = text.length;

  const fail = (reason: string, at = pos): never => {
    let line = 1;
    let lineStart = 0;
    for (let index = text.indexOf('\n'); index !== -1 && index < at; index = text.indexOf('\n', index + 1)) {
      line++;
      lineStart = index + 1;
    }
    throw new ToolInputError('invalidXml', { detail: `Line ${line}, column ${at - lineStart + 1}: ${reason}` });
  };

  const forbidden = FORBIDDEN_CHAR.exec(text);
  if (forbidden) fail(`the character U+${(forbidden[0].codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`, forbidden.index);

  const entities = new Map<string, string>();
  let expanded = 0;

  const skipSpaces = () => {
    while (pos < length) {
      const code = text.charCodeAt(pos);
      if (code !== 0x20 && code !== 0x0a && code !== 0x09 && code !== 0x0d) break;
      pos++;
    }
  };
  const readName = (what: string): string => {
    NAME_AT.lastIndex = pos;
    const match = NAME_AT.exec(text);
    if (!match) return fail(`${what} expected`);
    pos = NAME_AT.lastIndex;
    return match[0];
  };

  /** Decodes the references of a piece of text or attribute value (`at`: its offset, for errors). */
  const decode = (raw: string, at: number, depth = 0): string => {
    if (!raw.includes('&')) return raw;
    let out = '';
    let last = 0;
    for (let index = raw.indexOf('&'); index !== -1; index = raw.indexOf('&', last)) {
      out += raw.slice(last, index);
      const end = raw.indexOf(';', index);
      const name = end === -1 ? '' : raw.slice(index + 1, end);
      if (end === -1 || name === '') fail('"&" must start a reference such as &amp;', at + index);
      if (name.startsWith('#')) {
        const code = /^#x[0-9a-fA-F]+$/.test(name) ? Number.parseInt(name.slice(2), 16) : /^#[0-9]+$/.test(name) ? Number.parseInt(name.slice(1), 10) : Number.NaN;
        if (!isAllowedCodePoint(code)) fail(`&${name}; is not an allowed character reference`, at + index);
        out += String.fromCodePoint(code);
      } else if (PREDEFINED[name] !== undefined) out += PREDEFINED[name];
      else if (entities.has(name)) {
        if (depth > 16) fail(`the entity &${name}; refers to itself`, at + index);
        const value = decode(entities.get(name) as string, at + index, depth + 1);
        expanded += value.length;
        if (expanded > MAX_EXPANSION) fail('entities expand to more than a million characters', at + index);
        out += value;
      } else if (XML_NAME.test(name)) fail(`the entity &${name}; is not defined`, at + index);
      else fail('"&" must start a reference such as &amp;', at + index);
      last = end + 1;
    }
    return out + raw.slice(last);
  };

  const readAttributes = (closing: string): XmlAttribute[] => {
    const attributes: XmlAttribute[] = [];
    const seen = new Set<string>();
    for (;;) {
      const before = pos;
      skipSpaces();
      if (text.startsWith(closing, pos) || (closing === '>' && text.startsWith('/>', pos))) return attributes;
      if (pos >= length) fail('the tag is not closed');
      if (pos === before) fail('white space expected between attributes');
      const nameAt = pos;
      const name = readName('an attribute name');
      skipSpaces();
      if (text[pos] !== '=') fail(`"=" expected after the attribute ${name}`);
      pos++;
      skipSpaces();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`the value of ${name} must be quoted`);
      const end = text.indexOf(quote as string, pos + 1);
      if (end === -1) fail(`the value of ${name} is not closed`);
      const raw = text.slice(pos + 1, end);
      const lt = raw.indexOf('<');
      if (lt !== -1) fail(`"<" is not allowed in an attribute value`, pos + 1 + lt);
      if (seen.has(name)) fail(`the attribute ${name} is repeated`, nameAt);
      seen.add(name);
      attributes.push([name, decode(raw.replace(/[\t\n\r]/g, ' '), pos + 1)]);
      pos = end + 1;
    }
  };

  const readDoctype = (): string => {
    // pos is after "<!DOCTYPE"
    const start = pos;
    let depth = 0;
    while (pos < length) {
      const char = text[pos];
      if (char === '"' || char === "'") {
        const end = text.indexOf(char, pos + 1);
        if (end === -1) break;
        pos = end + 1;
        continue;
      }
      if (text.startsWith('<!--', pos)) {
        const end = text.indexOf('-->', pos + 4);
        if (end === -1) break;
        pos = end + 3;
        continue;
      }
      if (char === '[') depth++;
      else if (char === ']') depth--;
      else if (char === '>' && depth === 0) {
        const body = text.slice(start, pos).trim();
        pos++;
        const subset = /\[([\s\S]*)\]/.exec(body)?.[1] ?? '';
        // eslint-disable-next-line no-misleading-character-class -- same ranges
        const declaration = new RegExp(`<!ENTITY\\s+([${NAME_START}][${NAME_CHAR}]*)\\s+(?:"([^"]*)"|'([^']*)')\\s*>`, 'gu');
        for (const match of subset.matchAll(declaration)) {
          const name = match[1] as string;
          if (!entities.has(name)) entities.set(name, match[2] ?? match[3] ?? '');
        }
        return body;
      }
      pos++;
    }
    return fail('the DOCTYPE is not closed', start);
  };

  const nodes: XmlNode[] = [];
  let declaration: XmlAttribute[] | undefined;
  let doctype: string | undefined;
  let root: XmlElement | undefined;
  const stack: XmlElement[] = [];
  /** Declared namespace prefixes per open element (undefined: declares none). */
  const scopes: (Set<string> | undefined)[] = [];

  const prefixDeclared = (prefix: string): boolean => {
    if (prefix === 'xml' || prefix === 'xmlns') return true;
    for (let index = scopes.length - 1; index >= 0; index--) if (scopes[index]?.has(prefix)) return true;
    return false;
  };
  const checkPrefix = (name: string, at: number) => {
    const colon = name.indexOf(':');
    if (colon === -1) return;
    const prefix = name.slice(0, colon);
    if (colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) !== -1) fail(`${name} is not a valid qualified name`, at);
    if (!prefixDeclared(prefix)) fail(`the namespace prefix ${prefix} is not declared`, at);
  };

  const add = (node: XmlNode) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else nodes.push(node);
  };

  if (text.startsWith('<?xml', pos) && /[\s?]/.test(text[pos + 5] ?? '')) {
    pos += 5;
    const attributes = readAttributes('?>');
    if (attributes[0]?.[0] !== 'version') fail('the XML declaration must start with its version');
    for (const [name] of attributes) if (!['version', 'encoding', 'standalone'].includes(name)) fail(`${name} is not allowed in the XML declaration`);
    declaration = attributes;
    pos += 2;
  }

  while (pos < length) {
    const lt = text.indexOf('<', pos);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > pos) {
      const raw = text.slice(pos, textEnd);
      if (stack.length === 0) {
        const junk = raw.search(/\S/);
        if (junk !== -1) fail(root ? 'text is not allowed after the root element' : 'text is not allowed before the root element', pos + junk);
      } else {
        const bad = raw.indexOf(']]>');
        if (bad !== -1) fail('"]]>" is not allowed in text', pos + bad);
        const value = decode(raw, pos);
        const parent = stack[stack.length - 1] as XmlElement;
        const previous = parent.children[parent.children.length - 1];
        if (previous?.kind === 'text') previous.text += value;
        else parent.children.push({ kind: 'text', text: value });
      }
      pos = textEnd;
    }
    if (pos >= length) break;
    const tagStart = pos;
    if (text.startsWith('<!--', pos)) {
      const end = text.indexOf('-->', pos + 4);
      if (end === -1) fail('the comment is not closed');
      const body = text.slice(pos + 4, end);
      const dashes = body.indexOf('--');
      if (dashes !== -1 || body.endsWith('-')) fail('"--" is not allowed inside a comment', pos + 4 + (dashes === -1 ? body.length - 1 : dashes));
      add({ kind: 'comment', text: body });
      pos = end + 3;
    } else if (text.startsWith('<![CDATA[', pos)) {
      if (stack.length === 0) fail('CDATA is only allowed inside an element');
      const end = text.indexOf(']]>', pos + 9);
      if (end === -1) fail('the CDATA section is not closed');
      add({ kind: 'cdata', text: text.slice(pos + 9, end) });
      pos = end + 3;
    } else if (text.startsWith('<!DOCTYPE', pos)) {
      if (stack.length > 0 || root || doctype !== undefined) fail('the DOCTYPE must come once, before the root element');
      pos += 9;
      doctype = readDoctype();
    } else if (text.startsWith('<?', pos)) {
      pos += 2;
      const target = readName('a processing instruction target');
      if (target.toLowerCase() === 'xml') fail('the XML declaration is only allowed at the very start', tagStart);
      const end = text.indexOf('?>', pos);
      if (end === -1) fail('the processing instruction is not closed');
      if (end > pos && !/\s/.test(text[pos] ?? '')) fail('white space expected after the processing instruction target');
      add({ kind: 'instruction', target, body: text.slice(pos, end).replace(/^\s+/, '') });
      pos = end + 2;
    } else if (text[pos + 1] === '/') {
      pos += 2;
      const name = readName('an element name');
      skipSpaces();
      if (text[pos] !== '>') fail(`">" expected to close </${name}`);
      const open = stack.pop();
      scopes.pop();
      if (!open) fail(`the end tag </${name}> has no start tag`, tagStart);
      else if (open.name !== name) fail(`the end tag </${name}> does not match <${open.name}>`, tagStart);
      pos++;
    } else {
      pos++;
      if (stack.length === 0 && root) fail('only one root element is allowed', tagStart);
      const name = readName('an element name');
      const attributes = readAttributes('>');
      const selfClosing = text.startsWith('/>', pos);
      pos += selfClosing ? 2 : 1;
      let declared: Set<string> | undefined;
      for (const [attribute, value] of attributes) {
        if (attribute.startsWith('xmlns:')) {
          if (value === '') fail(`the namespace prefix ${attribute.slice(6)} cannot be undeclared in XML 1.0`, tagStart);
          (declared ??= new Set()).add(attribute.slice(6));
        }
      }
      scopes.push(declared);
      checkPrefix(name, tagStart + 1);
      for (const [attribute] of attributes) if (!attribute.startsWith('xmlns:')) checkPrefix(attribute, tagStart);
      const element: XmlElement = { kind: 'element', name, attributes, children: [] };
      add(element);
      if (stack.length === 0) root = element;
      if (selfClosing) scopes.pop();
      else stack.push(element);
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) fail(`the element <${unclosed.name}> is not closed`, length);
  if (!root) fail('the document has no root element', length);
  return { ...(declaration ? { declaration } : {}), ...(doctype !== undefined ? { doctype } : {}), nodes, root: root as XmlElement };
}

import { ToolInputError } from '../errors';

/**
 * The app's one XML reader: a small, strict XML 1.0 reader (with XML namespaces' rules), written by
 * hand so that it runs the same in Node, on the page and in a worker (the browser's DOMParser does
 * not exist in workers). XML to JSON and the XML formatter both use it, so a document is accepted or
 * refused the same way everywhere, with the same message. It checks well-formedness the way a
 * browser's XML parser (libxml2) does and stops at the first error with "Line L, column C: reason"
 * (ToolInputError 'invalidXml'; lines and columns from 1, columns in UTF-16 code units):
 *
 * - one root element; only comments, processing instructions, a DOCTYPE and XML white space around it;
 * - names are XML names; end tags match; attributes are quoted, unique, without `<`;
 * - the XML declaration only at the very start: version 1.x, then optionally encoding (a name) and
 *   standalone (yes or no), in that order;
 * - the DOCTYPE: a name, an optional SYSTEM or PUBLIC identifier, an optional internal subset made
 *   of markup declarations, parameter-entity references, comments and processing instructions;
 * - references: the five predefined entities, `&#…;`/`&#x…;` to allowed characters, and general
 *   entities declared in the internal DTD subset. Another named entity is an error, unless the
 *   DOCTYPE names an external DTD or its subset references parameter entities (and the declaration
 *   does not say standalone="yes"): its declaration may then be out of sight, and it is kept as
 *   written, as a non-validating parser must;
 * - comments hold no `--`; `]]>` never appears in text; no forbidden control characters;
 * - namespaces: a prefix (`a:b`) must be declared by an `xmlns:a` attribute in scope (`xml` is
 *   predeclared), qualified names have one colon between two names, `xmlns:a=""` and declaring the
 *   `xmlns` prefix are errors, and one attribute may not appear twice under two prefixes of the
 *   same namespace.
 *
 * Line breaks are normalised to `\n`. By default references are replaced and attribute values have
 * their white space characters turned into spaces, as the XML specification asks of every reader;
 * `asWritten` keeps text and attribute values as written instead (references checked, not
 * replaced) and records the declaration's and the DOCTYPE's text, for printers.
 */

export type XmlAttribute = readonly [name: string, value: string];

export type XmlNode =
  | { kind: 'element'; name: string; attributes: XmlAttribute[]; children: XmlNode[]; selfClosing?: true }
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
  /** With `asWritten`: `<?xml …?>` and `<!DOCTYPE …>` as written, and how many of `nodes` come before the DOCTYPE. */
  written?: { declaration?: string; doctype?: { text: string; index: number } };
}

export interface XmlReadOptions {
  /** Text and attribute values as written (references checked but not replaced, attribute white space kept). */
  asWritten?: boolean;
}

const NAME_START = ':A-Z_a-z\\u00C0-\\u00D6\\u00D8-\\u00F6\\u00F8-\\u02FF\\u0370-\\u037D\\u037F-\\u1FFF\\u200C-\\u200D\\u2070-\\u218F\\u2C00-\\u2FEF\\u3001-\\uD7FF\\uF900-\\uFDCF\\uFDF0-\\uFFFD\\u{10000}-\\u{EFFFF}';
const NAME_CHAR = `${NAME_START}\\-.0-9\\u00B7\\u0300-\\u036F\\u203F-\\u2040`;
/** An XML 1.0 Name (fifth edition). Combining marks (U+0300–U+036F) are name characters on purpose. */
// eslint-disable-next-line no-misleading-character-class -- ranges of code points, not combined characters
export const XML_NAME = new RegExp(`^[${NAME_START}][${NAME_CHAR}]*$`, 'u');
// eslint-disable-next-line no-control-regex -- these are exactly the characters XML forbids
const FORBIDDEN_CHAR = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const SURROGATE = /[\uD800-\uDFFF]/;
const PREDEFINED: Record<string, string> = { lt: '<', gt: '>', amp: '&', apos: "'", quot: '"' };
/** Entity expansion stops beyond this many characters (the "billion laughs" attack). */
const MAX_EXPANSION = 1_000_000;
const NOT_XML_SPACE = /[^ \t\n\r]/;

export function isXmlName(name: string): boolean {
  return XML_NAME.test(name);
}

function isAllowedCodePoint(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

/** A UTF-16 unit that may start a name (astral letters: their high surrogate, checked with the next unit by the caller). */
function isNameStartUnit(code: number): boolean {
  if (code < 0x80) return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a;
  return (
    (code >= 0xc0 && code <= 0xd6) ||
    (code >= 0xd8 && code <= 0xf6) ||
    (code >= 0xf8 && code <= 0x2ff) ||
    (code >= 0x370 && code <= 0x37d) ||
    (code >= 0x37f && code <= 0x1fff) ||
    (code >= 0x200c && code <= 0x200d) ||
    (code >= 0x2070 && code <= 0x218f) ||
    (code >= 0x2c00 && code <= 0x2fef) ||
    (code >= 0x3001 && code <= 0xd7ff) ||
    (code >= 0xf900 && code <= 0xfdcf) ||
    (code >= 0xfdf0 && code <= 0xfffd)
  );
}

/** ASCII name characters, by code: 1 (the test below, made once: names are read a million times in a 5 MB document). */
const ASCII_NAME = Uint8Array.from({ length: 0x80 }, (_, code) => (isNameStartUnit(code) || code === 0x2d || code === 0x2e || (code >= 0x30 && code <= 0x39) ? 1 : 0));

function isNameUnit(code: number): boolean {
  if (code < 0x80) return ASCII_NAME[code] === 1;
  return isNameStartUnit(code) || code === 0xb7 || (code >= 0x300 && code <= 0x36f) || (code >= 0x203f && code <= 0x2040);
}

/** U+10000–U+EFFFF are name characters: a high surrogate D800–DB7F followed by a low one. */
function isAstralNameAt(text: string, at: number): boolean {
  const high = text.charCodeAt(at);
  const low = text.charCodeAt(at + 1);
  return high >= 0xd800 && high <= 0xdb7f && low >= 0xdc00 && low <= 0xdfff;
}

function isSpaceCode(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

export function readXml(source: string, options: XmlReadOptions = {}): XmlDocument {
  const asWritten = options.asWritten === true;
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
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

  const forbiddenAt = (at: number): never => fail(`the character U+${text.charCodeAt(at).toString(16).toUpperCase().padStart(4, '0')} is not allowed in XML`, at);
  const forbidden = FORBIDDEN_CHAR.exec(text);
  if (forbidden) forbiddenAt(forbidden.index);
  // Surrogates must come in pairs (a lone one is not a character); most documents have none.
  const surrogate = SURROGATE.exec(text);
  if (surrogate) {
    for (let index = surrogate.index; index < length; index++) {
      const code = text.charCodeAt(index);
      if (code < 0xd800 || code > 0xdfff) continue;
      const next = text.charCodeAt(index + 1);
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) forbiddenAt(index);
      index++;
    }
  }

  const entities = new Map<string, string | undefined>();
  /** Entities may be declared where this reader cannot see (an external DTD, parameter entities). */
  let entitiesUnknown = false;
  let standalone = false;
  let expanded = 0;

  const skipSpaces = (): boolean => {
    const start = pos;
    while (pos < length && isSpaceCode(text.charCodeAt(pos))) pos++;
    return pos > start;
  };
  /** The length of the XML name at `at` (0: none). */
  const nameLength = (at: number): number => {
    let index = at;
    const first = text.charCodeAt(index);
    if (isNameStartUnit(first)) index++;
    else if (isAstralNameAt(text, index)) index += 2;
    else return 0;
    while (index < length) {
      const code = text.charCodeAt(index);
      if (isNameUnit(code)) index++;
      else if (code >= 0xd800 && isAstralNameAt(text, index)) index += 2;
      else break;
    }
    return index - at;
  };
  const readName = (what: string): string => {
    const size = nameLength(pos);
    if (size === 0) return fail(`${what} expected`);
    pos += size;
    return text.slice(pos - size, pos);
  };

  /** Decodes the references of a piece of text or attribute value (`at`: its offset, for errors). */
  const decode = (raw: string, at: number, depth = 0): string => {
    if (!raw.includes('&')) return raw;
    let out = '';
    let last = 0;
    for (let index = raw.indexOf('&'); index !== -1; index = raw.indexOf('&', last)) {
      out += raw.slice(last, index);
      let end = index + 1;
      if (raw.charCodeAt(end) === 0x23) end++;
      for (let code = raw.charCodeAt(end); isNameUnit(code) || (code >= 0xd800 && code <= 0xdfff); code = raw.charCodeAt(end)) end++;
      const name = raw.slice(index + 1, end);
      if (name === '' || name === '#') fail('"&" must start a reference such as &amp;', at + index);
      if (raw.charCodeAt(end) !== 0x3b) fail(`";" expected after &${name}`, at + index);
      if (name.startsWith('#')) {
        const code = /^#x[0-9a-fA-F]+$/.test(name) ? Number.parseInt(name.slice(2), 16) : /^#[0-9]+$/.test(name) ? Number.parseInt(name.slice(1), 10) : Number.NaN;
        if (!isAllowedCodePoint(code)) fail(`&${name}; is not an allowed character reference`, at + index);
        out += String.fromCodePoint(code);
      } else if (PREDEFINED[name] !== undefined) out += PREDEFINED[name];
      else if (entities.has(name)) {
        const declared = entities.get(name);
        if (declared === undefined) out += `&${name};`;
        else {
          if (depth > 16) fail(`the entity &${name}; refers to itself`, at + index);
          const value = decode(declared, at + index, depth + 1);
          expanded += value.length;
          if (expanded > MAX_EXPANSION) fail('entities expand to more than a million characters', at + index);
          out += value;
        }
      } else if (!XML_NAME.test(name)) fail('"&" must start a reference such as &amp;', at + index);
      else if (entitiesUnknown && !standalone) out += `&${name};`;
      else fail(`the entity &${name}; is not defined`, at + index);
      last = end + 1;
    }
    return out + raw.slice(last);
  };

  /** The attributes of a start tag (or the XML declaration) that began at `tagStart`, up to `closing`. */
  const readAttributes = (closing: string, tagStart: number): [XmlAttribute[], number[]] => {
    const attributes: XmlAttribute[] = [];
    const offsets: number[] = [];
    let seen: Set<string> | undefined;
    for (;;) {
      const spaced = skipSpaces();
      const code = text.charCodeAt(pos);
      if (closing === '>' ? code === 0x3e || (code === 0x2f && text.charCodeAt(pos + 1) === 0x3e) : text.startsWith(closing, pos)) return [attributes, offsets];
      if (pos >= length) fail('the tag is not closed', tagStart);
      if (!spaced) fail('white space expected between attributes');
      const nameAt = pos;
      const name = readName('an attribute name');
      skipSpaces();
      if (text.charCodeAt(pos) !== 0x3d) fail(`"=" expected after the attribute ${name}`);
      pos++;
      skipSpaces();
      const quote = text[pos];
      if (quote !== '"' && quote !== "'") fail(`the value of ${name} must be quoted`);
      const end = text.indexOf(quote as string, pos + 1);
      if (end === -1) fail(`the value of ${name} is not closed`);
      const raw = text.slice(pos + 1, end);
      const lt = raw.indexOf('<');
      if (lt !== -1) fail(`"<" is not allowed in an attribute value`, pos + 1 + lt);
      if (attributes.length < 16) {
        for (let index = 0; index < attributes.length; index++) if ((attributes[index] as XmlAttribute)[0] === name) fail(`the attribute ${name} is repeated`, nameAt);
      } else {
        seen ??= new Set(attributes.map(([attribute]) => attribute));
        if (seen.has(name)) fail(`the attribute ${name} is repeated`, nameAt);
        seen.add(name);
      }
      const decoded = decode(asWritten ? raw : raw.replace(/[\t\n]/g, ' '), pos + 1);
      attributes.push([name, asWritten ? raw : decoded]);
      offsets.push(nameAt);
      pos = end + 1;
    }
  };

  const readComment = (): string => {
    const end = text.indexOf('-->', pos + 4);
    if (end === -1) fail('the comment is not closed');
    const body = text.slice(pos + 4, end);
    const dashes = body.indexOf('--');
    if (dashes !== -1 || body.endsWith('-')) fail('"--" is not allowed inside a comment', pos + 4 + (dashes === -1 ? body.length - 1 : dashes));
    pos = end + 3;
    return body;
  };

  /** `<?target body?>` at pos; the XML declaration is refused here. */
  const readInstruction = (): { target: string; body: string } => {
    const tagStart = pos;
    pos += 2;
    const target = readName('a processing instruction target');
    if (target.toLowerCase() === 'xml') fail('the XML declaration is only allowed at the very start', tagStart);
    const end = text.indexOf('?>', pos);
    if (end === -1) fail('the processing instruction is not closed', tagStart);
    if (end > pos && !isSpaceCode(text.charCodeAt(pos))) fail('white space expected after the processing instruction target');
    const body = text.slice(pos, end);
    pos = end + 2;
    return { target, body: body.replace(/^[ \t\n\r]+/, '') };
  };

  /** A quoted literal at pos (a system or public identifier, an entity value); returns its content. */
  const readLiteral = (what: string): string => {
    const quote = text[pos];
    if (quote !== '"' && quote !== "'") return fail(`${what} expected in quotes`);
    const end = text.indexOf(quote, pos + 1);
    if (end === -1) fail(`${what} is not closed`);
    const value = text.slice(pos + 1, end);
    pos = end + 1;
    return value;
  };

  /** After a SYSTEM or PUBLIC keyword (pos on it): the identifiers. */
  const readExternalId = () => {
    const isPublic = text.startsWith('PUBLIC', pos);
    pos += 6;
    if (!skipSpaces()) fail(`white space expected after ${isPublic ? 'PUBLIC' : 'SYSTEM'}`);
    if (isPublic) {
      readLiteral('the public identifier');
      if (!skipSpaces()) fail('white space expected after the public identifier');
    }
    readLiteral('the system identifier');
  };

  /** The rest of a markup declaration of the internal subset, up to its `>`, over quoted literals. */
  const skipDeclaration = (start: number) => {
    for (;;) {
      if (pos >= length) fail('the DOCTYPE is not closed', start);
      const code = text.charCodeAt(pos);
      if (code === 0x22 || code === 0x27) readLiteral('a literal');
      else if (code === 0x3e) {
        pos++;
        return;
      } else {
        if (code === 0x25) entitiesUnknown = true;
        pos++;
      }
    }
  };

  /** `<!DOCTYPE …>` at pos; returns its text after `<!DOCTYPE`, trimmed. */
  const readDoctype = (): string => {
    const start = pos;
    pos += 9;
    if (!skipSpaces()) fail('white space expected after <!DOCTYPE');
    readName('a document type name');
    const spaced = skipSpaces();
    if (spaced && (text.startsWith('SYSTEM', pos) || text.startsWith('PUBLIC', pos))) {
      readExternalId();
      entitiesUnknown = true;
      skipSpaces();
    }
    if (text.charCodeAt(pos) === 0x5b) {
      pos++;
      for (;;) {
        skipSpaces();
        if (pos >= length) fail('the DOCTYPE is not closed', start);
        if (text.charCodeAt(pos) === 0x5d) {
          pos++;
          break;
        }
        if (text.charCodeAt(pos) === 0x25) {
          pos++;
          readName('a parameter entity name');
          if (text.charCodeAt(pos) !== 0x3b) fail('";" expected after a parameter entity reference');
          pos++;
          entitiesUnknown = true;
        } else if (text.startsWith('<!--', pos)) readComment();
        else if (text.startsWith('<?', pos)) readInstruction();
        else if (text.startsWith('<!ENTITY', pos)) {
          const declarationStart = pos;
          pos += 8;
          if (!skipSpaces()) fail('white space expected after <!ENTITY');
          const parameter = text.charCodeAt(pos) === 0x25;
          if (parameter) {
            pos++;
            if (!skipSpaces()) fail('white space expected after %');
          }
          const name = readName('an entity name');
          if (!skipSpaces()) fail(`white space expected after the entity name ${name}`);
          let value: string | undefined;
          if (text.startsWith('SYSTEM', pos) || text.startsWith('PUBLIC', pos)) readExternalId();
          else value = readLiteral(`the value of the entity ${name}`);
          skipDeclaration(declarationStart);
          // The first declaration of an entity is the binding one; an external entity's text is unknown.
          if (!parameter && !entities.has(name)) entities.set(name, value);
        } else if (/^<!(ELEMENT|ATTLIST|NOTATION)[ \t\n\r]/.test(text.slice(pos, pos + 11))) {
          const declarationStart = pos;
          pos += 2;
          skipDeclaration(declarationStart);
        } else fail('a markup declaration, a comment or a processing instruction expected in the DOCTYPE');
      }
      skipSpaces();
    }
    if (pos >= length) fail('the DOCTYPE is not closed', start);
    if (text.charCodeAt(pos) !== 0x3e) fail('">" expected to close the DOCTYPE');
    pos++;
    return text.slice(start + 9, pos - 1).trim();
  };

  const nodes: XmlNode[] = [];
  let declaration: XmlAttribute[] | undefined;
  let doctype: string | undefined;
  const written: NonNullable<XmlDocument['written']> = {};
  let root: XmlElement | undefined;
  const stack: XmlElement[] = [];
  /** Namespace declarations in scope, innermost last: prefix, URI. */
  const namespaces: [prefix: string, uri: string][] = [['xml', 'http://www.w3.org/XML/1998/namespace']];
  /** How many namespace declarations were in scope before each open element. */
  const scopes: number[] = [];

  const namespaceOf = (prefix: string): string | undefined => {
    for (let index = namespaces.length - 1; index >= 0; index--) {
      const entry = namespaces[index] as [string, string];
      if (entry[0] === prefix) return entry[1];
    }
    return undefined;
  };
  /** A qualified name: one colon, between two names (the local part cannot start with a digit, "-" or "."). */
  const checkQualifiedName = (name: string, colon: number, at: number) => {
    const localStart = name.charCodeAt(colon + 1);
    if (colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) !== -1 || !(isNameStartUnit(localStart) || (localStart >= 0xd800 && isAstralNameAt(name, colon + 1)))) {
      fail(`${name} is not a valid qualified name`, at);
    }
  };
  /** The namespace of a prefixed name (undefined: not prefixed); an undeclared prefix is an error. */
  const prefixNamespace = (name: string, at: number): string | undefined => {
    const colon = name.indexOf(':');
    if (colon === -1) return undefined;
    checkQualifiedName(name, colon, at);
    const prefix = name.slice(0, colon);
    const uri = namespaceOf(prefix);
    if (uri === undefined) fail(`the namespace prefix ${prefix} is not declared`, at);
    return uri;
  };

  const add = (node: XmlNode) => {
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else nodes.push(node);
  };

  if (text.startsWith('<?xml', pos) && /[ \t\n\r?]/.test(text[pos + 5] ?? '')) {
    const start = pos;
    pos += 5;
    const [attributes, offsets] = readAttributes('?>', start);
    if (attributes[0]?.[0] !== 'version') fail('the XML declaration must start with its version', offsets[0] ?? pos);
    const order = ['version', 'encoding', 'standalone'];
    let last = -1;
    attributes.forEach(([name, value], index) => {
      const at = offsets[index] as number;
      const rank = order.indexOf(name);
      if (rank === -1) fail(`${name} is not allowed in the XML declaration`, at);
      if (rank < last) fail('the XML declaration gives version, encoding and standalone in that order', at);
      last = rank;
      if (name === 'version' && !/^1\.[0-9]+$/.test(value)) fail(`"${value}" is not an XML version (1.0, 1.1…)`, at);
      if (name === 'encoding' && !/^[A-Za-z][A-Za-z0-9._-]*$/.test(value)) fail(`"${value}" is not an encoding name`, at);
      if (name === 'standalone' && value !== 'yes' && value !== 'no') fail('standalone must be "yes" or "no"', at);
    });
    standalone = attributes.some(([name, value]) => name === 'standalone' && value === 'yes');
    declaration = attributes;
    pos += 2;
    if (asWritten) written.declaration = text.slice(start, pos);
  }

  while (pos < length) {
    const lt = text.indexOf('<', pos);
    const textEnd = lt === -1 ? length : lt;
    if (textEnd > pos) {
      const raw = text.slice(pos, textEnd);
      if (stack.length === 0) {
        const junk = raw.search(NOT_XML_SPACE);
        if (junk !== -1) fail(root ? 'text is not allowed after the root element' : 'text is not allowed before the root element', pos + junk);
      } else {
        const bad = raw.indexOf(']]>');
        if (bad !== -1) fail('"]]>" is not allowed in text', pos + bad);
        const value = decode(raw, pos);
        (stack[stack.length - 1] as XmlElement).children.push({ kind: 'text', text: asWritten ? raw : value });
      }
      pos = textEnd;
    }
    if (pos >= length) break;
    const tagStart = pos;
    const next = text.charCodeAt(pos + 1);
    if (next === 0x2f) {
      pos += 2;
      const name = readName('an element name');
      skipSpaces();
      if (text.charCodeAt(pos) !== 0x3e) fail(`">" expected to close </${name}`);
      const open = stack.pop();
      if (!open) fail(`the end tag </${name}> has no start tag`, tagStart);
      else if (open.name !== name) fail(`the end tag </${name}> does not match <${open.name}>`, tagStart);
      namespaces.length = scopes.pop() as number;
      pos++;
    } else if (next === 0x21) {
      if (text.startsWith('<!--', pos)) add({ kind: 'comment', text: readComment() });
      else if (text.startsWith('<![CDATA[', pos)) {
        if (stack.length === 0) fail('CDATA is only allowed inside an element');
        const end = text.indexOf(']]>', pos + 9);
        if (end === -1) fail('the CDATA section is not closed');
        add({ kind: 'cdata', text: text.slice(pos + 9, end) });
        pos = end + 3;
      } else if (text.startsWith('<!DOCTYPE', pos)) {
        if (stack.length > 0 || root || doctype !== undefined) fail('the DOCTYPE must come once, before the root element');
        doctype = readDoctype();
        if (asWritten) written.doctype = { text: text.slice(tagStart, pos), index: nodes.length };
      } else fail('an element name expected', pos + 1);
    } else if (next === 0x3f) {
      add({ kind: 'instruction', ...readInstruction() });
    } else {
      pos++;
      if (stack.length === 0 && root) fail('only one root element is allowed', tagStart);
      const name = readName('an element name');
      const [attributes, offsets] = readAttributes('>', tagStart);
      const selfClosing = text.charCodeAt(pos) === 0x2f;
      pos += selfClosing ? 2 : 1;
      scopes.push(namespaces.length);
      let prefixed = false;
      for (let index = 0; index < attributes.length; index++) {
        const [attribute, value] = attributes[index] as XmlAttribute;
        if (attribute.charCodeAt(0) === 0x78 && attribute.startsWith('xmlns:')) {
          const at = offsets[index] as number;
          checkQualifiedName(attribute, 5, at);
          const prefix = attribute.slice(6);
          if (prefix === 'xmlns') fail('the prefix xmlns cannot be declared', at);
          if (value === '') fail(`the namespace prefix ${prefix} cannot be undeclared in XML 1.0`, at);
          namespaces.push([prefix, asWritten ? decode(value, at) : value]);
        } else if (attribute.includes(':')) prefixed = true;
      }
      prefixNamespace(name, tagStart + 1);
      if (prefixed) {
        const seen = new Set<string>();
        for (let index = 0; index < attributes.length; index++) {
          const attribute = (attributes[index] as XmlAttribute)[0];
          if (attribute.startsWith('xmlns:') || !attribute.includes(':')) continue;
          const at = offsets[index] as number;
          const uri = prefixNamespace(attribute, at) as string;
          const key = `${uri} ${attribute.slice(attribute.indexOf(':') + 1)}`;
          if (seen.has(key)) fail(`the attribute ${attribute.slice(attribute.indexOf(':') + 1)} is repeated in the namespace ${uri}`, at);
          seen.add(key);
        }
      }
      const element: XmlElement = selfClosing ? { kind: 'element', name, attributes, children: [], selfClosing: true } : { kind: 'element', name, attributes, children: [] };
      add(element);
      if (stack.length === 0) root = element;
      if (selfClosing) namespaces.length = scopes.pop() as number;
      else stack.push(element);
    }
  }
  const unclosed = stack[stack.length - 1];
  if (unclosed) fail(`the element <${unclosed.name}> is not closed`, length);
  if (!root) fail('the document has no root element', length);
  return {
    ...(declaration ? { declaration } : {}),
    ...(doctype !== undefined ? { doctype } : {}),
    nodes,
    root: root as XmlElement,
    ...(asWritten ? { written } : {}),
  };
}

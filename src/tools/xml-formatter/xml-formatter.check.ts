/**
 * A single-pass XML 1.0 well-formedness checker for documents too large for the page's DOMParser
 * (which blocks the page's thread; it does not exist in workers). It rejects what the browser's
 * parser rejects for everyday documents — mismatched or unclosed tags, several roots, text outside
 * the root, duplicate attributes, undefined entities, malformed names, attributes, comments, CDATA
 * sections, processing instructions, character references and characters not allowed in XML — and
 * tells where, as "error on line L at column C: message" (lines and columns from 1, columns in
 * UTF-16 code units, messages worded like libxml2's, the parser behind Chromium's DOMParser), and
 * namespace errors as DOMParser reports them (undeclared prefixes, malformed qualified names, an
 * attribute twice under two prefixes of one namespace).
 *
 * Entities: the five predefined ones and character references are always defined; so are the
 * general entities declared in the internal DTD subset. When the document type names an external
 * DTD or its internal subset references parameter entities, entity declarations may be elsewhere:
 * undefined named entities are then accepted (as a non-validating parser that does not fetch the
 * DTD must do). The DTD's declarations themselves are only scanned, not validated.
 */

export interface XmlSyntaxError {
  message: string;
  /** From 1. */
  line: number;
  /** From 1, in UTF-16 code units. */
  column: number;
  offset: number;
}

class Failure {
  constructor(
    readonly offset: number,
    readonly message: string,
  ) {}
}

const PREDEFINED = new Set(['amp', 'lt', 'gt', 'quot', 'apos']);

function isSpace(code: number): boolean {
  return code === 0x20 || code === 0x0a || code === 0x09 || code === 0x0d;
}

function isNameStart(code: number): boolean {
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
    (code >= 0xfdf0 && code <= 0xfffd) ||
    // Surrogates: astral characters (#x10000-#xEFFFF are name characters).
    (code >= 0xd800 && code <= 0xdfff)
  );
}

function isNameChar(code: number): boolean {
  if (code < 0x80) return isNameStart(code) || code === 0x2d || code === 0x2e || (code >= 0x30 && code <= 0x39);
  return isNameStart(code) || code === 0xb7 || (code >= 0x300 && code <= 0x36f) || (code >= 0x203f && code <= 0x2040);
}

/** Characters XML 1.0 allows (a UTF-16 code unit; surrogate pairs are checked by the caller). */
function isXmlChar(code: number): boolean {
  return code >= 0x20 ? code <= 0xd7ff || (code >= 0xe000 && code <= 0xfffd) || (code >= 0xd800 && code <= 0xdfff) : code === 0x09 || code === 0x0a || code === 0x0d;
}

function isXmlCodePoint(value: number): boolean {
  return value === 0x9 || value === 0xa || value === 0xd || (value >= 0x20 && value <= 0xd7ff) || (value >= 0xe000 && value <= 0xfffd) || (value >= 0x10000 && value <= 0x10ffff);
}

/** Line and column (from 1) of an offset. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) {
    line += 1;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** The message shown under the field: "error on line 1 at column 7: …". */
export function describeXmlError(error: XmlSyntaxError): string {
  return `error on line ${error.line} at column ${error.column}: ${error.message}`;
}

/** undefined when the text is a well-formed XML document, else the first error and where it is. */
export function checkXml(text: string): XmlSyntaxError | undefined {
  try {
    new Checker(text).document();
    return undefined;
  } catch (error) {
    if (!(error instanceof Failure)) throw error;
    const { line, column } = positionOf(text, error.offset);
    return { message: error.message, line, column, offset: error.offset };
  }
}

class Checker {
  private pos = 0;
  private readonly length: number;
  private readonly entities = new Set<string>();
  /** Entities may be declared where this checker cannot see (external DTD, parameter entities). */
  private entitiesUnknown = false;

  constructor(private readonly text: string) {
    this.length = text.length;
  }

  private fail(message: string, offset = this.pos): never {
    throw new Failure(offset, message);
  }

  private code(at = this.pos): number {
    return at < this.length ? this.text.charCodeAt(at) : -1;
  }

  private startsWith(prefix: string): boolean {
    return this.text.startsWith(prefix, this.pos);
  }

  private skipSpaces(): boolean {
    const start = this.pos;
    while (isSpace(this.code())) this.pos += 1;
    return this.pos > start;
  }

  private name(message: string): string {
    const start = this.pos;
    if (!isNameStart(this.code())) this.fail(message);
    this.pos += 1;
    while (this.pos < this.length && isNameChar(this.text.charCodeAt(this.pos))) this.pos += 1;
    return this.text.slice(start, this.pos);
  }

  /** Checks every character of text[from, to) is allowed in XML. */
  private checkChars(from: number, to: number, what: string) {
    const text = this.text;
    for (let index = from; index < to; index += 1) {
      const code = text.charCodeAt(index);
      if (code >= 0x20 && code < 0xd800) continue;
      if (!isXmlChar(code)) this.fail(`${what} invalid Char value ${code}`, index);
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = text.charCodeAt(index + 1);
        if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) this.fail(`${what} invalid Char value ${code}`, index);
        index += 1;
      }
    }
  }

  document() {
    if (this.startsWith('<?xml') && (isSpace(this.code(5)) || this.startsWith('<?xml?'))) this.xmlDeclaration();
    let seenDoctype = false;
    let seenRoot = false;
    for (;;) {
      this.skipSpaces();
      if (this.pos >= this.length) break;
      const at = this.pos;
      if (this.startsWith('<!--')) this.comment();
      else if (this.startsWith('<?')) this.processingInstruction();
      else if (this.startsWith('<!DOCTYPE')) {
        if (seenDoctype || seenRoot) this.fail('Misplaced DOCTYPE declaration');
        seenDoctype = true;
        this.doctype();
      } else if (this.code() === 0x3c && isNameStart(this.code(at + 1))) {
        if (seenRoot) this.fail('Extra content at the end of the document');
        seenRoot = true;
        this.element();
      } else if (seenRoot) {
        this.fail('Extra content at the end of the document');
      } else if (this.code() === 0x3c) {
        this.fail('StartTag: invalid element name', at + 1);
      } else {
        this.fail("Start tag expected, '<' not found");
      }
    }
    if (!seenRoot) this.fail('Document is empty');
  }

  private xmlDeclaration() {
    this.pos = 5;
    const end = this.text.indexOf('?>', this.pos);
    if (end < 0) this.fail("parsing XML declaration: '?>' expected", this.length);
    const body = this.text.slice(this.pos, end);
    if (!/^\s+version\s*=\s*(["'])1\.\d+\1(\s+encoding\s*=\s*(["'])[A-Za-z][\w.-]*\3)?(\s+standalone\s*=\s*(["'])(yes|no)\5)?\s*$/.test(body)) {
      this.fail('Malformed XML declaration', this.pos);
    }
    this.pos = end + 2;
  }

  private comment() {
    const start = this.pos;
    const end = this.text.indexOf('--', start + 4);
    if (end < 0) this.fail('Comment not terminated', start);
    if (this.code(end + 2) !== 0x3e) this.fail('Double hyphen within comment', end);
    this.checkChars(start + 4, end, 'xmlParseComment:');
    this.pos = end + 3;
  }

  private processingInstruction() {
    const start = this.pos;
    this.pos += 2;
    const target = this.name('xmlParsePI : no target name');
    if (target.toLowerCase() === 'xml') this.fail('XML declaration allowed only at the start of the document', start);
    const end = this.text.indexOf('?>', this.pos);
    if (end < 0) this.fail('PI not terminated', start);
    if (end > this.pos && !isSpace(this.code())) this.fail('ParsePI: PI ' + target + ' space expected');
    this.checkChars(this.pos, end, 'xmlParsePI:');
    this.pos = end + 2;
  }

  private quoted(what: string): void {
    const quote = this.code();
    if (quote !== 0x22 && quote !== 0x27) this.fail(`${what}: " or ' expected`);
    const end = this.text.indexOf(quote === 0x22 ? '"' : "'", this.pos + 1);
    if (end < 0) this.fail(`${what}: unterminated literal`);
    this.pos = end + 1;
  }

  private doctype() {
    const start = this.pos;
    this.pos += 9;
    if (!this.skipSpaces()) this.fail('Space required after \'<!DOCTYPE\'');
    this.name('xmlParseDocTypeDecl : no DOCTYPE name !');
    const spaced = this.skipSpaces();
    if (spaced && (this.startsWith('SYSTEM') || this.startsWith('PUBLIC'))) {
      const isPublic = this.startsWith('PUBLIC');
      this.pos += 6;
      if (!this.skipSpaces()) this.fail('Space required after the external ID keyword');
      this.quoted('SystemLiteral');
      if (isPublic) {
        if (!this.skipSpaces()) this.fail('Space required after the Public Identifier');
        this.quoted('SystemLiteral');
      }
      this.entitiesUnknown = true;
      this.skipSpaces();
    }
    if (this.code() === 0x5b) this.internalSubset();
    this.skipSpaces();
    if (this.code() !== 0x3e) this.fail('DOCTYPE improperly terminated', this.pos < this.length ? this.pos : start);
    this.pos += 1;
  }

  /** `[ ... ]`: notes the general entities declared; skips literals, comments and PIs. */
  private internalSubset() {
    this.pos += 1;
    for (;;) {
      this.skipSpaces();
      if (this.pos >= this.length) this.fail('DOCTYPE internal subset not terminated');
      const code = this.code();
      if (code === 0x5d) {
        this.pos += 1;
        return;
      }
      if (code === 0x25) {
        // A parameter-entity reference: declarations can come from anywhere.
        this.pos += 1;
        this.name('PEReference: no name');
        if (this.code() !== 0x3b) this.fail("PEReference: expecting ';'");
        this.pos += 1;
        this.entitiesUnknown = true;
        continue;
      }
      if (this.startsWith('<!--')) {
        this.comment();
        continue;
      }
      if (this.startsWith('<?')) {
        this.processingInstruction();
        continue;
      }
      if (this.startsWith('<!ENTITY')) {
        this.pos += 8;
        if (!this.skipSpaces()) this.fail("Space required after '<!ENTITY'");
        let parameter = false;
        if (this.code() === 0x25) {
          parameter = true;
          this.pos += 1;
          this.skipSpaces();
        }
        const entity = this.name('xmlParseEntityDecl: no name');
        if (!parameter) this.entities.add(entity);
        this.declarationRest();
        continue;
      }
      if (this.startsWith('<!')) {
        this.pos += 2;
        this.declarationRest();
        continue;
      }
      this.fail('internal error: xmlParseInternalSubset: error detected in Markup declaration');
    }
  }

  /** The rest of a markup declaration, up to its `>`, over quoted literals. */
  private declarationRest() {
    for (;;) {
      const code = this.code();
      if (code < 0) this.fail('DOCTYPE internal subset not terminated');
      if (code === 0x22 || code === 0x27) this.quoted('EntityValue');
      else if (code === 0x3e) {
        this.pos += 1;
        return;
      } else if (code === 0x25) {
        this.entitiesUnknown = true;
        this.pos += 1;
      } else this.pos += 1;
    }
  }

  /** `&...;` at this.pos. */
  private reference() {
    const start = this.pos;
    this.pos += 1;
    if (this.code() === 0x23) {
      this.pos += 1;
      let value = 0;
      let digits = 0;
      const hex = this.code() === 0x78;
      if (hex) this.pos += 1;
      for (;;) {
        const code = this.code();
        let digit = -1;
        if (code >= 0x30 && code <= 0x39) digit = code - 0x30;
        else if (hex && code >= 0x61 && code <= 0x66) digit = code - 0x57;
        else if (hex && code >= 0x41 && code <= 0x46) digit = code - 0x37;
        if (digit < 0) break;
        value = Math.min(value * (hex ? 16 : 10) + digit, 0x110000);
        digits += 1;
        this.pos += 1;
      }
      if (digits === 0 || this.code() !== 0x3b) this.fail(hex ? 'xmlParseCharRef: invalid hexadecimal value' : 'xmlParseCharRef: invalid decimal value', start);
      if (!isXmlCodePoint(value)) this.fail(`xmlParseCharRef: invalid xmlChar value ${value}`, start);
      this.pos += 1;
      return;
    }
    const name = this.name('xmlParseEntityRef: no name');
    if (this.code() !== 0x3b) this.fail("EntityRef: expecting ';'");
    this.pos += 1;
    if (!PREDEFINED.has(name) && !this.entities.has(name) && !this.entitiesUnknown) this.fail(`Entity '${name}' not defined`, start);
  }

  /** A start tag at this.pos; returns the element's name, or undefined for `<a/>`. */
  private startTag(): string | undefined {
    const tagStart = this.pos;
    this.pos += 1;
    const name = this.name('StartTag: invalid element name');
    let seen: Set<string> | string[] | undefined;
    for (;;) {
      const spaced = this.skipSpaces();
      const code = this.code();
      if (code === 0x3e) {
        this.checkNamespaces(name, tagStart);
        this.pos += 1;
        return name;
      }
      if (code === 0x2f) {
        if (this.code(this.pos + 1) !== 0x3e) this.fail("expected '>'", this.pos + 1);
        this.checkNamespaces(name, tagStart);
        this.pos += 2;
        return undefined;
      }
      if (code < 0) this.fail(`Couldn't find end of Start Tag ${name}`, tagStart);
      if (!spaced) this.fail('attributes construct error');
      const attributeStart = this.pos;
      const attribute = this.name('attributes construct error');
      if (!seen) seen = [attribute];
      else {
        if (Array.isArray(seen) ? seen.includes(attribute) : seen.has(attribute)) this.fail(`Attribute ${attribute} redefined`, attributeStart);
        if (Array.isArray(seen)) {
          seen.push(attribute);
          if (seen.length > 16) seen = new Set(seen);
        } else seen.add(attribute);
      }
      this.skipSpaces();
      if (this.code() !== 0x3d) this.fail(`Specification mandates value for attribute ${attribute}`);
      this.pos += 1;
      this.skipSpaces();
      const valueStart = this.pos + 1;
      this.attributeValue();
      if (attribute.charCodeAt(0) === 0x78 && (attribute === 'xmlns' || attribute.startsWith('xmlns:'))) {
        this.declare(attribute, this.text.slice(valueStart, this.pos - 1), attributeStart);
      } else if (attribute.includes(':')) {
        (this.prefixed ??= []).push(attribute, attributeStart);
      }
    }
  }

  // Namespaces (as DOMParser checks them): declared prefixes, in scope.
  private readonly namespaces: Array<[prefix: string, uri: string]> = [['xml', 'http://www.w3.org/XML/1998/namespace']];
  /** Prefixed attributes of the start tag being read: name, offset, name, offset… */
  private prefixed: Array<string | number> | undefined;

  private declare(attribute: string, uri: string, at: number) {
    if (attribute === 'xmlns') return;
    const prefix = attribute.slice(6);
    this.checkQName(attribute, at);
    if (uri === '') this.fail(`xmlns:${prefix}: Empty XML namespace is not allowed`, at);
    if (prefix === 'xmlns') this.fail('xmlns:xmlns: redefining the xmlns prefix is forbidden', at);
    this.namespaces.push([prefix, uri]);
  }

  private checkQName(name: string, at: number) {
    const colon = name.indexOf(':');
    if (colon < 0) return;
    if (colon === 0 || colon === name.length - 1 || name.indexOf(':', colon + 1) >= 0 || !isNameStart(name.charCodeAt(colon + 1))) this.fail(`Failed to parse QName '${name}'`, at);
  }

  private namespaceOf(prefix: string): string | undefined {
    for (let index = this.namespaces.length - 1; index >= 0; index -= 1) if (this.namespaces[index]![0] === prefix) return this.namespaces[index]![1];
    return undefined;
  }

  /** After a start tag: its name's and its attributes' prefixes are declared. */
  private checkNamespaces(name: string, at: number) {
    if (name.includes(':')) {
      this.checkQName(name, at + 1);
      const prefix = name.slice(0, name.indexOf(':'));
      if (this.namespaceOf(prefix) === undefined) this.fail(`Namespace prefix ${prefix} on ${name.slice(prefix.length + 1)} is not defined`, at + 1);
    }
    const prefixed = this.prefixed;
    if (!prefixed) return;
    this.prefixed = undefined;
    const expanded = new Set<string>();
    for (let index = 0; index < prefixed.length; index += 2) {
      const attribute = prefixed[index] as string;
      const attributeAt = prefixed[index + 1] as number;
      this.checkQName(attribute, attributeAt);
      const colon = attribute.indexOf(':');
      const prefix = attribute.slice(0, colon);
      const uri = this.namespaceOf(prefix);
      if (uri === undefined) this.fail(`Namespace prefix ${prefix} for ${attribute.slice(colon + 1)} on ${name} is not defined`, attributeAt);
      const key = uri + ' ' + attribute.slice(colon + 1);
      if (expanded.has(key)) this.fail(`Namespaced Attribute ${attribute.slice(colon + 1)} in '${uri}' redefined`, attributeAt);
      expanded.add(key);
    }
  }

  private attributeValue() {
    const quote = this.code();
    if (quote !== 0x22 && quote !== 0x27) this.fail('AttValue: " or \' expected');
    const text = this.text;
    let index = this.pos + 1;
    for (;;) {
      if (index >= this.length) this.fail('AttValue: \' expected', this.pos);
      const code = text.charCodeAt(index);
      if (code === quote) break;
      if (code === 0x3c) this.fail("Unescaped '<' not allowed in attributes values", index);
      if (code === 0x26) {
        this.pos = index;
        this.reference();
        index = this.pos;
        continue;
      }
      if (code < 0x20 || code >= 0xd800) {
        this.checkChars(index, index + 1 + (code >= 0xd800 && code <= 0xdbff ? 1 : 0), 'AttValue:');
        if (code >= 0xd800 && code <= 0xdbff) index += 1;
      }
      index += 1;
    }
    this.pos = index + 1;
  }

  /** The root element and everything in it, with an explicit stack of open elements. */
  private element() {
    const text = this.text;
    const length = this.length;
    const open: string[] = [];
    const openAt: number[] = [];
    /** The namespace declarations in scope before each open element. */
    const scopes: number[] = [];
    const first = this.pos;
    scopes.push(this.namespaces.length);
    const rootName = this.startTag();
    if (rootName === undefined) return;
    open.push(rootName);
    openAt.push(first);
    while (open.length > 0) {
      // Character data up to the next markup.
      let index = this.pos;
      for (;;) {
        if (index >= length) {
          const name = open[open.length - 1]!;
          this.fail(`Premature end of data in tag ${name} line ${positionOf(text, openAt[openAt.length - 1]!).line}`, length);
        }
        const code = text.charCodeAt(index);
        if (code === 0x3c) break;
        if (code === 0x26) {
          this.pos = index;
          this.reference();
          index = this.pos;
          continue;
        }
        if (code === 0x3e && index >= 2 && text.charCodeAt(index - 1) === 0x5d && text.charCodeAt(index - 2) === 0x5d) {
          this.fail("Sequence ']]>' not allowed in content", index - 2);
        }
        if (code < 0x20 || code >= 0xd800) {
          const pair = code >= 0xd800 && code <= 0xdbff ? 1 : 0;
          this.checkChars(index, index + 1 + pair, 'PCDATA');
          index += pair;
        }
        index += 1;
      }
      this.pos = index;
      const next = this.code(index + 1);
      if (next === 0x2f) {
        // End tag.
        const tagStart = index;
        this.pos = index + 2;
        const name = this.name('xmlParseEndTag: invalid element name');
        this.skipSpaces();
        if (this.code() !== 0x3e) this.fail("expected '>'");
        const expected = open[open.length - 1]!;
        if (name !== expected) {
          this.fail(`Opening and ending tag mismatch: ${expected} line ${positionOf(text, openAt[openAt.length - 1]!).line} and ${name}`, tagStart);
        }
        this.pos += 1;
        open.pop();
        openAt.pop();
        this.namespaces.length = scopes.pop()!;
      } else if (next === 0x21) {
        if (this.startsWith('<!--')) this.comment();
        else if (this.startsWith('<![CDATA[')) {
          const end = text.indexOf(']]>', index + 9);
          if (end < 0) this.fail('CData section not finished', index);
          this.checkChars(index + 9, end, 'CData section:');
          this.pos = end + 3;
        } else this.fail('StartTag: invalid element name', index + 1);
      } else if (next === 0x3f) {
        this.processingInstruction();
      } else {
        const tagStart = index;
        const scope = this.namespaces.length;
        const name = this.startTag();
        if (name !== undefined) {
          open.push(name);
          openAt.push(tagStart);
          scopes.push(scope);
        } else this.namespaces.length = scope;
      }
    }
  }
}

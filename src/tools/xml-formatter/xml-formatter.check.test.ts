// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { checkXml, describeXmlError } from './xml-formatter.check';
import { mulberry32, randomDocument } from './xml-formatter.test-documents';

/** Positions below are counted by hand: line and column (from 1) of the offending construct. */
describe('XML well-formedness checker', () => {
  it.each([
    ['mismatched tags (at the end tag)', '<a><b></a>', 1, 7, 'Opening and ending tag mismatch: b line 1 and a'],
    ['mismatched tags on a later line', '<a>\n  <b>\n  </c>\n</a>', 3, 3, 'Opening and ending tag mismatch: b line 2 and c'],
    ['unclosed tag (at the end of the document)', '<a><b>', 1, 7, 'Premature end of data in tag b line 1'],
    ['unclosed root over lines', '<a>\n<b/>\n', 3, 1, 'Premature end of data in tag a line 1'],
    ['several roots (at the second one)', '<a/><b/>', 1, 5, 'Extra content at the end of the document'],
    ['text after the root', '<a/>\ntext', 2, 1, 'Extra content at the end of the document'],
    ['text before the root', 'hello <a/>', 1, 1, "Start tag expected, '<' not found"],
    ['not XML at all', 'hello', 1, 1, "Start tag expected, '<' not found"],
    ['duplicate attributes (at the second)', '<a x="1" x="2"/>', 1, 10, 'Attribute x redefined'],
    ['duplicate attribute among many', '<r>\n<a ' + Array.from({ length: 20 }, (_, i) => `k${i}="v"`).join(' ') + ' k3="w"/></r>', 2, 154, 'Attribute k3 redefined'],
    ['undefined entity in text (at the &)', '<a>x &nope;</a>', 1, 6, "Entity 'nope' not defined"],
    ['undefined entity in an attribute', '<a t="&nbsp;"/>', 1, 7, "Entity 'nbsp' not defined"],
    ['entity declared in another document type is still undefined', '<!DOCTYPE a [<!ENTITY e "x">]><a>&f;</a>', 1, 34, "Entity 'f' not defined"],
    ['bare ampersand', '<a>fish & chips</a>', 1, 10, 'xmlParseEntityRef: no name'],
    ['entity without semicolon', '<a>&amp</a>', 1, 8, "EntityRef: expecting ';'"],
    ['character reference to NUL', '<a>&#0;</a>', 1, 4, 'xmlParseCharRef: invalid xmlChar value 0'],
    ['character reference beyond Unicode', '<a>&#x110000;</a>', 1, 4, 'xmlParseCharRef: invalid xmlChar value 1114112'],
    ['unescaped < in an attribute', '<a x="1<2"/>', 1, 8, "Unescaped '<' not allowed in attributes values"],
    ['unquoted attribute', '<a x=1/>', 1, 6, 'AttValue: " or \' expected'],
    ['attribute without value', '<a x/>', 1, 5, 'Specification mandates value for attribute x'],
    ['attributes without space between', '<a x="1"y="2"/>', 1, 9, 'attributes construct error'],
    [']]> in text', '<a>x]]>y</a>', 1, 5, "Sequence ']]>' not allowed in content"],
    ['double hyphen in a comment', '<a><!-- a -- b --></a>', 1, 11, 'Double hyphen within comment'],
    ['unterminated comment', '<a><!-- a </a>', 1, 4, 'Comment not terminated'],
    ['unterminated CDATA', '<a><![CDATA[x</a>', 1, 4, 'CData section not finished'],
    ['XML declaration not at the start', '<a/><?xml version="1.0"?>', 1, 5, 'XML declaration allowed only at the start of the document'],
    ['control character in text', '<a>x\u0001</a>', 1, 5, 'PCDATA invalid Char value 1'],
    ['invalid element name', '<a><1/></a>', 1, 5, 'StartTag: invalid element name'],
    ['unclosed start tag', '<a><b x="1"', 1, 4, "Couldn't find end of Start Tag b"],
    ['DOCTYPE after the root', '<a/><!DOCTYPE a>', 1, 5, 'Misplaced DOCTYPE declaration'],
    ['unterminated PI', '<a><?pi x</a>', 1, 4, 'PI not terminated'],
    ['undeclared element prefix', '<a><x:b/></a>', 1, 5, 'Namespace prefix x on b is not defined'],
    ['undeclared attribute prefix', '<a xmlns:y="urn:y">\n<b x:c="1"/></a>', 2, 4, 'Namespace prefix x for c on b is not defined'],
    ['prefix used outside its scope', '<a><b xmlns:x="urn:x"/><x:c/></a>', 1, 25, 'Namespace prefix x on c is not defined'],
    ['malformed qualified name', '<a xml::lang="en"/>', 1, 4, "Failed to parse QName 'xml::lang'"],
    ['one attribute under two prefixes', '<a xmlns:p="urn:u" xmlns:q="urn:u" p:x="1" q:x="2"/>', 1, 44, "Namespaced Attribute x in 'urn:u' redefined"],
  ])('%s', (_name, text, line, column, message) => {
    expect(checkXml(text)).toEqual({ message, line, column, offset: expect.any(Number) });
    // jsdom's DOMParser (saxes) rejects it too.
    expect(new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length).toBeGreaterThan(0);
  });

  it('describes an error like the browser does', () => {
    expect(describeXmlError(checkXml('<a><b></a>')!)).toBe('error on line 1 at column 7: Opening and ending tag mismatch: b line 1 and a');
  });

  it.each([
    ['predefined entities and character references', '<a t="&lt;&#x41;">&amp;&lt;&gt;&quot;&apos;&#65;&#x1F600;</a>'],
    ['entities declared in the internal subset', '<!DOCTYPE a [\n  <!ENTITY e "x">\n  <!ENTITY f SYSTEM "f.xml">\n  <!ELEMENT a ANY>\n  <!ATTLIST a t CDATA "]>">\n]>\n<a t="&e;">&e;</a>'],
    ['external DTD: undeclared entities may be declared there', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html>&nbsp;</html>'],
    ['declaration, comments, PIs, CDATA', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<!-- c --><?pi data?><a><![CDATA[<x> & ]]]></a><!-- end -->\n'],
    ['namespaces and unicode names', '<x:données xmlns:x="urn:x" x:clé="é"><日本語>テキスト</日本語><e\u0301·1/></x:données>'],
    ['spaces inside tags', '<a  x = "1"\n\ty=\'2\' ><b\n/></a >'],
    ['greater-than and ]] in text', '<a>1 > 0 ]] ></a>'],
    ['astral characters', '<a t="😀">😀</a>'],
  ])('accepts %s', (_name, text) => {
    expect(checkXml(text)).toBeUndefined();
    // jsdom's parser does not know the external DTD's entities (Chromium knows XHTML's).
    if (!text.includes('&nbsp;')) expect(new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length).toBe(0);
  });

  it('accepts 400 random well-formed documents', () => {
    const random = mulberry32(7);
    for (let run = 0; run < 400; run += 1) {
      const text = randomDocument(random).trim();
      expect(checkXml(text), text).toBeUndefined();
    }
  });

  it('agrees with DOMParser (jsdom) on 600 damaged documents', () => {
    const random = mulberry32(99);
    const parser = new DOMParser();
    const disagreements: string[] = [];
    for (let run = 0; run < 600; run += 1) {
      // jsdom's parser does not check document type declarations: none in the damaged documents.
      const text = randomDocument(random).replace(/<!DOCTYPE[^\n]*\n/, '').trim();
      // Delete, duplicate or insert one character at a random place.
      const at = Math.floor(random() * text.length);
      const roll = random();
      const damaged = (roll < 0.4 ? text.slice(0, at) + text.slice(at + 1) : roll < 0.7 ? text.slice(0, at) + text[at] + text.slice(at) : text.slice(0, at) + '<&>"/'[Math.floor(random() * 5)] + text.slice(at)).trim();
      const domRejects = parser.parseFromString(damaged, 'application/xml').getElementsByTagName('parsererror').length > 0;
      const rejects = checkXml(damaged) !== undefined;
      if (rejects !== domRejects) disagreements.push(`${domRejects ? 'DOMParser rejects' : 'DOMParser accepts'}: ${JSON.stringify(damaged)}`);
    }
    expect(disagreements).toEqual([]);
  });
});

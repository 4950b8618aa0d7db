// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { formatXml } from './xml-formatter.service';
import { mulberry32, randomDocument } from './xml-formatter.test-documents';

/**
 * The formatter's well-formedness check is the app's XML reader (src/lib/data-formats/xml-read.ts,
 * which has its own tests): here, the cases the formatter's former checker was tested on, with the
 * message shown under the field. Positions are counted by hand: line and column (from 1) of the
 * offending construct.
 */
function detail(text: string): string | undefined {
  try {
    formatXml(text, { indentSize: 2, collapseContent: true });
    return undefined;
  } catch (error) {
    if (!isToolInputError(error) || error.messageKey !== 'invalidXml') throw error;
    return error.detail;
  }
}

const domRejects = (text: string) => new DOMParser().parseFromString(text, 'application/xml').getElementsByTagName('parsererror').length > 0;

describe('XML well-formedness, as the formatter reports it', () => {
  it.each([
    ['mismatched tags (at the end tag)', '<a><b></a>', 'Line 1, column 7: the end tag </a> does not match <b>'],
    ['mismatched tags on a later line', '<a>\n  <b>\n  </c>\n</a>', 'Line 3, column 3: the end tag </c> does not match <b>'],
    ['unclosed tag (at the end of the document)', '<a><b>', 'Line 1, column 7: the element <b> is not closed'],
    ['unclosed root over lines', '<a>\n<b/>\n<c/>', 'Line 3, column 5: the element <a> is not closed'],
    ['several roots (at the second one)', '<a/><b/>', 'Line 1, column 5: only one root element is allowed'],
    ['text after the root', '<a/>\ntext', 'Line 2, column 1: text is not allowed after the root element'],
    ['text before the root', 'hello <a/>', 'Line 1, column 1: text is not allowed before the root element'],
    ['not XML at all', 'hello', 'Line 1, column 1: text is not allowed before the root element'],
    ['duplicate attributes (at the second)', '<a x="1" x="2"/>', 'Line 1, column 10: the attribute x is repeated'],
    ['duplicate attribute among many', '<r>\n<a ' + Array.from({ length: 20 }, (_, i) => `k${i}="v"`).join(' ') + ' k3="w"/></r>', 'Line 2, column 154: the attribute k3 is repeated'],
    ['undefined entity in text (at the &)', '<a>x &nope;</a>', 'Line 1, column 6: the entity &nope; is not defined'],
    ['undefined entity in an attribute', '<a t="&nbsp;"/>', 'Line 1, column 7: the entity &nbsp; is not defined'],
    ['entity declared in another document type is still undefined', '<!DOCTYPE a [<!ENTITY e "x">]><a>&f;</a>', 'Line 1, column 34: the entity &f; is not defined'],
    ['bare ampersand', '<a>fish & chips</a>', 'Line 1, column 9: "&" must start a reference such as &amp;'],
    ['entity without semicolon', '<a>&amp</a>', 'Line 1, column 4: ";" expected after &amp'],
    ['character reference to NUL', '<a>&#0;</a>', 'Line 1, column 4: &#0; is not an allowed character reference'],
    ['character reference beyond Unicode', '<a>&#x110000;</a>', 'Line 1, column 4: &#x110000; is not an allowed character reference'],
    ['unescaped < in an attribute', '<a x="1<2"/>', 'Line 1, column 8: "<" is not allowed in an attribute value'],
    ['unquoted attribute', '<a x=1/>', 'Line 1, column 6: the value of x must be quoted'],
    ['attribute without value', '<a x/>', 'Line 1, column 5: "=" expected after the attribute x'],
    ['attributes without space between', '<a x="1"y="2"/>', 'Line 1, column 9: white space expected between attributes'],
    [']]> in text', '<a>x]]>y</a>', 'Line 1, column 5: "]]>" is not allowed in text'],
    ['double hyphen in a comment', '<a><!-- a -- b --></a>', 'Line 1, column 11: "--" is not allowed inside a comment'],
    ['unterminated comment', '<a><!-- a </a>', 'Line 1, column 4: the comment is not closed'],
    ['unterminated CDATA', '<a><![CDATA[x</a>', 'Line 1, column 4: the CDATA section is not closed'],
    ['XML declaration not at the start', '<a/><?xml version="1.0"?>', 'Line 1, column 5: the XML declaration is only allowed at the very start'],
    ['malformed XML declaration', '<?xml version="2"?><a/>', 'Line 1, column 7: "2" is not an XML version (1.0, 1.1…)'],
    ['control character in text', '<a>x\u0001</a>', 'Line 1, column 5: the character U+0001 is not allowed in XML'],
    ['invalid element name', '<a><1/></a>', 'Line 1, column 5: an element name expected'],
    ['unclosed start tag', '<a><b x="1"', 'Line 1, column 4: the tag is not closed'],
    ['DOCTYPE after the root', '<a/><!DOCTYPE a>', 'Line 1, column 5: the DOCTYPE must come once, before the root element'],
    ['unterminated PI', '<a><?pi x</a>', 'Line 1, column 4: the processing instruction is not closed'],
    ['undeclared element prefix', '<a><x:b/></a>', 'Line 1, column 5: the namespace prefix x is not declared'],
    ['undeclared attribute prefix', '<a xmlns:y="urn:y">\n<b x:c="1"/></a>', 'Line 2, column 4: the namespace prefix x is not declared'],
    ['prefix used outside its scope', '<a><b xmlns:x="urn:x"/><x:c/></a>', 'Line 1, column 25: the namespace prefix x is not declared'],
    ['malformed qualified name', '<a xml::lang="en"/>', 'Line 1, column 4: xml::lang is not a valid qualified name'],
    ['one attribute under two prefixes', '<a xmlns:p="urn:u" xmlns:q="urn:u" p:x="1" q:x="2"/>', 'Line 1, column 44: the attribute x is repeated in the namespace urn:u'],
  ])('%s', (_name, text, expected) => {
    expect(detail(text)).toBe(expected);
    // jsdom's DOMParser (saxes) rejects it too.
    expect(domRejects(text)).toBe(true);
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
    expect(detail(text)).toBeUndefined();
    // jsdom's parser does not know the external DTD's entities (Chromium's accepts them).
    if (!text.includes('&nbsp;')) expect(domRejects(text)).toBe(false);
  });

  it('accepts 400 random well-formed documents', () => {
    const random = mulberry32(7);
    for (let run = 0; run < 400; run += 1) {
      const text = randomDocument(random).trim();
      expect(detail(text), text).toBeUndefined();
    }
  });

  it('agrees with DOMParser (jsdom) on 600 damaged documents', () => {
    const random = mulberry32(99);
    const disagreements: string[] = [];
    for (let run = 0; run < 600; run += 1) {
      // jsdom's parser does not check document type declarations: none in the damaged documents.
      const text = randomDocument(random).replace(/<!DOCTYPE[^\n]*\n/, '').trim();
      // Delete, duplicate or insert one character at a random place.
      const at = Math.floor(random() * text.length);
      const roll = random();
      const damaged = (roll < 0.4 ? text.slice(0, at) + text.slice(at + 1) : roll < 0.7 ? text.slice(0, at) + text[at] + text.slice(at) : text.slice(0, at) + '<&>"/'[Math.floor(random() * 5)] + text.slice(at)).trim();
      const rejects = detail(damaged) !== undefined;
      if (rejects !== domRejects(damaged)) disagreements.push(`${rejects ? 'DOMParser accepts' : 'DOMParser rejects'}: ${JSON.stringify(damaged)}`);
    }
    expect(disagreements).toEqual([]);
  });
});

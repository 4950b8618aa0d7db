// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../errors';
import { isXmlName, readXml, type XmlNode } from './xml-read';

/** Independent check: what jsdom's DOMParser (the saxes XML parser) says about well-formedness. */
function domAccepts(xml: string): boolean {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return document.getElementsByTagName('parsererror').length === 0;
}

function detailAsWritten(xml: string): string {
  try {
    readXml(xml, { asWritten: true });
    return 'accepted';
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return error.detail ?? '';
  }
}

function detail(xml: string): string {
  try {
    readXml(xml);
    return 'accepted';
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return error.detail ?? '';
  }
}

const WELL_FORMED = [
  '<a/>',
  '<?xml version="1.0" encoding="UTF-8"?>\n<a x="1" y=\'2\'>text</a>',
  '<!-- before --><a><b>1</b><b>2</b></a><!-- after -->',
  '<a>x &amp; y &lt; &#65;&#x42; &quot;&apos;</a>',
  '<a><![CDATA[<not> & markup]]></a>',
  '<?pi body?><a><?inner data?></a>',
  '<!DOCTYPE a [<!ENTITY e "entity">]><a>&e;</a>',
  '<p:a xmlns:p="urn:x"><p:b p:attr="1"/></p:a>',
  '<a xml:lang="en">é 😀</a>',
  '\ufeff<a/>',
  '<a\n  x="1"\n/>',
];

const NOT_WELL_FORMED: [string, string][] = [
  ['<a><b></a>', 'Line 1, column 7: the end tag </a> does not match <b>'],
  ['<a/><b/>', 'Line 1, column 5: only one root element is allowed'],
  ['text<a/>', 'Line 1, column 1: text is not allowed before the root element'],
  ['<a/>\ntext', 'Line 2, column 1: text is not allowed after the root element'],
  ['<a>&nope;</a>', 'Line 1, column 4: the entity &nope; is not defined'],
  ['<a>&</a>', 'Line 1, column 4: "&" must start a reference such as &amp;'],
  ['<a x=1/>', 'Line 1, column 6: the value of x must be quoted'],
  ['<a x="1" x="2"/>', 'Line 1, column 10: the attribute x is repeated'],
  ['<a x="<"/>', 'Line 1, column 7: "<" is not allowed in an attribute value'],
  ['<a><!-- a -- b --></a>', 'Line 1, column 11: "--" is not allowed inside a comment'],
  ['<a>]]></a>', 'Line 1, column 4: "]]>" is not allowed in text'],
  ['<a>', 'Line 1, column 4: the element <a> is not closed'],
  ['', 'Line 1, column 1: the document has no root element'],
  ['<1a/>', 'Line 1, column 2: an element name expected'],
  ['<p:a/>', 'Line 1, column 2: the namespace prefix p is not declared'],
  ['<a/><?xml version="1.0"?>', 'Line 1, column 5: the XML declaration is only allowed at the very start'],
  ['<a>\u0001</a>', 'Line 1, column 4: the character U+0001 is not allowed in XML'],
  ['<a>&#0;</a>', 'Line 1, column 4: &#0; is not an allowed character reference'],
  ['</a>', 'Line 1, column 1: the end tag </a> has no start tag'],
  ['<a x="1"y="2"/>', 'Line 1, column 9: white space expected between attributes'],
  ['<a>&amp</a>', 'Line 1, column 4: ";" expected after &amp'],
  ['<a><b x="1"', 'Line 1, column 4: the tag is not closed'],
  ['<a><?pi x</a>', 'Line 1, column 4: the processing instruction is not closed'],
  // The XML declaration.
  ['<?xml version="abc"?><a/>', 'Line 1, column 7: "abc" is not an XML version (1.0, 1.1…)'],
  ['<?xml encoding="UTF-8" version="1.0"?><a/>', 'Line 1, column 7: the XML declaration must start with its version'],
  ['<?xml version="1.0" standalone="yes" encoding="UTF-8"?><a/>', 'Line 1, column 38: the XML declaration gives version, encoding and standalone in that order'],
  ['<?xml version="1.0" encoding="1x"?><a/>', 'Line 1, column 21: "1x" is not an encoding name'],
  ['<?xml version="1.0" standalone="maybe"?><a/>', 'Line 1, column 21: standalone must be "yes" or "no"'],
  ['<?xml version="1.0" lang="en"?><a/>', 'Line 1, column 21: lang is not allowed in the XML declaration'],
  // Namespaces.
  ['<a xmlns:p="urn:u" xmlns:q="urn:u" p:x="1" q:x="2"/>', 'Line 1, column 44: the attribute x is repeated in the namespace urn:u'],
  ['<a xmlns:xmlns="urn:x"/>', 'Line 1, column 4: the prefix xmlns cannot be declared'],
  ['<a xmlns:a:b="urn:x"/>', 'Line 1, column 4: xmlns:a:b is not a valid qualified name'],
  ['<a xml::lang="en"/>', 'Line 1, column 4: xml::lang is not a valid qualified name'],
  ['<a xmlns:p=""/>', 'Line 1, column 4: the namespace prefix p cannot be undeclared in XML 1.0'],
  ['<a xmlns:y="urn:y">\n<b x:c="1"/></a>', 'Line 2, column 4: the namespace prefix x is not declared'],
  // Only XML white space (space, tab, line breaks) around the root and after a target.
  ['<a/>\u00a0', 'Line 1, column 5: text is not allowed after the root element'],
  ['<?pi\u00a0x?><a/>', 'Line 1, column 5: white space expected after the processing instruction target'],
  ['<!DOCTYPE><a/>', 'Line 1, column 10: white space expected after <!DOCTYPE'],
  // An external DTD does not excuse an undefined entity in a standalone document.
  ['<?xml version="1.0" standalone="yes"?><!DOCTYPE a SYSTEM "a.dtd"><a>&u;</a>', 'Line 1, column 69: the entity &u; is not defined'],
];

/**
 * Refused by browsers' parser (libxml2, behind Chromium's DOMParser) but accepted by jsdom's, which
 * does not check the DOCTYPE's syntax nor that a local name starts with a letter.
 */
const NOT_WELL_FORMED_BEYOND_JSDOM: [string, string][] = [
  ['<!DOCTYPEa><a/>', 'Line 1, column 10: white space expected after <!DOCTYPE'],
  ['<!DOCTYPE a SYSTEM><a/>', 'Line 1, column 19: white space expected after SYSTEM'],
  ['<!DOCTYPE a PUBLIC "p"><a/>', 'Line 1, column 23: white space expected after the public identifier'],
  ['<!DOCTYPE a [ junk ]><a/>', 'Line 1, column 15: a markup declaration, a comment or a processing instruction expected in the DOCTYPE'],
  ['<!DOCTYPE a [<!ENTITY e "x">]', 'Line 1, column 1: the DOCTYPE is not closed'],
  ['<!DOCTYPE a SYSTEM "a.dtd" x><a/>', 'Line 1, column 28: ">" expected to close the DOCTYPE'],
  ['<a:1b xmlns:a="urn:a"/>', 'Line 1, column 2: a:1b is not a valid qualified name'],
  ['<a><?pi??></a>', 'Line 1, column 8: white space expected after the processing instruction target'],
];

/**
 * Accepted by browsers' parser (libxml2): the DOCTYPE names an external DTD or its subset uses
 * parameter entities, so an entity may be declared out of sight (jsdom refuses them).
 */
const WELL_FORMED_BEYOND_JSDOM = [
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html>&nbsp;</html>',
  '<!DOCTYPE a [<!ENTITY % p "x"> %p;]><a t="&u;">&u;</a>',
];

describe('readXml', () => {
  it.each(WELL_FORMED)('accepts %j like DOMParser', (xml) => {
    expect(domAccepts(xml)).toBe(true);
    expect(detail(xml)).toBe('accepted');
  });

  it.each(NOT_WELL_FORMED)('rejects %j like DOMParser, with the position', (xml, expected) => {
    expect(domAccepts(xml)).toBe(false);
    expect(detail(xml)).toBe(expected);
  });

  it.each(NOT_WELL_FORMED_BEYOND_JSDOM)('rejects %j like libxml2, with the position', (xml, expected) => {
    expect(detail(xml)).toBe(expected);
  });

  it.each(WELL_FORMED_BEYOND_JSDOM)('accepts %j like libxml2, keeping the undeclared entities as written', (xml) => {
    const document = readXml(xml);
    expect(JSON.stringify(document.root)).toMatch(/&(nbsp|u);/);
  });

  it('reads a DOCTYPE with an external id, an internal subset, comments, instructions and declarations', () => {
    const xml = `<!DOCTYPE a SYSTEM "a.dtd" [\n  <!-- c ] > -->\n  <?pi x?>\n  <!ELEMENT a ANY>\n  <!ATTLIST a t CDATA "]>">\n  <!ENTITY e 'v'>\n  <!ENTITY ext SYSTEM "e.xml">\n  <!NOTATION n SYSTEM "n">\n]>\n<a t="&e;">&e;&ext;</a>`;
    const document = readXml(xml);
    expect(document.doctype).toMatch(/^a SYSTEM "a\.dtd" \[\n {2}<!-- c \] > -->\n[\s\S]*<!NOTATION n SYSTEM "n">\n\]$/);
    expect(document.root.children).toEqual([{ kind: 'text', text: 'v&ext;' }]);
    expect(document.root.attributes).toEqual([['t', 'v']]);
  });

  it('as written: text and attribute values untouched (references checked), the declaration and DOCTYPE recorded', () => {
    const xml = '<?xml version = "1.0" ?>\r\n<!-- c -->\n<!DOCTYPE r [<!ENTITY e "x">]>\n<r a="x&#10;y\tz\r\nw" b=\'&e; "q"\'><b>1 &lt; &e;</b><c/><d></d></r>';
    const document = readXml(xml, { asWritten: true });
    expect(document.written).toEqual({ declaration: '<?xml version = "1.0" ?>', doctype: { text: '<!DOCTYPE r [<!ENTITY e "x">]>', index: 1 } });
    expect(document.declaration).toEqual([['version', '1.0']]);
    expect(document.root.attributes).toEqual([
      ['a', 'x&#10;y\tz\nw'],
      ['b', '&e; "q"'],
    ]);
    expect(document.root.children).toEqual([
      { kind: 'element', name: 'b', attributes: [], children: [{ kind: 'text', text: '1 &lt; &e;' }] },
      { kind: 'element', name: 'c', attributes: [], children: [], selfClosing: true },
      { kind: 'element', name: 'd', attributes: [], children: [] },
    ]);
    expect(detail('<r>&nope;</r>')).toBe(detailAsWritten('<r>&nope;</r>'));
  });

  it('builds the tree: attributes decoded and normalised, text merged across references', () => {
    const document = readXml('<?xml version="1.0"?>\r\n<!DOCTYPE r><r a="x&#10;y\tz"><b>1 &lt; 2</b><!--c--><![CDATA[d]]><?p q?></r>');
    expect(document.declaration).toEqual([['version', '1.0']]);
    expect(document.doctype).toBe('r');
    const root: XmlNode = { kind: 'element', name: 'r', attributes: [['a', 'x\ny z']], children: [] };
    root.children.push(
      { kind: 'element', name: 'b', attributes: [], children: [{ kind: 'text', text: '1 < 2' }] },
      { kind: 'comment', text: 'c' },
      { kind: 'cdata', text: 'd' },
      { kind: 'instruction', target: 'p', body: 'q' },
    );
    expect(document.root).toEqual(root);
  });

  it('stops entity expansion bombs', () => {
    const bomb = `<!DOCTYPE a [<!ENTITY a "${'x'.repeat(100)}"><!ENTITY b "${'&a;'.repeat(100)}"><!ENTITY c "${'&b;'.repeat(100)}">]><a>&c;</a>`;
    expect(detail(bomb)).toMatch(/entities expand to more than a million characters/);
  });

  it('deep nesting does not overflow the stack', () => {
    const depth = 100_000;
    expect(readXml(`${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}`).root.name).toBe('a');
  });

  it.each([
    ['a', true],
    ['_x-1.y', true],
    ['ns:a', true],
    ['é', true],
    ['1a', false],
    ['a b', false],
    ['-a', false],
    ['', false],
  ])('isXmlName(%j) = %s', (name, expected) => {
    expect(isXmlName(name)).toBe(expected);
  });
});

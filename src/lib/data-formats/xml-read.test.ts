// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../errors';
import { isXmlName, readXml, type XmlNode } from './xml-read';

/** Independent check: what jsdom's DOMParser (the saxes XML parser) says about well-formedness. */
function domAccepts(xml: string): boolean {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  return document.getElementsByTagName('parsererror').length === 0;
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

import { describe, expect, it } from 'vitest';
import { convertXmlToJson, DEFAULT_XML_TO_JSON_OPTIONS, type XmlToJsonOptions } from './xml-to-json.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function xmlToJsonOutcome(text: string, options: XmlToJsonOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertXmlToJson(text, options) }), 'invalidXml');
}

const convert = (xml: string, options: Partial<XmlToJsonOptions> = {}) => convertXmlToJson(xml, { ...DEFAULT_XML_TO_JSON_OPTIONS, ...options });
/** The converter's JSON read back, to compare with the expected value written by hand. */
const value = (xml: string, options: Partial<XmlToJsonOptions> = {}) => JSON.parse(convert(xml, options)) as unknown;

describe('convertXmlToJson (compact mapping of xml-js)', () => {
  it('the default example, 2-space indentation', () => {
    expect(convert(`<a x="1.234" y="It's"/>`)).toBe('{\n  "a": {\n    "_attributes": {\n      "x": "1.234",\n      "y": "It\'s"\n    }\n  }\n}');
  });

  it.each([
    ['text elements', '<r><name>Tom</name><age>42</age></r>', { r: { name: { _text: 'Tom' }, age: { _text: '42' } } }],
    ['repeated elements → array in document order', '<r><i>1</i><x/><i>2</i><i>3</i></r>', { r: { i: [{ _text: '1' }, { _text: '2' }, { _text: '3' }], x: {} } }],
    ['attributes and text', '<price currency="EUR" vat="yes">9.99</price>', { price: { _attributes: { currency: 'EUR', vat: 'yes' }, _text: '9.99' } }],
    ['CDATA and comments', '<a><!-- note --><![CDATA[<b>raw</b> & more]]></a>', { a: { _comment: ' note ', _cdata: '<b>raw</b> & more' } }],
    ['mixed content: several text pieces', '<p>Hello <b>world</b>, bye</p>', { p: { _text: ['Hello ', ', bye'], b: { _text: 'world' } } }],
    ['entities decoded, text kept as written', '<a>  1 &lt; 2 &amp;&#x20AC; </a>', { a: { _text: '  1 < 2 &€ ' } }],
    ['white-space-only text between elements ignored', '<a>\n  <b/>\n  <c>  </c>\n</a>', { a: { b: {}, c: {} } }],
    [
      'declaration first, instructions, namespaces as written',
      '<?xml version="1.0" encoding="UTF-8"?>\n<?xml-stylesheet href="s.xsl"?>\n<x:r xmlns:x="urn:x"><x:i/></x:r>',
      { _declaration: { _attributes: { version: '1.0', encoding: 'UTF-8' } }, _instruction: { 'xml-stylesheet': 'href="s.xsl"' }, 'x:r': { _attributes: { 'xmlns:x': 'urn:x' }, 'x:i': {} } },
    ],
    ['an empty element', '<empty></empty>', { empty: {} }],
  ])('%s', (_name, xml, expected) => {
    expect(value(xml)).toEqual(expected);
  });

  it('keys keep document order', () => {
    expect(Object.keys((value('<r><z/><a/><m/></r>') as { r: object }).r)).toEqual(['z', 'a', 'm']);
  });

  it('numbers and booleans as JSON values on request (never in the declaration)', () => {
    expect(convert('<?xml version="1.0"?><r n="1.5"><i>42</i><i>true</i><i>007</i><i>-1e3</i></r>', { typedValues: true, indent: 'minify' })).toBe(
      '{"_declaration":{"_attributes":{"version":"1.0"}},"r":{"_attributes":{"n":1.5},"i":[{"_text":42},{"_text":true},{"_text":"007"},{"_text":-1000}]}}',
    );
  });

  it('@attr / #text naming', () => {
    expect(value('<?xml version="1.0"?><r id="7"><b>x</b><!--c--><![CDATA[d]]><?p q?></r>', { naming: 'at-hash' })).toEqual({
      '?xml': { '@version': '1.0' },
      r: { '@id': '7', b: { '#text': 'x' }, '#comment': 'c', '#cdata': 'd', '?p': 'q' },
    });
  });

  it('indentation choices', () => {
    expect(convert('<a/>', { indent: 4 })).toBe('{\n    "a": {}\n}');
    expect(convert('<a/>', { indent: 'minify' })).toBe('{"a":{}}');
  });

  it.each(['', '   ', '\n\t'])('blank input gives an empty output: %j', (xml) => {
    expect(convert(xml)).toBe('');
  });
});

describe('xmlToJsonOutcome errors', () => {
  it.each([
    ['mismatched tags', '<a><b></a>', 'Line 1, column 7: the end tag </a> does not match <b>'],
    ['text outside the root', '<a/>oops', 'Line 1, column 5: text is not allowed after the root element'],
    ['two roots', '<a/>\n<b/>', 'Line 2, column 1: only one root element is allowed'],
    ['unknown entity', '<a>&copy;</a>', 'Line 1, column 4: the entity &copy; is not defined'],
  ])('%s → "Provided XML is not valid." with the position', (_name, xml, detail) => {
    expect(xmlToJsonOutcome(xml, DEFAULT_XML_TO_JSON_OPTIONS)).toEqual({ ok: false, messageKey: 'invalidXml', detail });
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['<'.repeat(200_000), '<a>'.repeat(70_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000)]) {
      expect(xmlToJsonOutcome(junk, DEFAULT_XML_TO_JSON_OPTIONS).ok).toBe(false);
    }
  });
});

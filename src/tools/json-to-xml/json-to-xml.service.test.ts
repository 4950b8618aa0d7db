// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { convertJsonToXml, DEFAULT_JSON_TO_XML_OPTIONS, type JsonToXmlOptions } from './json-to-xml.service';
import { toOutcome, type ConversionOutcome } from '../../test/outcome';

/** The conversion as a value, as the screen shows it. */
function jsonToXmlOutcome(text: string, options: JsonToXmlOptions): ConversionOutcome {
  return toOutcome(() => ({ output: convertJsonToXml(text, options) }), 'invalidJson');
}

const convert = (json: string, options: Partial<JsonToXmlOptions> = {}) => convertJsonToXml(json, { ...DEFAULT_JSON_TO_XML_OPTIONS, ...options });

/** Independent check: the browser's XML parser (jsdom) reads the output as well-formed XML. */
function parsed(xml: string): Document {
  const document = new DOMParser().parseFromString(xml, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document;
}

describe('convertJsonToXml', () => {
  it.each([
    ['the default example', `{"a":{"_attributes":{"x":"1.234","y":"It's"}}}`, `<a x="1.234" y="It's"/>`],
    ['text escaping', '{"a":"5 < 6 & ok"}', '<a>5 &lt; 6 &amp; ok</a>'],
    ['attribute escaping', '{"a":{"_attributes":{"q":"say \\"hi\\" <&> \'ok\'"}}}', '<a q="say &quot;hi&quot; &lt;&amp;> \'ok\'"/>'],
    ['arrays repeat the element', '{"r":{"i":[1,"two",true]}}', '<r><i>1</i><i>two</i><i>true</i></r>'],
    ['null and empty objects self-close', '{"r":{"a":null,"b":{}}}', '<r><a/><b/></r>'],
    ['CDATA, comment, instruction', '{"r":{"_comment":"note","_cdata":"<raw> & ]]> end","_instruction":{"pi":"go"}}}', '<r><!--note--><![CDATA[<raw> & ]]]]><![CDATA[> end]]><?pi go?></r>'],
    ['text and attributes together', '{"price":{"_attributes":{"currency":"EUR"},"_text":9.99}}', '<price currency="EUR">9.99</price>'],
    ['the @attr / #text convention', '{"r":{"@id":"7","#text":"x","#comment":"c"}}', '<r id="7">x<!--c--></r>'],
    ['a big integer keeps its digits', '{"n":17478252242305210114}', '<n>17478252242305210114</n>'],
  ])('%s', (_name, json, expected) => {
    const xml = convert(json);
    expect(xml).toBe(expected);
    parsed(xml);
  });

  it('declaration first, from _declaration', () => {
    const xml = convert('{"a":{"b":"1"},"_declaration":{"_attributes":{"version":"1.0","encoding":"UTF-8"}}}');
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?><a><b>1</b></a>');
    expect(parsed(xml).documentElement.textContent).toBe('1');
  });

  it('several top-level keys give several elements', () => {
    expect(convert('{"a":1,"b":2}')).toBe('<a>1</a><b>2</b>');
  });

  it('"Indent output" and "Add XML declaration"', () => {
    const xml = convert('{"r":{"a":{"b":"x"},"c":[1,2],"p":{"_text":"t","i":{"j":1}}}}', { indent: true, declaration: true });
    expect(xml).toBe('<?xml version="1.0" encoding="UTF-8"?>\n<r>\n  <a>\n    <b>x</b>\n  </a>\n  <c>1</c>\n  <c>2</c>\n  <p>t<i><j>1</j></i></p>\n</r>');
    expect(parsed(xml).getElementsByTagName('j')[0]?.textContent).toBe('1');
    // A declaration of the JSON's own wins over the switch.
    expect(convert('{"_declaration":{"_attributes":{"version":"1.1"}},"a":1}', { declaration: true })).toBe('<?xml version="1.1"?><a>1</a>');
  });

  it('comment text that would end the comment early is made safe', () => {
    const xml = convert('{"r":{"_comment":"a--b-"}}');
    expect(xml).toBe('<r><!--a- -b- --></r>');
    parsed(xml);
  });

  it.each(['', '  ', '\n'])('blank input gives an empty output: %j', (json) => {
    expect(convert(json)).toBe('');
  });
});

describe('jsonToXmlOutcome errors', () => {
  it.each([
    ['a top-level array', '[1, 2]', { ok: false, messageKey: 'rootNotObject', detail: '' }],
    ['a top-level string', '"a"', { ok: false, messageKey: 'rootNotObject', detail: '' }],
    ['an element name starting with a digit', '{"1a":1}', { ok: false, messageKey: 'invalidElementName', params: { name: '1a' }, detail: '' }],
    ['an element name with a space', '{"r":{"a b":1}}', { ok: false, messageKey: 'invalidElementName', params: { name: 'a b' }, detail: '' }],
    ['an attribute name with a space', '{"r":{"_attributes":{"a b":1}}}', { ok: false, messageKey: 'invalidAttributeName', params: { name: 'a b' }, detail: '' }],
    ['invalid JSON', '{"a": }', { ok: false, messageKey: 'invalidJson', detail: "JSON5: invalid character '}' at 1:7" }],
  ])('%s', (_name, json, expected) => {
    expect(jsonToXmlOutcome(json, DEFAULT_JSON_TO_XML_OPTIONS)).toEqual(expected);
  });

  it('JSON5 is accepted', () => {
    expect(convert("{a: {_attributes: {x: 'y'},}, // comment\n}")).toBe('<a x="y"/>');
  });

  it('junk of 200,000 characters never throws', () => {
    for (const junk of ['['.repeat(200_000), '{"a":'.repeat(40_000), '😀'.repeat(100_000), '\u0000'.repeat(200_000)]) {
      expect(jsonToXmlOutcome(junk, DEFAULT_JSON_TO_XML_OPTIONS).ok).toBe(false);
    }
  });
});

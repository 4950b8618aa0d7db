// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { formatWellFormedXmlOutcome, formatXml, parseIndentSize, xmlParseError, type FormatXmlOptions } from './xml-formatter.service';

const parser = new DOMParser();
const options = (overrides: Partial<FormatXmlOptions> = {}): FormatXmlOptions => ({ indentSize: 2, collapseContent: true, ...overrides });

describe('xml formatter', () => {
  // Expected outputs: IT-Tools' test samples, and hand-written layouts for the other cases.
  it.each([
    ['IT-Tools default sample', '<hello><world>foo</world><world>bar</world></hello>', options(), '<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>'],
    ['IT-Tools second sample', '<foo><bar>baz</bar><bar>baz</bar></foo>', options(), '<foo>\n  <bar>baz</bar>\n  <bar>baz</bar>\n</foo>'],
    ['collapse off puts text on its own line', '<foo><bar>baz</bar></foo>', options({ collapseContent: false }), '<foo>\n  <bar>\n    baz\n  </bar>\n</foo>'],
    ['indent 4', '<a><b/></a>', options({ indentSize: 4 }), '<a>\n    <b/>\n</a>'],
    ['indent 0', '<a><b>x</b></a>', options({ indentSize: 0 }), '<a>\n<b>x</b>\n</a>'],
    [
      'declaration, comment, CDATA and processing instruction kept',
      '<?xml version="1.0"?><!-- note --><a><b><![CDATA[x<y]]></b><?pi data?></a>',
      options({ collapseContent: false }),
      '<?xml version="1.0"?>\n<!-- note -->\n<a>\n  <b>\n    <![CDATA[x<y]]>\n  </b>\n  <?pi data?>\n</a>',
    ],
    ['input is trimmed', '  \n<a>x</a>\n ', options(), '<a>x</a>'],
    ['empty input', '   ', options(), ''],
  ])('%s', (_name, input, formatOptions, expected) => {
    expect(formatXml(input, formatOptions, parser)).toBe(expected);
  });

  it.each([
    ['mismatched tags', '<a><b></a>'],
    ['unclosed tag', '<a><b>'],
    ['several roots', '<a/><b/>'],
    ['text outside the root', '<a/>text'],
    ['duplicate attributes', '<a x="1" x="2"/>'],
    ['undefined entity', '<a>&nope;</a>'],
    ['not XML at all', 'hello'],
  ])('rejects %s', (_name, input) => {
    expect(xmlParseError(input, parser)).toBeTruthy();
    expect(() => formatXml(input, options(), parser)).toThrow('invalidXml');
  });

  it.each([['<a><b></a>'], ['<a><b>'], ['<a/><b/>'], ['<a/>text']])('strict mode (documents too large for DOMParser) rejects %j', (input) => {
    expect(formatWellFormedXmlOutcome(input, options(), true).ok).toBe(false);
  });

  it.each([
    ['<a x="1" x="2"/>', 'error on line 1 at column 10: Attribute x redefined'],
    ['<a>\n  &nope;\n</a>', "error on line 2 at column 3: Entity 'nope' not defined"],
    ['<a>\n<b></a>', 'error on line 2 at column 4: Opening and ending tag mismatch: b line 2 and a'],
  ])('strict mode is as strict as DOMParser and gives the position: %j', (input, detail) => {
    expect(xmlParseError(input, parser)).toBeTruthy();
    expect(formatWellFormedXmlOutcome(input, options(), true)).toEqual({ ok: false, detail });
  });

  it('strict mode formats well-formed XML like the DOMParser path', () => {
    expect(formatWellFormedXmlOutcome('<foo><bar>baz</bar></foo>', options(), true)).toEqual({ ok: true, output: '<foo>\n  <bar>baz</bar>\n</foo>' });
  });

  it('accepts the predefined entities', () => {
    expect(formatXml('<a>&amp;&lt;&gt;&quot;&apos;</a>', options(), parser)).toBe('<a>&amp;&lt;&gt;&quot;&apos;</a>');
  });

  it.each([
    ['0', 0],
    ['10', 10],
    ['2', 2],
    ['11', undefined],
    ['-1', undefined],
    ['2.5', undefined],
    ['', undefined],
  ])('indent size %j → %s', (text, expected) => {
    expect(parseIndentSize(text)).toBe(expected);
  });
});

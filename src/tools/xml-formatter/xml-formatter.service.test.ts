import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { formatXml, parseIndentSize, type FormatXmlOptions } from './xml-formatter.service';

const options = (overrides: Partial<FormatXmlOptions> = {}): FormatXmlOptions => ({ indentSize: 2, collapseContent: true, ...overrides });

function failure(input: string): string | undefined {
  try {
    formatXml(input, options());
    return undefined;
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    expect(error.messageKey).toBe('invalidXml');
    return error.detail;
  }
}

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
    expect(formatXml(input, formatOptions)).toBe(expected);
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
    expect(failure(input)).toMatch(/^Line \d+, column \d+: /);
  });

  it.each([
    ['<a x="1" x="2"/>', 'Line 1, column 10: the attribute x is repeated'],
    ['<a>\n  &nope;\n</a>', 'Line 2, column 3: the entity &nope; is not defined'],
    ['<a>\n<b></a>', 'Line 2, column 4: the end tag </a> does not match <b>'],
  ])('gives the position of the error: %j', (input, detail) => {
    expect(failure(input)).toBe(detail);
  });

  it('accepts the predefined entities and keeps them as written', () => {
    expect(formatXml('<a>&amp;&lt;&gt;&quot;&apos;</a>', options())).toBe('<a>&amp;&lt;&gt;&quot;&apos;</a>');
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

import xmlFormat from 'xml-formatter';
import { describe, expect, it } from 'vitest';
import { FastFormatUnsupported, formatXmlFast } from './xml-formatter.fast';
import { mulberry32, randomDocument } from './xml-formatter.test-documents';

/**
 * Differential test: the fast formatter must give exactly what xml-formatter (the library the spec
 * names) gives with the tool's options, or fail with the same message.
 */
type Outcome = { output: string } | { error: string };

function library(text: string, indentSize: number, collapseContent: boolean): Outcome {
  try {
    return { output: xmlFormat(text.trim(), { indentation: ' '.repeat(indentSize), collapseContent, lineSeparator: '\n' }) };
  } catch (error) {
    return { error: (error as Error).message };
  }
}

function fast(text: string, indentSize: number, collapseContent: boolean): Outcome {
  try {
    return { output: formatXmlFast(text, { indentation: ' '.repeat(indentSize), collapseContent }) };
  } catch (error) {
    if (error instanceof FastFormatUnsupported) throw error;
    return { error: (error as Error).message };
  }
}

const SETTINGS = [0, 2, 4].flatMap((indentSize) => [true, false].map((collapseContent) => ({ indentSize, collapseContent })));

const TRICKY: Array<[string, string]> = [
  ['IT-Tools sample', '<hello><world>foo</world><world>bar</world></hello>'],
  ['declaration and doctype', '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE note SYSTEM "Note.dtd">\n<note><to>Tove</to></note>'],
  ['public doctype', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html/>'],
  ['internal subset', '<!DOCTYPE a [\n  <!ENTITY e "x">\n  <!ELEMENT a (#PCDATA)>\n]>\n<a>&e;</a>'],
  ['internal subset with a ] inside (library fails)', '<!DOCTYPE a [<!ENTITY e "]">]><a>&e;</a>'],
  ['doctype without subset', '<!DOCTYPE a>\n<a/>'],
  ['doctype right before the root (the library reads the root into the doctype and fails)', '<!DOCTYPE a><a/>'],
  ['comments around the root', '<!-- first --><a><!-- in --></a><!-- last -->'],
  ['multi-line comment', '<a>\n  <!--\n    several\n    lines\n  -->\n  <b/>\n</a>'],
  ['CDATA alone', '<a><![CDATA[x < y && z]]></a>'],
  ['CDATA with spaces around', '<a>  <![CDATA[x]]>  </a>'],
  ['CDATA between elements', '<a><b/><![CDATA[c]]><d/></a>'],
  ['processing instructions', '<?xml-stylesheet type="text/xsl" href="s.xsl"?><a><?php echo 1; ?><b><?empty?></b></a><?after x ?>'],
  ['first PI is not xml', '<?pi?><a/>'],
  ['PI target with a non-ASCII letter (library fails)', '<a><?é x?></a>'],
  ['attribute quotes', `<a x='he said "hi"' y="it's" z = "1"\n   w\t=\t'2'/>`],
  ['attribute values with > and =', '<a x="1>0" y="a=b" z="&amp;&lt;"/>'],
  ['attribute values with new lines', '<a x="line1\nline2\r\nline3"/>'],
  ['__proto__ attribute (dropped by the library)', '<a __proto__="1" b="2"><__proto__ __proto__="x"/></a>'],
  ['xml:space preserve', '<a xml:space="preserve">  <b> x </b>\n  <c/>  <?p q?></a>'],
  ['xml:space default', '<a xml:space="default"> <b> x </b> </a>'],
  ['nested xml:space', '<a><b xml:space="preserve"><c>\n <d/>\n</c></b><e> f </e></a>'],
  ['self-closing with spaces', '<a><b /><c\n/><d x="1" /></a>'],
  ['empty elements', '<a><b></b><c> </c><d>\n</d><e>\t\t</e></a>'],
  ['mixed content on one line', '<p>Hello <b>big</b> world <i>!</i></p>'],
  ['mixed content with line breaks', '<p>Hello\n<b>big</b> world\n<i>!</i>\n</p>'],
  ['mixed content, text first', '<a>x<b/>\n y</a>'],
  ['whitespace-only text between elements', '<a>\n  <b>1</b>\n  \n  <c>2</c>   <d>3</d>\n</a>'],
  ['leading and trailing spaces in text', '<a>  padded  </a>'],
  ['text with line breaks', '<a>\n  first\n  second\n</a>'],
  ['entities and char refs', '<a>&amp; &lt; &gt; &quot; &apos; &#65; &#x1F600;</a>'],
  ['namespaces', '<x:root xmlns:x="urn:x" xmlns="urn:d"><x:a x:b="c"/><d/></x:root>'],
  ['unicode names and text', '<données clé="été"><日本語>テキスト 😀</日本語><élément/></données>'],
  ['name with a middle dot (library fails)', '<a·b></a·b>'],
  ['name with combining mark', '<e\u0301>x</e\u0301>'],
  ['closing tag with spaces', '<a><b>x</b  ></a\n>'],
  ['CRLF document', '<?xml version="1.0"?>\r\n<a>\r\n  <b>x\r\n</b>\r\n  <!-- c\r\nd -->\r\n</a>\r\n'],
  ['tabs and non-breaking spaces', '<a>\t<b>\u00a0x\u00a0</b>\t</a>'],
  ['deep nesting', '<a>'.repeat(300) + 'x' + '</a>'.repeat(300)],
  ['root only text', '<a>just text</a>'],
  ['single self-closing root', '<root/>'],
  ['PI inside collapsed text', '<a>text<?p?>more</a>'],
  ['comment inside text', '<a>before<!-- c -->after</a>'],
  ['comment and line break', '<a>before\n<!-- c -->after</a>'],
  ['only whitespace and a CDATA', '<a>\n<![CDATA[x]]>\n</a>'],
  ['greater-than in text', '<a>1 > 0</a>'],
  ['long attribute list', '<a ' + Array.from({ length: 40 }, (_, i) => `a${i}="${i}"`).join(' ') + '/>'],
  ['several roots (library fails)', '<a/><b/>'],
  ['text after the root (library fails)', '<a/>text'],
  ['unclosed PI (library fails)', '<a><?p x</a>'],
];

describe('fast XML formatter = xml-formatter', () => {
  it.each(TRICKY)('%s', (_name, text) => {
    for (const { indentSize, collapseContent } of SETTINGS) {
      expect(fast(text, indentSize, collapseContent), `indent ${indentSize}, collapse ${collapseContent}`).toEqual(library(text, indentSize, collapseContent));
    }
  });

  it('matches on 400 random well-formed documents', () => {
    const random = mulberry32(20_260_611);
    let compared = 0;
    for (let run = 0; run < 400; run += 1) {
      const text = randomDocument(random);
      const settings = SETTINGS[run % SETTINGS.length]!;
      const expected = library(text, settings.indentSize, settings.collapseContent);
      expect(fast(text, settings.indentSize, settings.collapseContent), text).toEqual(expected);
      if ('output' in expected) compared += 1;
      // Every other setting too, for a quarter of the documents.
      if (run % 4 === 0) {
        for (const other of SETTINGS) expect(fast(text, other.indentSize, other.collapseContent), text).toEqual(library(text, other.indentSize, other.collapseContent));
      }
    }
    // The generator makes well-formed documents that the library formats.
    expect(compared).toBe(400);
  });

  it('hands malformed attribute syntax back to the library', () => {
    expect(() => formatXmlFast('<a b c="1"/>', { indentation: '  ', collapseContent: true })).not.toThrow(FastFormatUnsupported);
    expect(() => formatXmlFast('<a =x/>', { indentation: '  ', collapseContent: true })).toThrow(FastFormatUnsupported);
  });
});

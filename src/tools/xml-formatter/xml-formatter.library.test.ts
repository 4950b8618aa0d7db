import xmlFormat from 'xml-formatter';
import { describe, expect, it } from 'vitest';
import { readXml } from '../../lib/data-formats/xml-read';
import { variedXmlDocument, variedXmlDocuments } from './xml-formatter.bench-data.mjs';
import { printXml } from './xml-formatter.service';
import { mulberry32, randomDocument } from './xml-formatter.test-documents';

/**
 * Differential test: printing the reader's tree gives exactly what xml-formatter 3.7 (the library
 * the spec names) gives with the tool's options, on every well-formed document the library reads.
 */
function library(text: string, indentSize: number, collapseContent: boolean): string {
  return xmlFormat(text.trim(), { indentation: ' '.repeat(indentSize), collapseContent, lineSeparator: '\n' });
}

function printed(text: string, indentSize: number, collapseContent: boolean): string {
  return printXml(readXml(text.trim(), { asWritten: true }), { indentation: ' '.repeat(indentSize), collapseContent });
}

const SETTINGS = [0, 2, 4].flatMap((indentSize) => [true, false].map((collapseContent) => ({ indentSize, collapseContent })));

const SAME: Array<[string, string]> = [
  ['IT-Tools sample', '<hello><world>foo</world><world>bar</world></hello>'],
  ['declaration and doctype', '<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE note SYSTEM "Note.dtd">\n<note><to>Tove</to></note>'],
  ['declaration with single quotes and spaces', "<?xml version = '1.1'   standalone='no' ?><a/>"],
  ['public doctype', '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html/>'],
  ['internal subset', '<!DOCTYPE a [\n  <!ENTITY e "x">\n  <!ELEMENT a (#PCDATA)>\n]>\n<a>&e;</a>'],
  ['doctype without subset', '<!DOCTYPE a>\n<a/>'],
  ['comments around the root', '<!-- first --><a><!-- in --></a><!-- last -->'],
  ['multi-line comment', '<a>\n  <!--\n    several\n    lines\n  -->\n  <b/>\n</a>'],
  ['CDATA alone', '<a><![CDATA[x < y && z]]></a>'],
  ['CDATA with spaces around', '<a>  <![CDATA[x]]>  </a>'],
  ['CDATA between elements', '<a><b/><![CDATA[c]]><d/></a>'],
  ['processing instructions', '<?xml-stylesheet type="text/xsl" href="s.xsl"?><a><?php echo 1; ?><b><?empty?></b></a><?after x ?>'],
  ['first PI is not xml', '<?pi?><a/>'],
  ['attribute quotes', `<a x='he said "hi"' y="it's" z = "1"\n   w\t=\t'2'/>`],
  ['attribute values with > and =', '<a x="1>0" y="a=b" z="&amp;&lt;"/>'],
  ['attribute values with new lines', '<a x="line1\nline2\r\nline3"/>'],
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
  ['byte order mark', '\ufeff<a><b/></a>'],
];

describe('printXml = xml-formatter 3.7', () => {
  it.each(SAME)('%s', (_name, text) => {
    for (const { indentSize, collapseContent } of SETTINGS) {
      expect(printed(text, indentSize, collapseContent), `indent ${indentSize}, collapse ${collapseContent}`).toBe(library(text, indentSize, collapseContent));
    }
  });

  it('matches on 400 random well-formed documents', () => {
    const random = mulberry32(20_260_611);
    for (let run = 0; run < 400; run += 1) {
      const text = randomDocument(random);
      const settings = SETTINGS[run % SETTINGS.length]!;
      expect(printed(text, settings.indentSize, settings.collapseContent), text).toBe(library(text, settings.indentSize, settings.collapseContent));
      if (run % 4 === 0) {
        for (const other of SETTINGS) expect(printed(text, other.indentSize, other.collapseContent), text).toBe(library(text, other.indentSize, other.collapseContent));
      }
    }
  });

  it('matches on 300 varied documents of the bench generator, under every setting', () => {
    for (const text of variedXmlDocuments(300)) {
      for (const { indentSize, collapseContent } of SETTINGS) expect(printed(text, indentSize, collapseContent), text).toBe(library(text, indentSize, collapseContent));
    }
  });

  it('matches on a 256 KB document of the bench generator', () => {
    const text = variedXmlDocument(256 * 1024, { seed: 5, instructions: true });
    expect(printed(text, 2, true)).toBe(library(text, 2, true));
    expect(printed(text, 4, false)).toBe(library(text, 4, false));
  });
});

describe('well-formed documents the library cannot format', () => {
  it.each([
    ['a DOCTYPE directly followed by the root (the library reads the root into the DOCTYPE)', '<!DOCTYPE a><a><b/></a>', '<!DOCTYPE a>\n<a>\n  <b/>\n</a>'],
    ['a "]" in the internal subset', '<!DOCTYPE a [<!ENTITY e "]">]>\n<a>&e;</a>', '<!DOCTYPE a [<!ENTITY e "]">]>\n<a>&e;</a>'],
    ['a "·" in a name', '<a·b><c/></a·b>', '<a·b>\n  <c/>\n</a·b>'],
    ['a processing instruction target outside ASCII', '<a><?é x?></a>', '<a>\n  <?é x?>\n</a>'],
    ['an attribute named __proto__ (the library drops it)', '<a __proto__="1" b="2"/>', '<a __proto__="1" b="2"/>'],
  ])('%s', (_name, text, expected) => {
    expect(() => library(text, 2, true)).toSatisfy((format: () => string) => {
      try {
        return format() !== expected;
      } catch {
        return true;
      }
    });
    expect(printed(text, 2, true)).toBe(expected);
  });

  it('prints nesting of any depth', () => {
    const depth = 50_000;
    const output = printed(`${'<a>'.repeat(depth)}x${'</a>'.repeat(depth)}`, 0, true);
    expect(output.split('\n')).toHaveLength(2 * depth - 1);
  });
});

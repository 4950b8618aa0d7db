// Run: npx vitest bench src/tools/xml-formatter --run
// The formatter's unit-level time on varied XML (xml-formatter.bench-data.mjs), against
// xml-formatter 3.7 alone. The library's parser searches for "?>" and "/>" from every start tag with
// attributes to the end of the document, so its time grows with the square of the size when there
// is no processing instruction further on (as in most documents): about 1 s at 1 MB, 6 s at 2 MB,
// 40 s at 5 MB (docs/performance.md). Its 5 MB case runs only with XML_BENCH_LIBRARY_5MB=1.
import xmlFormat from 'xml-formatter';
import { bench, describe } from 'vitest';
import { readXml } from '../../lib/data-formats/xml-read';
import { variedXmlDocument } from './xml-formatter.bench-data.mjs';
import { formatXml, printXml } from './xml-formatter.service';

const OPTIONS = { indentSize: 2, collapseContent: true };
const LIBRARY_OPTIONS = { indentation: '  ', collapseContent: true, lineSeparator: '\n' };

for (const megabytes of [1, 5]) {
  const text = variedXmlDocument(megabytes * 1024 * 1024).trim();
  const tree = readXml(text, { asWritten: true });
  describe(`${megabytes} MB of varied XML`, () => {
    bench('formatXml: the reader (check and tree) + printXml', () => void formatXml(text, OPTIONS), { iterations: 5 });
    bench('readXml (as written) alone', () => void readXml(text, { asWritten: true }), { iterations: 5 });
    bench('printXml alone', () => void printXml(tree, { indentation: '  ', collapseContent: true }), { iterations: 5 });
    if (megabytes === 1 || process.env.XML_BENCH_LIBRARY_5MB === '1') {
      bench('xml-formatter 3.7 alone (no well-formedness check)', () => void xmlFormat(text, LIBRARY_OPTIONS), { iterations: 1 });
    }
  });
}

// Run: npx vitest bench src/tools/json-prettify --run
import { parse as losslessParse, stringify as losslessStringify } from 'lossless-json';
import { bench, describe } from 'vitest';
import { formatJson, writeFormattedJson } from './json-prettify.service';

/** A ~5 MB document made of many objects: numbers (one beyond 2^53), strings, nesting, arrays. */
function makeDocument(targetChars: number): string {
  const items: string[] = [];
  let size = 0;
  for (let index = 0; size < targetChars; index++) {
    const item = JSON.stringify({
      id: index,
      name: `Item number ${index} "quoted" é\n`,
      price: index * 1.25 + 0.5,
      big: 'BIG',
      tags: ['a', 'b', `c${index}`],
      nested: { active: index % 2 === 0, score: -index / 7, deep: { x: null, y: [1, 2, { z: 'w' }] } },
      Zeta: 1,
      alpha: 2,
    }).replace('"BIG"', '17478252242305210114');
    items.push(item);
    size += item.length + 1;
  }
  return `{"data":[${items.join(',')}],"count":${items.length}}`;
}

const documentText = makeDocument(5 * 1024 * 1024);

describe(`5 MB document (${documentText.length} chars)`, () => {
  bench('formatJson, sorted, indent 3 (parse + sort + print)', () => void formatJson(documentText, { sortKeys: true, indentSize: 3 }), { iterations: 5 });
  bench('formatJson, unsorted, indent 3', () => void formatJson(documentText, { sortKeys: false, indentSize: 3 }), { iterations: 5 });
  bench('writeFormattedJson, sorted, indent 3 (check, then print in pieces)', () => writeFormattedJson(documentText, { sortKeys: true, indentSize: 3 }, () => undefined), { iterations: 5 });
  bench('lossless-json parse + stringify (reference, unsorted)', () => void losslessStringify(losslessParse(documentText), null, 3), { iterations: 5 });
});

/**
 * What the screen and the operations share with the service without loading it: the languages,
 * the default documents and a sample query per language.
 */

export const QUERY_LANGUAGES = ['jq', 'jsonpath', 'jmespath', 'xpath'] as const;
export type QueryLanguage = (typeof QUERY_LANGUAGES)[number];

/** The default document and query of the page: Stefan Goessner's bookstore, the classic JSONPath example. */
export const DEFAULT_DOCUMENT = `{
  "store": {
    "book": [
      { "category": "reference", "author": "Nigel Rees", "title": "Sayings of the Century", "price": 8.95 },
      { "category": "fiction", "author": "Evelyn Waugh", "title": "Sword of Honour", "price": 12.99 },
      { "category": "fiction", "author": "Herman Melville", "title": "Moby Dick", "isbn": "0-553-21311-3", "price": 8.99 },
      { "category": "fiction", "author": "J. R. R. Tolkien", "title": "The Lord of the Rings", "isbn": "0-395-19395-8", "price": 22.99 }
    ],
    "bicycle": { "color": "red", "price": 399 }
  }
}`;

/** The same bookstore in XML, for XPath. */
export const DEFAULT_XML = `<?xml version="1.0" encoding="UTF-8"?>
<bookstore>
  <book category="reference">
    <title lang="en">Sayings of the Century</title>
    <author>Nigel Rees</author>
    <price>8.95</price>
  </book>
  <book category="fiction">
    <title lang="en">Moby Dick</title>
    <author>Herman Melville</author>
    <price>8.99</price>
  </book>
</bookstore>`;

/** A query that shows what each language does, on the default documents. */
export const SAMPLE_QUERIES: Record<QueryLanguage, string> = {
  jq: '.store.book[] | select(.price < 10) | .title',
  jsonpath: '$.store.book[?@.price < 10].title',
  jmespath: 'store.book[?price < `10`].title',
  xpath: '//book[price < 10]/title/text()',
};

/** Which field a failure belongs under: the document or the query. */
export const DOCUMENT_ERRORS = new Set(['invalidJson', 'invalidYaml', 'invalidXml', 'severalDocuments']);


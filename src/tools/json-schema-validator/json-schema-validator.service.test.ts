import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { DEFAULT_DOCUMENT, DEFAULT_SCHEMA } from './json-schema-validator.drafts';
import { checkSchemaText, draftOfUri, validateDocument, validationReport } from './json-schema-validator.service';

function failure(run: () => unknown): { key: string; detail: string; params?: Record<string, string | number> } {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, detail: error.detail ?? '', ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
  throw new Error('no error');
}

/** The errors of a report as `pointer line:column keyword` lines. */
const summary = (document: string, schema: string) =>
  validationReport(document, schema, 'auto').errors.map((error) => `${error.document ? `${error.document}#` : ''}${error.instancePath} ${error.line}:${error.column} ${error.keyword}`);

describe('drafts', () => {
  // The meta-schema URIs of json-schema.org/specification-links.
  it.each([
    ['http://json-schema.org/draft-04/schema#', '4'],
    ['http://json-schema.org/draft-06/schema#', '7'],
    ['http://json-schema.org/draft-07/schema#', '7'],
    ['http://json-schema.org/draft-07/schema', '7'],
    ['https://json-schema.org/draft/2019-09/schema', '2019-09'],
    ['https://json-schema.org/draft/2020-12/schema', '2020-12'],
    ['https://json-schema.org/draft/2021-01/schema', undefined],
  ])('%s → %s', (uri, draft) => {
    expect(draftOfUri(uri)).toBe(draft);
  });

  it('reads each draft by its own rules: items as an array is a tuple before 2020-12', () => {
    const tuple = (uri: string) => `{"$schema": "${uri}", "items": [{"type": "string"}], "additionalItems": false}`;
    expect(validateDocument('["a"]', tuple('http://json-schema.org/draft-07/schema#'), 'auto')).toBe('Valid (draft-07)');
    expect(failure(() => validateDocument('["a", 1]', tuple('https://json-schema.org/draft/2019-09/schema'), 'auto')).key).toBe('invalidDocument');
    expect(failure(() => checkSchemaText(tuple('https://json-schema.org/draft/2020-12/schema'), 'auto')).detail).toContain('"items" must be a schema in draft 2020-12');
  });
});

describe('validation, with places in the text', () => {
  // Vectors in the manner of JSON-Schema-Test-Suite (tests/draft2020-12: minimum, required, type, additionalProperties, uniqueItems, $ref to $defs, anyOf).
  it('lists every error of the page’s example with its line and column', () => {
    expect(summary(DEFAULT_DOCUMENT, DEFAULT_SCHEMA)).toEqual(['/age 4:10 minimum', '/tags 5:11 uniqueItems', '/nickname 6:3 additionalProperties']);
  });

  it.each([
    ['required: at the object', '{\n  "a": 1\n}', '{"required": ["b"]}', [' 1:1 required']],
    ['a $ref to $defs', '{"n": -1}', '{"$defs": {"pos": {"minimum": 0}}, "properties": {"n": {"$ref": "#/$defs/pos"}}}', ['/n 1:7 minimum']],
    ['anyOf: the summary and each alternative', '1.5', '{"anyOf": [{"type": "string"}, {"type": "integer"}]}', [' 1:1 anyOf', ' 1:1 type', ' 1:1 type']],
    ['a property forbidden by false: placed at its name', '{"a": 1, "b": 2}', '{"properties": {"b": false}}', ['/b 1:10 properties']],
    ['pointer escapes (RFC 6901)', '{"a/b": {"c~d": "x"}}', '{"properties": {"a/b": {"properties": {"c~d": {"type": "number"}}}}}', ['/a~1b/c~0d 1:17 type']],
    ['array items', '[1, "two", 3]', '{"items": {"type": "integer"}}', ['/1 1:5 type']],
    ['YAML', 'name: Ada\nage: old\n', '{"properties": {"age": {"type": "integer"}}}', ['/age 2:6 type']],
    ['several YAML documents', 'a: 1\n---\na: x\n', '{"properties": {"a": {"type": "integer"}}}', ['2#/a 3:4 type']],
    ['a schema in YAML', '{"a": "x"}', 'properties:\n  a:\n    type: number\n', ['/a 1:7 type']],
  ])('%s', (_name, document, schema, expected) => {
    expect(summary(document, schema)).toEqual(expected);
  });

  it('gives the pointer, the keyword location and the message', () => {
    expect(validationReport('{"age": -1}', '{"properties": {"age": {"minimum": 0}}}', 'auto').errors).toEqual([
      { instancePath: '/age', keyword: 'minimum', schemaPath: '#/properties/age/minimum', message: '-1 is less than 0.', line: 1, column: 9 },
    ]);
  });

  it('says Valid with the draft, or throws the list (the command line exits 1)', () => {
    expect(validateDocument('{"age": 1}', '{"properties": {"age": {"minimum": 0}}}', 'auto')).toBe('Valid (draft 2020-12)');
    const draft4 = '{"$schema": "http://json-schema.org/draft-04/schema#", "properties": {"age": {"minimum": 0, "exclusiveMinimum": true}}}';
    expect(validateDocument('{"age": 1}', draft4, 'auto')).toBe('Valid (draft-04)');
    expect(failure(() => validateDocument('{"age": 0}', draft4, 'auto')).key).toBe('invalidDocument');
    // The draft option wins over $schema: in draft-07, exclusiveMinimum is a number.
    expect(failure(() => validateDocument('{"age": 1}', draft4, '7')).key).toBe('invalidSchema');
    expect(failure(() => validateDocument('{"age": -1}', '{"properties": {"age": {"minimum": 0}}}', 'auto'))).toEqual({
      key: 'invalidDocument',
      detail: '1 error:\n/age (line 1, column 9): -1 is less than 0. [#/properties/age/minimum]',
    });
  });

  it('locates a document that cannot be read', () => {
    expect(failure(() => validationReport('{"a": }', '{}', 'auto'))).toEqual({ key: 'invalidJson', detail: "Unexpected character '}': a value was expected at line 1, column 7" });
    expect(failure(() => validationReport('a: b: c', '{}', 'auto')).key).toBe('invalidYaml');
    expect(failure(() => validationReport('  ', '{}', 'auto')).key).toBe('documentEmpty');
  });
});

describe('a schema that is not a schema', () => {
  it.each([
    ['an array', '[1, 2]', { key: 'notASchema', detail: '', params: { type: 'array' } }],
    ['a number', '42', { key: 'notASchema', detail: '', params: { type: 'number' } }],
    ['invalid JSON', '{"type": "object",}', { key: 'schemaInvalidJson', detail: "Unexpected character '}': a property name in double quotes was expected at line 1, column 19" }],
    ['an unknown draft', '{\n  "$schema": "https://example.com/my-schema"\n}', { key: 'unknownDraft', detail: 'at line 2, column 14', params: { uri: 'https://example.com/my-schema' } }],
  ])('%s', (_name, schema, expected) => {
    expect(failure(() => checkSchemaText(schema, 'auto'))).toEqual(expected);
  });

  it('lists keywords of the wrong type, each at its place', () => {
    const schema = '{\n  "type": "obj",\n  "properties": {\n    "a": 3,\n    "b": {"minLength": -1, "pattern": "("}\n  },\n  "required": "a"\n}';
    expect(failure(() => checkSchemaText(schema, 'auto'))).toEqual({
      key: 'invalidSchema',
      detail: [
        '#/type (line 2, column 11): "type" must be one of array, boolean, integer, null, number, object, string (or an array of them), not "obj"',
        '#/properties/a (line 4, column 10): "properties" member "a" must be a schema (an object or a boolean), not a number',
        '#/properties/b/minLength (line 5, column 24): "minLength" must be a non-negative integer, not -1',
        '#/properties/b/pattern (line 5, column 39): "pattern" is not a valid regular expression (Invalid regular expression: /(/u: Unterminated group)',
        '#/required (line 7, column 15): "required" must be an array of strings',
      ].join('\n'),
    });
  });

  it('reports a $ref to nothing', () => {
    expect(failure(() => validationReport('{}', '{"$ref": "other.json"}', 'auto'))).toEqual({ key: 'unresolvedRef', detail: 'Unresolved $ref "other.json".' });
  });

  it('accepts true and false as schemas', () => {
    expect(checkSchemaText('true', 'auto')).toBe('Valid JSON Schema (draft 2020-12)');
    expect(summary('1', 'false')).toEqual([' 1:1 false']);
  });
});

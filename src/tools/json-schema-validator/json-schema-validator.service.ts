import { Validator, type OutputUnit, type Schema, type SchemaDraft } from '@cfworker/json-schema';
import { ToolInputError } from '../../lib/errors';
import { pointerOf, readLocatedDocuments, type LocatedDocuments } from './json-schema-validator.documents';
import { formatPosition } from '../../lib/json/json-text';
import { DRAFT_NAMES, type DraftChoice } from './json-schema-validator.drafts';

/**
 * A JSON or YAML document validated against a JSON Schema (drafts 4, 7, 2019-09 and 2020-12;
 * draft-06 is read as draft-07) by @cfworker/json-schema, which interprets schemas (no code is
 * generated: the Content-Security-Policy forbids eval). Before that, the schema itself is checked:
 * an object or a boolean, a known `$schema`, and each keyword of the right type (the part of the
 * meta-schemas a mistake usually breaks), every problem with its place in the schema's text. Each
 * validation error has the JSON Pointer of the value, the schema keyword's location, the
 * library's message and the line and column of the value in the document's text.
 */

export interface ValidationError {
  /** RFC 6901 JSON Pointer of the value in the document ('' for the whole document). */
  instancePath: string;
  /** The keyword that failed, and where it is in the schema (`#/properties/age/minimum`; through `$ref`s as followed). */
  keyword: string;
  schemaPath: string;
  message: string;
  line?: number;
  column?: number;
  /** Which YAML document (from 1), when the text holds several. */
  document?: number;
}

export interface ValidationReport {
  valid: boolean;
  /** The draft the schema was read as: 4, 7, 2019-09 or 2020-12. */
  draft: SchemaDraft;
  /** How many documents were validated (YAML may hold several). */
  documents: number;
  errors: ValidationError[];
}

/** A problem in the schema itself, placed in the schema's text. */
export interface SchemaProblem {
  schemaPath: string;
  message: string;
  line?: number;
  column?: number;
}

/** At most this many errors are listed (a document can break a schema everywhere). */
export const MAX_ERRORS = 200;

const DRAFT_URIS: Record<string, SchemaDraft> = {
  'json-schema.org/draft-04/schema': '4',
  'json-schema.org/draft-06/schema': '7',
  'json-schema.org/draft-07/schema': '7',
  'json-schema.org/draft/2019-09/schema': '2019-09',
  'json-schema.org/draft/2020-12/schema': '2020-12',
};

/** The draft a `$schema` URI names (http or https, with or without the final `#`), or undefined. */
export function draftOfUri(uri: string): SchemaDraft | undefined {
  const key = uri.trim().replace(/^https?:\/\//, '').replace(/#$/, '');
  return DRAFT_URIS[key];
}

interface ReadSchema {
  schema: Schema | boolean;
  draft: SchemaDraft;
  text: LocatedDocuments;
}

/** The schema's text → the schema and its draft, or the reason it is not a schema (next to the schema field). */
export function readSchema(text: string, choice: DraftChoice): ReadSchema {
  const located = readLocatedDocuments(text, { invalidJson: 'schemaInvalidJson', invalidYaml: 'schemaInvalidYaml', empty: 'schemaEmpty' });
  if (located.values.length > 1) throw new ToolInputError('schemaSeveralDocuments');
  const schema = located.values[0];
  if (typeof schema !== 'boolean' && (schema === null || typeof schema !== 'object' || Array.isArray(schema))) {
    throw new ToolInputError('notASchema', { params: { type: schema === null ? 'null' : Array.isArray(schema) ? 'array' : typeof schema } });
  }
  let draft: SchemaDraft = '2020-12';
  const declared = typeof schema === 'object' ? (schema as Schema).$schema : undefined;
  if (declared !== undefined) {
    const named = typeof declared === 'string' ? draftOfUri(declared) : undefined;
    if (named === undefined) throw new ToolInputError('unknownDraft', { params: { uri: String(declared) }, detail: `at ${schemaPlace(located, '/$schema')}` });
    draft = named;
  }
  if (choice !== 'auto') draft = choice;
  const problems = checkSchema(schema as Schema | boolean, draft)
    .map((problem) => ({ ...problem, ...located.locate(problem.pointer, 0, problem.key) }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0));
  if (problems.length > 0) {
    throw new ToolInputError('invalidSchema', {
      detail: problems.map((problem) => `${problem.pointer === '' ? '#' : `#${problem.pointer}`}${problem.line === undefined ? '' : ` (${formatPosition({ line: problem.line, column: problem.column as number })})`}: ${problem.message}`).join('\n'),
    });
  }
  return { schema: schema as Schema | boolean, draft, text: located };
}

const schemaPlace = (located: LocatedDocuments, pointer: string): string => {
  const place = located.locate(pointer, 0, false);
  return place ? formatPosition(place) : '';
};

// ---------------------------------------------------------------------------------------------
// The schema's keywords: what each must be (JSON Schema Validation and Core, per draft)

type KeywordKind = 'schema' | 'schemas' | 'schemaMap' | 'string' | 'strings' | 'number' | 'positiveNumber' | 'count' | 'boolean' | 'array' | 'type' | 'regex' | 'regexMap' | 'dependencies' | 'stringArrayMap' | 'items' | 'exclusive';

const KEYWORDS: Record<string, KeywordKind> = {
  additionalItems: 'schema',
  additionalProperties: 'schema',
  contains: 'schema',
  contentSchema: 'schema',
  else: 'schema',
  if: 'schema',
  not: 'schema',
  propertyNames: 'schema',
  then: 'schema',
  unevaluatedItems: 'schema',
  unevaluatedProperties: 'schema',
  items: 'items',
  allOf: 'schemas',
  anyOf: 'schemas',
  oneOf: 'schemas',
  prefixItems: 'schemas',
  properties: 'schemaMap',
  $defs: 'schemaMap',
  definitions: 'schemaMap',
  dependentSchemas: 'schemaMap',
  patternProperties: 'regexMap',
  dependencies: 'dependencies',
  dependentRequired: 'stringArrayMap',
  type: 'type',
  enum: 'array',
  examples: 'array',
  multipleOf: 'positiveNumber',
  maximum: 'number',
  minimum: 'number',
  exclusiveMaximum: 'exclusive',
  exclusiveMinimum: 'exclusive',
  maxLength: 'count',
  minLength: 'count',
  maxItems: 'count',
  minItems: 'count',
  maxProperties: 'count',
  minProperties: 'count',
  maxContains: 'count',
  minContains: 'count',
  uniqueItems: 'boolean',
  readOnly: 'boolean',
  writeOnly: 'boolean',
  deprecated: 'boolean',
  $recursiveAnchor: 'boolean',
  required: 'strings',
  pattern: 'regex',
  format: 'string',
  $id: 'string',
  $ref: 'string',
  $schema: 'string',
  $anchor: 'string',
  $dynamicRef: 'string',
  $dynamicAnchor: 'string',
  $recursiveRef: 'string',
  $comment: 'string',
  title: 'string',
  description: 'string',
  contentEncoding: 'string',
  contentMediaType: 'string',
};

const TYPES = new Set(['array', 'boolean', 'integer', 'null', 'number', 'object', 'string']);

const describeType = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`);
const isSchema = (value: unknown) => typeof value === 'boolean' || (value !== null && typeof value === 'object' && !Array.isArray(value));
const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

function validRegex(pattern: string): string | undefined {
  try {
    new RegExp(pattern, 'u');
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

interface FoundProblem {
  pointer: string;
  message: string;
  /** Placed at the member's name rather than its value. */
  key: boolean;
}

/**
 * The keywords of the schema and of every schema inside it, each checked against what its draft
 * wants (a schema, an array of schemas, a non-negative integer, a valid regular expression…).
 * Unknown keywords are allowed, as the specification says. At most MAX_ERRORS problems.
 */
export function checkSchema(root: Schema | boolean, draft: SchemaDraft): FoundProblem[] {
  const problems: FoundProblem[] = [];
  const stack: { schema: unknown; path: (string | number)[] }[] = [{ schema: root, path: [] }];
  const problem = (path: (string | number)[], message: string, key = false) => {
    if (problems.length < MAX_ERRORS) problems.push({ pointer: pointerOf(path), message, key });
  };
  const schemaAt = (value: unknown, path: (string | number)[], what: string) => {
    if (isSchema(value)) stack.push({ schema: value, path });
    else problem(path, `${what} must be a schema (an object or a boolean), not ${describeType(value)}`);
  };
  while (stack.length > 0 && problems.length < MAX_ERRORS) {
    const { schema, path } = stack.pop() as { schema: unknown; path: (string | number)[] };
    if (!isObject(schema)) continue;
    for (const [keyword, value] of Object.entries(schema)) {
      const kind = KEYWORDS[keyword];
      if (kind === undefined) continue;
      const at = [...path, keyword];
      const name = `"${keyword}"`;
      switch (kind) {
        case 'schema':
          schemaAt(value, at, name);
          break;
        case 'items':
          if (Array.isArray(value) && draft !== '2020-12') value.forEach((item, index) => schemaAt(item, [...at, index], `${name} item ${index}`));
          else if (Array.isArray(value)) problem(at, `"items" must be a schema in draft 2020-12 (an array of schemas is "prefixItems")`);
          else schemaAt(value, at, name);
          break;
        case 'schemas':
          if (!Array.isArray(value) || value.length === 0) problem(at, `${name} must be a non-empty array of schemas`);
          else value.forEach((item, index) => schemaAt(item, [...at, index], `${name} item ${index}`));
          break;
        case 'schemaMap':
        case 'regexMap':
          if (!isObject(value)) problem(at, `${name} must be an object whose values are schemas`);
          else {
            for (const [member, item] of Object.entries(value)) {
              if (kind === 'regexMap') {
                const invalid = validRegex(member);
                if (invalid) problem([...at, member], `${name}: "${member}" is not a valid regular expression (${invalid})`, true);
              }
              schemaAt(item, [...at, member], `${name} member "${member}"`);
            }
          }
          break;
        case 'dependencies':
          if (!isObject(value)) problem(at, `${name} must be an object`);
          else {
            for (const [member, item] of Object.entries(value)) {
              if (Array.isArray(item)) {
                if (!item.every((entry) => typeof entry === 'string')) problem([...at, member], `${name} member "${member}" must be a schema or an array of strings`);
              } else schemaAt(item, [...at, member], `${name} member "${member}"`);
            }
          }
          break;
        case 'stringArrayMap':
          if (!isObject(value) || !Object.values(value).every((item) => Array.isArray(item) && item.every((entry) => typeof entry === 'string'))) problem(at, `${name} must be an object whose values are arrays of strings`);
          break;
        case 'type': {
          const types = Array.isArray(value) ? value : [value];
          if (Array.isArray(value) && value.length === 0) problem(at, `${name} must not be an empty array`);
          for (const type of types) {
            if (typeof type !== 'string' || !TYPES.has(type)) {
              problem(at, `${name} must be one of array, boolean, integer, null, number, object, string (or an array of them), not ${typeof type === 'string' ? `"${type}"` : JSON.stringify(type)}`);
              break;
            }
          }
          if (Array.isArray(value) && new Set(value).size !== value.length) problem(at, `${name} must not list a type twice`);
          break;
        }
        case 'array':
          if (!Array.isArray(value)) problem(at, `${name} must be an array, not ${describeType(value)}`);
          break;
        case 'number':
          if (typeof value !== 'number') problem(at, `${name} must be a number, not ${describeType(value)}`);
          break;
        case 'positiveNumber':
          if (typeof value !== 'number' || !(value > 0)) problem(at, `${name} must be a number greater than 0`);
          break;
        case 'exclusive':
          if (draft === '4' ? typeof value !== 'boolean' : typeof value !== 'number') problem(at, `${name} must be ${draft === '4' ? 'a boolean in draft-04' : 'a number'}, not ${describeType(value)}`);
          break;
        case 'count':
          if (typeof value !== 'number' || !Number.isInteger(value) || value < 0) problem(at, `${name} must be a non-negative integer, not ${typeof value === 'number' ? String(value) : describeType(value)}`);
          break;
        case 'boolean':
          if (typeof value !== 'boolean') problem(at, `${name} must be true or false, not ${describeType(value)}`);
          break;
        case 'string':
          if (typeof value !== 'string') problem(at, `${name} must be a string, not ${describeType(value)}`);
          break;
        case 'strings':
          if (!Array.isArray(value) || !value.every((item) => typeof item === 'string')) problem(at, `${name} must be an array of strings`);
          else if (new Set(value).size !== value.length) problem(at, `${name} must not list a name twice`);
          break;
        case 'regex':
          if (typeof value !== 'string') problem(at, `${name} must be a string, not ${describeType(value)}`);
          else {
            const invalid = validRegex(value);
            if (invalid) problem(at, `${name} is not a valid regular expression (${invalid})`);
          }
          break;
      }
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Validation

/** Keywords whose failure only says that something inside failed (reported by the errors inside). */
const SUMMARY_KEYWORDS = new Set(['properties', 'patternProperties', 'additionalProperties', 'unevaluatedProperties', 'items', 'prefixItems', 'additionalItems', 'unevaluatedItems', 'allOf', '$ref', '$dynamicRef', '$recursiveRef', 'dependentSchemas', 'dependencies', 'propertyNames']);
/** Keywords whose place in the text is the member's name (a name that is not allowed), not its value. */
const KEY_KEYWORDS = new Set(['additionalProperties', 'unevaluatedProperties', 'propertyNames', 'false']);

const fragmentPointer = (location: string): string => decodeURIComponent(location.replace(/^#/, ''));

/**
 * cfworker's errors made readable: a `false` schema's bare "False boolean schema." takes the
 * message of the keyword that applied it ('Property "x" does not match additional properties
 * schema.'), errors that only say "something inside failed" go when the failure inside is listed,
 * and the library's misspelt `dependantRequired` location is corrected.
 */
export function readableErrors(units: readonly OutputUnit[]): (OutputUnit & { atName?: boolean })[] {
  let errors: (OutputUnit & { atName?: boolean })[] = units.map((unit) => ({ ...unit, keywordLocation: unit.keywordLocation.replace(/\/dependantRequired$/, '/dependentRequired') }));
  const merged = new Set<OutputUnit>();
  errors = errors.map((unit) => {
    if (unit.keyword !== 'false' || unit.instanceLocation === '#') return unit;
    const parent = unit.instanceLocation.slice(0, unit.instanceLocation.lastIndexOf('/'));
    const name = fragmentPointer(`#${unit.instanceLocation.slice(unit.instanceLocation.lastIndexOf('/'))}`).slice(1);
    const summary = errors.find((other) => other.instanceLocation === parent && SUMMARY_KEYWORDS.has(other.keyword) && (other.error.includes(`"${name}"`) || /items/i.test(other.keyword)));
    if (!summary) return unit;
    merged.add(summary);
    const keywordLocation = summary.keyword === 'properties' || summary.keyword === 'patternProperties' ? `${summary.keywordLocation}/${unit.instanceLocation.slice(unit.instanceLocation.lastIndexOf('/') + 1)}` : summary.keywordLocation;
    return { ...unit, keyword: summary.keyword, keywordLocation, error: summary.error, atName: true };
  });
  return errors.filter((unit) => {
    if (merged.has(unit)) return false;
    if (!SUMMARY_KEYWORDS.has(unit.keyword)) return true;
    // A summary goes when an error inside it (deeper in the schema, at or below its value) is listed.
    return !errors.some((other) => other !== unit && other.keywordLocation.startsWith(`${unit.keywordLocation}/`) && (other.instanceLocation === unit.instanceLocation || other.instanceLocation.startsWith(`${unit.instanceLocation}/`)));
  });
}

/**
 * Validates the document (JSON, or YAML with one or several documents) against the schema. A
 * document or a schema that cannot be read, or a schema that is not one, throws the
 * ToolInputError the screen shows next to its field; a document that does not match gives the
 * list of errors (never thrown here: `validateDocument` does that for the command line).
 */
export function validationReport(documentText: string, schemaText: string, choice: DraftChoice): ValidationReport {
  const { schema, draft } = readSchema(schemaText, choice);
  const document = readLocatedDocuments(documentText, { invalidJson: 'invalidJson', invalidYaml: 'invalidYaml', empty: 'documentEmpty' });
  let validator: Validator;
  try {
    validator = new Validator(schema as Schema, draft, false);
  } catch (error) {
    throw new ToolInputError('invalidSchema', { detail: error instanceof Error ? error.message : String(error) });
  }
  const errors: ValidationError[] = [];
  document.values.forEach((value, index) => {
    let units: OutputUnit[];
    try {
      units = validator.validate(value).errors;
    } catch (error) {
      // A $ref to nothing known (another file, a URL: nothing is fetched) is found while validating.
      // cfworker's message goes on with the absolute URI it made (against a base of its own) and the schemas it knows.
      const message = ((error instanceof Error ? error.message : String(error)).split('\n')[0] as string).replace(/\s+Absolute URI .*$/, '');
      throw new ToolInputError('unresolvedRef', { detail: message });
    }
    for (const unit of readableErrors(units)) {
      if (errors.length >= MAX_ERRORS) break;
      const instancePath = fragmentPointer(unit.instanceLocation);
      const place = document.locate(instancePath, index, unit.atName === true || KEY_KEYWORDS.has(unit.keyword)) ?? document.locate(instancePath, index, false);
      errors.push({
        instancePath,
        keyword: unit.keyword,
        schemaPath: unit.keywordLocation,
        message: unit.error,
        ...(place ? { line: place.line, column: place.column } : {}),
        ...(document.values.length > 1 ? { document: index + 1 } : {}),
      });
    }
  });
  return { valid: errors.length === 0, draft, documents: document.values.length, errors };
}

/** One error as a line of text: `/age (line 4, column 10): -5 is less than 0. [#/properties/age/minimum]`. */
export function errorLine(error: ValidationError): string {
  const where = error.line === undefined ? '' : ` (${error.document === undefined ? '' : `document ${error.document}, `}${formatPosition({ line: error.line, column: error.column as number })})`;
  return `${error.instancePath === '' ? '(root)' : error.instancePath}${where}: ${error.message} [${error.schemaPath}]`;
}

/** "Valid (draft 2020-12)", or throws `invalidDocument` listing every error with its place (the command line exits 1). */
export function validateDocument(documentText: string, schemaText: string, choice: DraftChoice): string {
  const report = validationReport(documentText, schemaText, choice);
  const draft = DRAFT_NAMES[report.draft];
  if (report.valid) return report.documents > 1 ? `Valid: ${report.documents} documents (${draft})` : `Valid (${draft})`;
  const count = report.errors.length;
  throw new ToolInputError('invalidDocument', { detail: `${count} ${count === 1 ? 'error' : 'errors'}:\n${report.errors.map(errorLine).join('\n')}` });
}

/** The schema alone: "Valid JSON Schema (draft 2020-12)", or why it is not one. */
export function checkSchemaText(schemaText: string, choice: DraftChoice): string {
  const { draft } = readSchema(schemaText, choice);
  return `Valid JSON Schema (${DRAFT_NAMES[draft]})`;
}

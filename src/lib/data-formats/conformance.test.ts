import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../errors';
import { DataDate, type DataValue } from './data';
import { readToml } from './toml-read';
import { readYamlDocuments } from './yaml-read';

/**
 * The official test suites, every case: yaml-test-suite (data-2022-01-17) and toml-test (TOML 1.0
 * list), copied with their licences into ./testdata (see testdata/README.md).
 *
 * The cases our readers get wrong are listed here, with the reason, and nowhere else. The lists may
 * only shrink: a listed case that starts passing fails the test so it is taken off.
 */
const YAML_KNOWN_FAILURES: Record<string, string> = {
  '2JQS': 'two empty (null) keys in one mapping: the yaml library reports them as duplicate keys (the suite allows them; JSON could not hold both anyway)',
  '9MMA': 'a %YAML directive with no document after it is accepted by the yaml library',
  SF5V: 'a duplicate %YAML directive is accepted by the yaml library',
  HWV9: 'a stream holding only "..." gives one empty (null) document instead of none',
  QT73: 'a stream holding only a comment and "..." gives one empty (null) document instead of none',
  M7A3: 'an empty document between two "..." markers gives a null document instead of none',
};
const TOML_KNOWN_FAILURES: Record<string, string> = {};

const here = new URL('.', import.meta.url).pathname;
const testdata = join(here, 'testdata');

/** Data → what the suites' JSON holds: bigints as numbers (the JSON has no bigger precision). */
function comparable(value: DataValue): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof DataDate) return value.text;
  if (Array.isArray(value)) return value.map(comparable);
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, item]) => [key, comparable(item)]));
  return value;
}

/** The suite's JSON for a stream: one pretty-printed value per document, one after the other. */
function splitJsonValues(text: string): unknown[] {
  const values: unknown[] = [];
  let depth = 0;
  let inString = false;
  let start = -1;
  for (let index = 0; index < text.length; index++) {
    const char = text[index] as string;
    if (inString) {
      if (char === '\\') index++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    if (start === -1 && !/\s/.test(char)) start = index;
    if (!inString && (char === '{' || char === '[')) depth++;
    if (!inString && (char === '}' || char === ']')) depth--;
    const next = text[index + 1];
    if (start !== -1 && depth === 0 && !inString && (next === undefined || /\s/.test(next))) {
      values.push(JSON.parse(text.slice(start, index + 1)));
      start = -1;
    }
  }
  return values;
}

interface YamlCase {
  id: string;
  name: string;
  yaml: string;
  json: string | null;
  error: boolean;
}

const yamlCases = JSON.parse(readFileSync(join(testdata, 'yaml', 'cases.json'), 'utf8')) as YamlCase[];

function yamlOutcome(testCase: YamlCase): string | undefined {
  let documents: DataValue[];
  try {
    documents = readYamlDocuments(testCase.yaml);
  } catch (error) {
    if (!isToolInputError(error)) throw error;
    return testCase.error ? undefined : `rejected: ${error.detail}`;
  }
  if (testCase.error) return 'accepted an invalid stream';
  if (testCase.json === null) return undefined;
  const expected = testCase.json.trim() === '' ? [] : splitJsonValues(testCase.json);
  try {
    expect(documents.map(comparable)).toEqual(expected);
  } catch {
    return `different value: ${JSON.stringify(documents.map(comparable)).slice(0, 200)}`;
  }
  return undefined;
}

describe('yaml-test-suite', () => {
  it('has every case', () => {
    expect(yamlCases).toHaveLength(402);
  });

  it.each(yamlCases.map((testCase) => [`${testCase.id} ${testCase.name}`, testCase] as const))('%s', (_title, testCase) => {
    const failure = yamlOutcome(testCase);
    const known = YAML_KNOWN_FAILURES[testCase.id];
    if (known) expect(failure, `listed as a known failure (${known}) but passes: take it off the list`).toBeDefined();
    else expect(failure).toBeUndefined();
  });
});

function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)],
  );
}

type Tagged = { type: string; value: string } | Tagged[] | { [key: string]: Tagged };

function tagged(value: DataValue): Tagged {
  if (typeof value === 'bigint') return { type: 'integer', value: value.toString() };
  if (typeof value === 'number') return { type: 'float', value: String(value) };
  if (typeof value === 'string') return { type: 'string', value };
  if (typeof value === 'boolean') return { type: 'bool', value: String(value) };
  if (value instanceof DataDate) {
    const type = { 'offset-datetime': 'datetime', 'local-datetime': 'datetime-local', 'local-date': 'date-local', 'local-time': 'time-local' }[value.kind];
    return { type, value: value.text };
  }
  if (Array.isArray(value)) return value.map(tagged);
  if (value === null) throw new Error('TOML has no null');
  return Object.fromEntries([...value].map(([key, item]) => [key, tagged(item)]));
}

function isScalar(value: Tagged): value is { type: string; value: string } {
  return !Array.isArray(value) && Object.keys(value).length === 2 && 'type' in value && 'value' in value && typeof value.type === 'string';
}

/** toml-test's comparison: floats numerically (any NaN equals any NaN), date-times as instants. */
function sameTagged(actual: Tagged, expected: Tagged): boolean {
  if (Array.isArray(expected)) return Array.isArray(actual) && actual.length === expected.length && expected.every((item, index) => sameTagged(actual[index] as Tagged, item));
  if (isScalar(expected)) {
    if (!isScalar(actual) || actual.type !== expected.type) return false;
    if (expected.type === 'float') {
      const toNumber = (text: string) => Number(text.replace(/^([+-]?)nan$/, 'NaN').replace(/^([+-]?)inf$/, '$1Infinity'));
      const [a, b] = [toNumber(actual.value), toNumber(expected.value)];
      return (Number.isNaN(a) && Number.isNaN(b)) || a === b;
    }
    if (expected.type === 'datetime') return Date.parse(actual.value) === Date.parse(expected.value.replace(' ', 'T').replace('z', 'Z'));
    if (expected.type === 'datetime-local' || expected.type === 'time-local') {
      const normal = (text: string) => text.replace(' ', 'T').replace(/\.0+$/, '').replace(/(\.\d*?)0+$/, '$1');
      return normal(actual.value) === normal(expected.value);
    }
    if (expected.type === 'bool') return actual.value.toLowerCase() === expected.value.toLowerCase();
    return actual.value === expected.value;
  }
  if (Array.isArray(actual) || isScalar(actual)) return false;
  const keys = Object.keys(expected).sort();
  return JSON.stringify(Object.keys(actual).sort()) === JSON.stringify(keys) && keys.every((key) => sameTagged(actual[key] as Tagged, expected[key] as Tagged));
}

const tomlRoot = join(testdata, 'toml');
const tomlFiles = walk(tomlRoot)
  .filter((file) => file.endsWith('.toml'))
  .map((file) => relative(tomlRoot, file))
  .sort();
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

function tomlOutcome(file: string): string | undefined {
  const shouldFail = file.startsWith('invalid/');
  let text: string;
  try {
    text = decoder.decode(readFileSync(join(tomlRoot, file)));
  } catch {
    // Not UTF-8: text that reaches the converter is always Unicode, so this can never be pasted.
    return shouldFail ? undefined : 'not UTF-8';
  }
  let data: DataValue;
  try {
    data = readToml(text).data;
    // The quicker read without comments (TOML to JSON) must agree on every case.
    expect(readToml(text, { comments: false }).data).toEqual(data);
  } catch (error) {
    if (!isToolInputError(error)) return `crashed: ${String(error)}`;
    if (shouldFail) expect(() => readToml(text, { comments: false })).toThrow();
    return shouldFail ? undefined : `rejected: ${error.detail}`;
  }
  if (shouldFail) return 'accepted an invalid document';
  const expected = JSON.parse(readFileSync(join(tomlRoot, file.replace(/\.toml$/, '.json')), 'utf8')) as Tagged;
  return sameTagged(tagged(data), expected) ? undefined : `different value: ${JSON.stringify(tagged(data)).slice(0, 200)}`;
}

describe('toml-test (TOML 1.0)', () => {
  it('has every case', () => {
    expect(tomlFiles.filter((file) => file.startsWith('valid/'))).toHaveLength(210);
    expect(tomlFiles.filter((file) => file.startsWith('invalid/'))).toHaveLength(499);
  });

  it.each(tomlFiles)('%s', (file) => {
    const failure = tomlOutcome(file);
    const known = TOML_KNOWN_FAILURES[file];
    if (known) expect(failure, `listed as a known failure (${known}) but passes: take it off the list`).toBeDefined();
    else expect(failure).toBeUndefined();
  });
});

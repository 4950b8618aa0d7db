import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../errors';
import { damageText, randomData, seededRandom, showData } from './testdata/random-data';
import { readYamlFast } from './yaml-fast-read';
import { readYamlDocuments, readYamlDocumentsWithLibrary } from './yaml-read';
import { writeYamlWithLibrary, type YamlWriteOptions } from './yaml-write';

/**
 * The fast reader must give exactly the library's data, or leave the text to the library (which then
 * also words every error). Compared on the YAML test suite, typical documents, and thousands of
 * generated documents, each also damaged in a few random places.
 */


type LibraryResult = { documents: string } | { error: string };

function library(text: string): LibraryResult {
  try {
    return { documents: readYamlDocumentsWithLibrary(text).map(showData).join('\n---\n') };
  } catch (error) {
    if (isToolInputError(error)) return { error: error.detail ?? error.messageKey };
    throw error;
  }
}

/** Whether the fast reader read `text` (true) or left it (false); fails when it read it differently. */
function agrees(text: string, label: string): boolean {
  const fast = readYamlFast(text);
  if (fast === undefined) return false;
  expect(library(text), `${label}\n${text.slice(0, 400)}`).toEqual({ documents: fast.map(showData).join('\n---\n') });
  return true;
}

const here = new URL('.', import.meta.url).pathname;
const suite = JSON.parse(readFileSync(join(here, 'testdata', 'yaml', 'cases.json'), 'utf8')) as { id: string; yaml: string }[];

const TYPICAL = [
  `version: "3.8"
services:
  web:
    image: nginx:1.27 # pinned
    ports:
      - "80:80"
      - 443:443
    environment:
      - DEBUG=false
    command: ["npm", "start"]
    healthcheck: {test: curl, interval: 30s}
    matrix: [[1, 2], [3, {os: "linux", arch: [x64, arm64]}], {}, []]
  db:
    image: 'postgres:16'
    volumes: []
`,
  `apiVersion: apps/v1
kind: Deployment
metadata:
  name: app
  labels: {app: web}
spec:
  replicas: 3
  template:
    spec:
      containers:
      - name: app
        image: "registry.example.com/app:1.0"
        args:
        - --port=8080
        - -v
        resources:
          limits:
            cpu: 500m
            memory: 128Mi
---
apiVersion: v1
kind: Service
`,
  `on:
  push:
    branches: [main]
jobs:
  test:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: |
          npm ci
          npm test

      - name: Deploy
        run: |-
          echo "done"
`,
  `# only numbers
a: 1
b: -0
c: 0x1F
d: 0o17
e: 1e3
f: .inf
g: -.Inf
h: .nan
i: 1.50
j: 12345678901234567890
k: ~
l: Null
m: TRUE
n: yes
o: 2024-01-02
"p": "esc\\t\\u00e9\\x41\\U0001F600"
'q': 'it''s'
`,
];

const DAMAGE = ['', ' ', '  ', '-', '- ', ':', ': ', '#', ' #', '\n', '\n  ', '"', "'", '|', '|-', '|+', '>', '[', ']', '{', '}', ',', '---\n', '...\n', '\\', '&a ', '*a', '!!str ', '? ', '<<: '];


describe('readYamlFast', () => {
  it.each(TYPICAL.map((text, index) => [index, text] as const))('reads typical document %i as the library does', (_index, text) => {
    expect(agrees(text, 'typical')).toBe(true);
  });

  it('reads the YAML test suite as the library does, where it reads a case at all', () => {
    let read = 0;
    for (const testCase of suite) if (agrees(testCase.yaml, testCase.id)) read++;
    // Most suite cases exercise what this reader leaves to the library; it still reads dozens.
    expect(read).toBeGreaterThan(30);
  });

  it('reads 2,000 written documents as the library does, and damaged copies of them', () => {
    const random = seededRandom(7);
    const optionSets: YamlWriteOptions[] = [
      { indent: 2, quoteStyle: 'auto', quoteYaml11: false, flowShortArrays: false, sortKeys: false },
      { indent: 4, quoteStyle: 'auto', quoteYaml11: true, flowShortArrays: true, sortKeys: false },
      { indent: 2, quoteStyle: 'single', quoteYaml11: false, flowShortArrays: true, sortKeys: false },
      { indent: 2, quoteStyle: 'double', quoteYaml11: false, flowShortArrays: false, sortKeys: false },
    ];
    let read = 0;
    let damagedRead = 0;
    for (let index = 0; index < 2000; index++) {
      const text = writeYamlWithLibrary(randomData(random), optionSets[index % optionSets.length] as YamlWriteOptions);
      if (agrees(text, `document ${index}`)) read++;
      for (let copy = 0; copy < 4; copy++) {
        const damaged = damageText(text, random, 1, DAMAGE);
        if (agrees(damaged, `document ${index}, damaged copy ${copy}`)) damagedRead++;
      }
    }
    expect(read).toBeGreaterThan(1000);
    expect(damagedRead).toBeGreaterThan(2000);
  });

  it('reads damaged copies of the typical documents as the library does', () => {
    const random = seededRandom(11);
    let read = 0;
    for (let index = 0; index < 4000; index++) {
      const text = TYPICAL[index % TYPICAL.length] as string;
      if (agrees(damageText(text, random, 1 + (index % 3), DAMAGE), `typical document ${index % TYPICAL.length}, damage ${index}`)) read++;
    }
    expect(read).toBeGreaterThan(1000);
  });

  it('leaves nesting deeper than the stack allows to the library instead of throwing', () => {
    expect(readYamlFast(`${'- '.repeat(100_000)}x\n`)).toBeUndefined();
  });

  it('leaves errors to the library, which words them', () => {
    expect(readYamlFast('a: 1\na: 2\n')).toBeUndefined();
    expect(() => readYamlDocuments('a: 1\na: 2\n')).toThrow(/Map keys must be unique at line 2, column 1/);
    expect(readYamlFast('a: [1, 2\n')).toBeUndefined();
    expect(readYamlFast('a: 1\n b: 2\n')).toBeUndefined();
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../errors';
import type { DataMap } from './data';
import { damageText, randomData, seededRandom, showData } from './testdata/random-data';
import { readTomlFast } from './toml-fast-read';
import { readToml, readTomlWithLibrary } from './toml-read';
import { writeToml, type TomlWriteOptions } from './toml-write';

/**
 * The fast reader must give exactly the data of smol-toml and the TOML 1.0 scan, or leave the text
 * to them (which then also word every error). Compared on the toml-test suite, typical documents,
 * and thousands of generated documents, each also damaged in a few random places.
 */


function library(text: string): { data: string } | { error: string } {
  try {
    return { data: showData(readTomlWithLibrary(text, { comments: false }).data) };
  } catch (error) {
    if (isToolInputError(error)) return { error: error.detail ?? error.messageKey };
    throw error;
  }
}

function agrees(text: string, label: string): boolean {
  const fast = readTomlFast(text);
  if (fast === undefined) return false;
  expect(library(text), `${label}\n${text.slice(0, 400)}`).toEqual({ data: showData(fast) });
  return true;
}

const here = new URL('.', import.meta.url).pathname;
function walk(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(join(directory, entry.name)) : [join(directory, entry.name)]));
}
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const suite = walk(join(here, 'testdata', 'toml'))
  .filter((file) => file.endsWith('.toml'))
  .flatMap((file) => {
    try {
      return [{ file, text: decoder.decode(readFileSync(file)) }];
    } catch {
      return [];
    }
  });

const TYPICAL = [
  `# Cargo-like
[package]
name = "tools"
version = "0.1.0"
authors = ["A <a@example.com>", 'B']
edition = "2021"

[dependencies]
serde = { version = "1.0", features = ["derive"] }
rand = "0.8"

[profile.release]
lto = true
opt-level = 3
`,
  `title = "TOML Example"
[owner]
name = "Tom"
dob = 1979-05-27T07:32:00-08:00
local = 1979-05-27T07:32:00
day = 1979-05-27
time = 07:32:00.999
space = 1979-05-27 07:32:00Z

[database]
enabled = true
ports = [ 8000, 8001, 8002 ]
data = [ ["delta", "phi"], [3.14] ]
temp_targets = { cpu = 79.5, case = 72.0 }

[servers]
  [servers.alpha]
  ip = "10.0.0.1"
  role = "frontend"

[[products]]
name = "Hammer"
sku = 738594937
"quoted key" = 'literal \\ value'
site."google.com" = true
numbers = [ 0xDEAD_BEEF, 0o755, 0b1101, +1_000, -17, 6.626e-34, -0.0, inf, -inf, nan, 1e1_0 ]

[[products]]
name = "Nail"
colors = [
  "red",   # a comment
  "green",
]
escapes = "tab\\t quote\\" unicode \\u00E9 \\U0001F600"
`,
];

const DAMAGE = ['', ' ', '=', ' = ', '.', '"', "'", '[', ']', '[[', ']]', '{', '}', ',', '#', '\n', '\n[', '\\', '_', '0', '+', '-', 'x', 'inf', 'T', ':', '"""', "'''", '\t', '\r\n'];


/** Random data TOML can hold: a mapping at the top, no nulls (the writer drops them). */
function randomTable(random: () => number): DataMap {
  const data = randomData(random);
  return data instanceof Map ? data : new Map([['root', data]]);
}

describe('readTomlFast', () => {
  it.each(TYPICAL.map((text, index) => [index, text] as const))('reads typical document %i as smol-toml and the scan do', (_index, text) => {
    expect(agrees(text, 'typical')).toBe(true);
  });

  it('reads the toml-test suite as smol-toml and the scan do, and no invalid case', () => {
    let read = 0;
    for (const { file, text } of suite) {
      if (agrees(text, file)) {
        read++;
        expect(file).toMatch(/\/valid\//);
      }
    }
    expect(read).toBeGreaterThan(100);
  });

  it('reads 2,000 written documents as smol-toml and the scan do, and damaged copies of them', () => {
    const random = seededRandom(3);
    const optionSets: TomlWriteOptions[] = [
      { nulls: 'drop', tableStyle: 'tables', sortKeys: false },
      { nulls: 'empty-string', tableStyle: 'dotted', sortKeys: false },
      { nulls: 'drop', tableStyle: 'inline', sortKeys: true },
    ];
    let read = 0;
    let damagedRead = 0;
    for (let index = 0; index < 2000; index++) {
      const text = writeToml(randomTable(random), optionSets[index % optionSets.length] as TomlWriteOptions).text;
      if (agrees(text, `document ${index}`)) read++;
      for (let copy = 0; copy < 4; copy++) if (agrees(damageText(text, random, 1, DAMAGE), `document ${index}, damaged copy ${copy}`)) damagedRead++;
    }
    // Integers beyond 64 bits in the random data are left to the other reader (which rejects them).
    expect(read).toBeGreaterThan(1000);
    expect(damagedRead).toBeGreaterThan(1500);
  });

  it('reads damaged copies of the typical documents as smol-toml and the scan do', () => {
    const random = seededRandom(5);
    let read = 0;
    for (let index = 0; index < 4000; index++) {
      const text = TYPICAL[index % TYPICAL.length] as string;
      if (agrees(damageText(text, random, 1 + (index % 3), DAMAGE), `typical document ${index % TYPICAL.length}, damage ${index}`)) read++;
    }
    expect(read).toBeGreaterThan(400);
  });

  it('leaves nesting deeper than the stack allows to the other reader instead of throwing', () => {
    expect(readTomlFast(`a = ${'['.repeat(100_000)}${']'.repeat(100_000)}\n`)).toBeUndefined();
  });

  it('leaves errors to the other reader, which words them', () => {
    expect(readTomlFast('a = 1\na = 2\n')).toBeUndefined();
    expect(() => readToml('a = 1\na = 2\n')).toThrow();
    expect(readTomlFast('a = { b = 1, }\n')).toBeUndefined();
    expect(readTomlFast('t = 07:32\n')).toBeUndefined();
  });
});

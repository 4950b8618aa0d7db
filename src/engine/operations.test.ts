import { describe, expect, it } from 'vitest';
import { sequenceRandom } from '../lib/random';
import { runOperation, type Operation } from './operation';
import { tools } from '../tools';
import { readFileSync, writeFileSync } from 'node:fs';
import { buildManifest, createOperationIdResolver, currentOperationId, manifest, manifestText, type Manifest, type ManifestEntry, type OperationEnglish } from './manifest';
import { loadOperation, loadOperations, loadToolOperations, toolsWithOperations } from './registry';

const operations: Operation[] = await loadOperations();
const toolIds = new Set(tools.map((tool) => tool.id));
const englishOf = (tool: string): OperationEnglish | undefined =>
  (JSON.parse(readFileSync(new URL(`../tools/${tool}/locales/en.json`, import.meta.url), 'utf8')) as { operations?: OperationEnglish }).operations;

/** What `next` lacks of `previous`: ids (unless an alias of `next` keeps them) and option keys. */
function lostFromManifest(previous: Manifest, next: Manifest): string[] {
  const resolve = createOperationIdResolver(next);
  const lost: string[] = [];
  for (const [id, entry] of Object.entries(previous)) {
    const current = resolve(id);
    if (current === undefined) {
      lost.push(id);
      continue;
    }
    const keys = new Set(next[current]!.options.map((option) => option.key));
    for (const option of entry.options) if (!keys.has(option.key)) lost.push(current === id ? `${id}: option ${option.key}` : `${id}: option ${option.key} is not an option of ${current}`);
  }
  return lost;
}

const cases = operations.flatMap((operation) =>
  operation.examples.map((example, index) => ({ name: `${operation.id} #${index + 1}: ${example.description ?? ''}`, operation, example })),
);

describe('the operations registry', () => {
  it('finds operations', () => {
    expect(operations.length).toBeGreaterThan(0);
    expect(toolsWithOperations.length).toBeGreaterThan(0);
  });

  it('has unique ids, each belonging to an existing tool that declares it in its own folder', async () => {
    const ids = operations.map((operation) => operation.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(toolIds.has(operation.toolId), `${operation.id} → ${operation.toolId}`).toBe(true);
      expect(operation.id, 'ids are kebab-case').toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
    for (const toolId of toolsWithOperations) {
      for (const operation of await loadToolOperations(toolId)) expect(operation.toolId).toBe(toolId);
    }
  });

  it('matches the manifest (ids, kinds, options, labels: the public contract), which never loses an id or an option', async () => {
    const actual = buildManifest(operations, englishOf);
    // A new or changed operation: UPDATE_MANIFEST=1 npx vitest run src/engine/operations.test.ts. An id or
    // an option that disappears breaks links, saved recipes and scripts: keep it (or make the old id an alias).
    const lost = lostFromManifest(manifest, actual);
    if (process.env.UPDATE_MANIFEST && lost.length === 0) writeFileSync(new URL('./manifest.json', import.meta.url), manifestText(actual));
    expect(lost, 'ids and options gone from the manifest').toEqual([]);
    expect(JSON.parse(JSON.stringify(manifest))).toEqual(JSON.parse(JSON.stringify(actual)));
    for (const id of Object.keys(actual)) expect((await loadOperation(id))?.id).toBe(id);
    expect(await loadOperation('no-such-operation')).toBeUndefined();
    expect(await loadOperation('constructor')).toBeUndefined();
    for (const [id, entry] of Object.entries(actual)) {
      for (const alias of entry.aliases ?? []) {
        expect(currentOperationId(alias)).toBe(id);
        expect((await loadOperation(alias))?.id).toBe(id);
      }
    }
  });

  it('says which ids and options a new manifest would lose', () => {
    const entry = (options: string[], aliases?: string[]): ManifestEntry => ({ tool: 't', name: 'n', input: 'text', output: 'text', ...(aliases ? { aliases } : {}), options: options.map((key) => ({ key, kind: 'text', default: '' })) });
    const before = { a: entry(['x', 'y']), b: entry([]), c: entry(['z']) };
    expect(lostFromManifest(before, { a: entry(['x', 'y', 'w']), b: entry([]), c: entry(['z']) })).toEqual([]);
    expect(lostFromManifest(before, { a: entry(['x']), c: entry(['z']) })).toEqual(['a: option y', 'b']);
    expect(lostFromManifest(before, { a: entry(['x', 'y']), d: entry(['z'], ['b', 'c']) })).toEqual([]);
    expect(lostFromManifest(before, { a: entry(['x', 'y']), d: entry([], ['b', 'c']) })).toEqual(['c: option z is not an option of d']);
  });

  it('keeps aliases apart from ids and from each other, and versions with a migration', () => {
    const ids = new Set(operations.map((operation) => operation.id));
    const aliases = operations.flatMap((operation) => operation.aliases ?? []);
    expect(new Set(aliases).size, 'an alias names one operation').toBe(aliases.length);
    for (const alias of aliases) expect(ids.has(alias), `${alias} is an alias and an id`).toBe(false);
    for (const operation of operations) {
      const version = operation.version ?? 1;
      expect(Number.isInteger(version) && version >= 1, operation.id).toBe(true);
      if (version > 1) expect(typeof operation.migrate, `${operation.id} has version ${version} and no migrate`).toBe('function');
    }
  });

  it('finds an operation by its id or one of its aliases', () => {
    const resolve = createOperationIdResolver({
      'base64-encode': { aliases: ['b64-encode', 'base64-string-encode-old'] },
      'json-prettify': {},
    });
    expect.soft(resolve('base64-encode')).toBe('base64-encode');
    expect.soft(resolve('b64-encode')).toBe('base64-encode');
    expect.soft(resolve('base64-string-encode-old')).toBe('base64-encode');
    expect.soft(resolve('json-prettify')).toBe('json-prettify');
    expect.soft(resolve('json-prettify-old')).toBeUndefined();
    expect.soft(resolve('toString')).toBeUndefined();
    expect.soft(resolve('__proto__')).toBeUndefined();
    expect(currentOperationId('json-prettify')).toBe('json-prettify');
    expect(currentOperationId('hasOwnProperty')).toBeUndefined();
  });

  it('gives every option schema defaults that parse from nothing', () => {
    for (const operation of operations) {
      const parsed = operation.options.safeParse({});
      expect(parsed.success, `${operation.id}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
  });

  it('has at least one example per operation, with an input exactly when the operation takes one', () => {
    for (const operation of operations) {
      expect(operation.examples.length, operation.id).toBeGreaterThan(0);
      for (const example of operation.examples) {
        if (operation.input === 'none') expect(example.input, operation.id).toBeUndefined();
        else expect(example.input, operation.id).toBeDefined();
      }
    }
  });

  it.each(cases)('$name', async ({ operation, example }) => {
    const random = example.random ? sequenceRandom(example.random) : undefined;
    const output = await runOperation(operation, example.input as never, example.options ?? {}, { random });
    expect(output).toEqual(example.output);
  });

  it.each(cases.filter(({ operation }) => operation.runInPieces))('$name, in pieces', async ({ operation, example }) => {
    const random = example.random ? sequenceRandom(example.random) : undefined;
    const pieces: string[] = [];
    const options = operation.options.parse(example.options ?? {});
    await operation.runInPieces!(example.input as never, options, { random: random ?? sequenceRandom([0]) }, (piece) => void pieces.push(piece));
    expect(operation.output).toBe('text');
    expect(pieces.join('')).toEqual(example.output);
  });

  it('rejects an option of the wrong type with the schema error', async () => {
    const [json] = await loadToolOperations('json-prettify');
    await expect(runOperation(json!, '{}', { indentSize: 11 })).rejects.toThrow();
    await expect(runOperation(json!, '{}', { sortKeys: 'yes' })).rejects.toThrow();
  });
});

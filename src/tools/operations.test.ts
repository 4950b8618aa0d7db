import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sequenceRandom } from '../lib/random';
import { runOperation, type Operation } from '../lib/operations/operation';
import { tools } from '.';
import { createOperationIdResolver, currentOperationId, loadOperation, loadOperations, loadToolOperations, operationIndex, toolsWithOperations } from './operations';

const operations: Operation[] = await loadOperations();
const toolIds = new Set(tools.map((tool) => tool.id));

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

  it('lists every operation id, its tool, its option names, its aliases and its version in operation-ids.json (the public contract)', async () => {
    const actual = Object.fromEntries(
      operations
        .map(
          (operation) =>
            [
              operation.id,
              {
                tool: operation.toolId,
                options: Object.keys((operation.options as { shape?: object }).shape ?? {}).sort(),
                ...(operation.aliases?.length ? { aliases: [...operation.aliases].sort() } : {}),
                ...((operation.version ?? 1) > 1 ? { version: operation.version } : {}),
              },
            ] as const,
        )
        .sort(([a], [b]) => a.localeCompare(b, 'en')),
    );
    // A new operation: UPDATE_OPERATION_IDS=1 npx vitest run src/tools/operations.test.ts. An id or an
    // option that disappears breaks links, saved recipes and scripts: keep it (or add an alias).
    if (process.env.UPDATE_OPERATION_IDS) {
      const lines = Object.entries(actual).map(([id, entry]) => `  ${JSON.stringify(id)}: ${JSON.stringify(entry)}`);
      writeFileSync(new URL('./operation-ids.json', import.meta.url), `{\n${lines.join(',\n')}\n}\n`);
    }
    expect(operationIndex).toEqual(actual);
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
      'base64-encode': { tool: 'base64', options: [], aliases: ['b64-encode', 'base64-string-encode-old'] },
      'json-prettify': { tool: 'json-prettify', options: ['indentSize'] },
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

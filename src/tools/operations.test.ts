import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { sequenceRandom } from '../lib/random';
import { runOperation, type Operation } from '../lib/operations/operation';
import { tools } from '.';
import { loadOperation, loadOperations, loadToolOperations, operationIndex, toolsWithOperations } from './operations';

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

  it('lists every operation id, its tool and its option names in operation-ids.json (the public contract)', async () => {
    const actual = Object.fromEntries(
      operations
        .map((operation) => [operation.id, { tool: operation.toolId, options: Object.keys((operation.options as { shape?: object }).shape ?? {}).sort() }] as const)
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

  it('rejects an option of the wrong type with the schema error', async () => {
    const [json] = await loadToolOperations('json-prettify');
    await expect(runOperation(json!, '{}', { indentSize: 11 })).rejects.toThrow();
    await expect(runOperation(json!, '{}', { sortKeys: 'yes' })).rejects.toThrow();
  });
});

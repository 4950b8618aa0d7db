import { describe, expect, it } from 'vitest';
import { z } from './zod';
import { runBatchTask } from './batch';
import { defineOperation, runOnBytes, runOperation, type Operation } from './operation';
import { operationInput } from './values';
import { createOperationWorkerApi } from './worker/worker-api';

/** How each run got its file: read by the engine (bytes) or unread (a File read by the operation in slices). */
const seen: string[] = [];

const sizeOf = async (file: File) => {
  seen.push(`file:${file.name}:${file.constructor.name}`);
  // Reads only the last byte, as a large-file operation reads slices.
  const last = new Uint8Array(await file.slice(file.size - 1).arrayBuffer());
  return `${file.name} ${file.size} ${last[0]}`;
};

const streamed = defineOperation({
  id: 'size-of',
  toolId: 'test',
  input: 'file',
  output: 'text',
  options: z.object({}),
  runFile: (file) => sizeOf(file),
  run: runOnBytes((file) => {
    seen.push('bytes');
    return sizeOf(file);
  }),
  examples: [],
});

const read = defineOperation({
  id: 'length-of',
  toolId: 'test',
  input: 'file',
  output: 'text',
  options: z.object({}),
  run: (file) => `${file.name} ${file.bytes.length}`,
  examples: [],
});

const operations = new Map<string, Operation>([streamed, read].map((operation) => [operation.id, operation as Operation]));
const lookup = async (id: string) => operations.get(id);
const blob = new File([new Uint8Array([1, 2, 3])], 'abc.bin', { type: 'application/octet-stream' });

describe('runFile: a file the operation reads itself', () => {
  it('gets the File unread on every path that has one, and bytes through run otherwise', async () => {
    seen.length = 0;
    expect(await operationInput(streamed, blob)).toBe(blob);
    expect(await runOperation(streamed, blob as never)).toBe('abc.bin 3 3');
    expect((await runBatchTask({ kind: 'operation', op: 'size-of', options: {} }, blob, { lookup })).ok).toBe(true);
    const worker = createOperationWorkerApi(lookup);
    expect(await worker.run('size-of', blob, {})).toMatchObject({ ok: true, output: 'abc.bin 3 3' });
    expect(seen).toEqual(['file:abc.bin:File', 'file:abc.bin:File', 'file:abc.bin:File']);

    // A file value (a recipe step, an example) goes through run, which wraps the bytes in a File.
    seen.length = 0;
    expect(await runOperation(streamed, { name: 'v.bin', type: '', bytes: new Uint8Array([9, 8]) })).toBe('v.bin 2 8');
    expect(seen).toEqual(['bytes', 'file:v.bin:File']);
  });

  it('still reads the file for an operation without runFile', async () => {
    expect(await operationInput(read, blob)).toEqual({ name: 'abc.bin', type: 'application/octet-stream', bytes: new Uint8Array([1, 2, 3]) });
    expect(await runBatchTask({ kind: 'operation', op: 'length-of', options: {} }, blob, { lookup })).toMatchObject({ ok: true, output: { kind: 'text', value: 'abc.bin 3' } });
  });
});

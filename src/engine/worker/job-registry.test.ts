import { describe, expect, it } from 'vitest';
import type * as HashTextJobs from '../../tools/hash-text/hash-text.jobs';
import { loadJobModule } from './job-registry';

describe('job registry', () => {
  it.each([
    ['sql-prettify', ['append', 'formatChunk', 'formatFirst', 'plan']],
    ['yaml-prettify', ['append', 'plan', 'prettify', 'prettifyChunk', 'prettifyFirst']],
    ['hash-text', ['hashFile']],
    ['qr-code', ['drawPng', 'encode']],
  ])('finds the job module %s by its name, with its functions', async (name, functions) => {
    const module = await loadJobModule(name);
    expect(Object.keys(module ?? {}).filter((key) => typeof module![key] === 'function').sort()).toEqual(functions);
  });

  it('knows no other name', async () => {
    expect(await loadJobModule('sql-prettify.jobs')).toBeUndefined();
    expect(await loadJobModule('nope')).toBeUndefined();
  });

  it('runs a job of a real module: a file hashed in slices, with progress', async () => {
    const { hashFile } = (await loadJobModule('hash-text')) as typeof HashTextJobs;
    const seen: number[] = [];
    const digests = await hashFile(new Blob(['abc']), { progress: (done) => seen.push(done) });
    expect(Buffer.from(digests.SHA256).toString('hex')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(seen).toEqual([3]);
  });
});

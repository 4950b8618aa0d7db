import type { PoolJobReport } from '../../modules/live-result/use-pool-job';
import { runInOrder, sendTextInPieces, type WorkerPool } from '../../engine/worker/worker-pool';
import { chunkContext, FIRST_CHUNK_SCAN_CHARS, sameChunk, YamlChunkAssembler, type YamlChunkResult, type YamlPlan } from './yaml-chunks';
import type { PrettifyYamlOptions, PrettifyYamlOutcome } from './yaml-prettify.service';
import type { YamlPrettifyWorkerApi } from './yaml-prettify.worker';

/**
 * The output is shown as it comes only while it stays within this size (the first chunk always):
 * each update lays the whole text out again (a larger partial output makes a main-thread task of
 * over 50 ms), and the first screens are what one reads while the rest is computed.
 */
export const PARTIAL_OUTPUT_LIMIT = 64 * 1024;

export interface PrettifyRequest {
  text: string;
  options: PrettifyYamlOptions;
}

/**
 * A large stream on the worker pool: cut into chunks (yaml-chunks.ts; the scan of every character
 * runs in a worker, tens of milliseconds for 5 MB; the stream is handed over in pieces), chunks
 * prettified in parallel and shown in order as they come; the first chunk is planned and prettified
 * from the start of the stream alone and shown before the whole stream is planned. When the chunks
 * cannot stand for the whole (an error, a key repeated across chunks…), the whole stream is
 * prettified in one worker: its output and error.
 */
export async function prettifyYamlOnPool(pool: WorkerPool<YamlPrettifyWorkerApi>, { text, options }: PrettifyRequest, report: PoolJobReport<string>): Promise<PrettifyYamlOutcome> {
  // The first chunk from the start of the stream alone, at once, before the plan of the whole stream.
  const firstChunk = text.length > FIRST_CHUNK_SCAN_CHARS ? pool.run((api) => api.prettifyFirst(text.slice(0, FIRST_CHUNK_SCAN_CHARS), options)) : Promise.resolve(undefined);
  firstChunk.then(
    (first) => first && report.partial(() => first.result.output),
    () => {},
  );
  // The whole stream only once the typing pause is over (the first chunk did not wait for it).
  await report.pause();
  const { chunks, styleWalk } = await pool.run<YamlPlan>(async (api) => {
    await sendTextInPieces(text, (piece) => api.append(piece));
    return api.plan(options);
  });
  const first = await firstChunk;
  // It stands for the plan's first chunk when the plan starts with the same chunk.
  const done = first && chunks.length > 1 && sameChunk(first.chunk, chunks[0]!) ? first.result : undefined;
  if (first && !done) report.partial(() => '');
  if (chunks.length > 1) {
    const assembler = new YamlChunkAssembler(chunks);
    let whole = true;
    let shown = 0;
    let showing = true;
    report.progress(0, text.length);
    await runInOrder<YamlPrettifyWorkerApi, YamlChunkResult>(
      pool,
      chunks.length,
      (api, index) =>
        index === 0 && done ? Promise.resolve(done) : (api.prettifyChunk(text.slice(chunks[index]!.start, chunks[index]!.end), options, chunkContext(chunks, index, styleWalk)) as Promise<YamlChunkResult>),
      (result, index) => {
        if (!assembler.add(result, index)) return (whole = false);
        report.progress(chunks[index]!.end, text.length);
        if (showing && result.ok) {
          shown += result.output.length;
          if (index === 0 || shown <= PARTIAL_OUTPUT_LIMIT) report.partial(() => assembler.partial());
          else showing = false;
        }
      },
    );
    if (whole) return { ok: true, output: assembler.output() };
    // Start again on the whole stream: no partial output, an unknown remaining time.
    report.partial(() => '');
    report.progress(0, 0);
  }
  return pool.run<PrettifyYamlOutcome>((api) => api.prettify(text, options));
}

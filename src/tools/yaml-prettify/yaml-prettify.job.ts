import type { PoolJobReport } from '../../lib/use-pool-job';
import { runInOrder, type WorkerPool } from '../../lib/worker-pool';
import { chunkContext, planYamlChunks, YamlChunkAssembler, type YamlChunkResult } from './yaml-chunks';
import { needsStyleWalk, type PrettifyYamlOptions, type PrettifyYamlOutcome } from './yaml-prettify.service';
import type { YamlPrettifyWorkerApi } from './yaml-prettify.worker';

/**
 * The output is shown as it comes only up to about this size: each update lays the whole text out
 * again, and the first screens are what one reads while the rest is computed.
 */
export const PARTIAL_OUTPUT_LIMIT = 64 * 1024;

export interface PrettifyRequest {
  text: string;
  options: PrettifyYamlOptions;
}

/**
 * A large stream on the worker pool: cut into chunks (yaml-chunks.ts; planning a 5 MB stream takes
 * about 15 ms, so it is done here and each character is sent to a worker once), chunks prettified in
 * parallel and shown in order as they come. When the chunks cannot stand for the whole (an error, a
 * key repeated across chunks…), the whole stream is prettified in one worker: its output and error.
 */
export async function prettifyYamlOnPool(pool: WorkerPool<YamlPrettifyWorkerApi>, { text, options }: PrettifyRequest, report: PoolJobReport<string>): Promise<PrettifyYamlOutcome> {
  const chunks = planYamlChunks(text, options.sortKeys);
  if (chunks.length > 1) {
    const assembler = new YamlChunkAssembler(chunks);
    const styleWalk = needsStyleWalk(text, options);
    let whole = true;
    let shown = 0;
    report.progress(0, text.length);
    await runInOrder<YamlPrettifyWorkerApi, YamlChunkResult>(
      pool,
      chunks.length,
      (api, index) => api.prettifyChunk(text.slice(chunks[index]!.start, chunks[index]!.end), options, chunkContext(chunks, index, styleWalk)),
      (result, index) => {
        if (!assembler.add(result, index)) return (whole = false);
        report.progress(chunks[index]!.end, text.length);
        if (shown < PARTIAL_OUTPUT_LIMIT) {
          shown += result.ok ? result.output.length : 0;
          report.partial(() => assembler.partial());
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

import type { JobCall } from '../../engine/worker/jobs';
import { toolJobs } from '../../engine/worker/operation-pool';
import { defaultPoolSize, runInOrder, sendTextInPieces } from '../../engine/worker/worker-pool';
import type { LiveControl } from '../../modules/live-result/use-live-result';
import { chunkContext, FIRST_CHUNK_SCAN_CHARS, sameChunk, YamlChunkAssembler, type YamlChunkResult } from './yaml-chunks';
import type * as YamlJobs from './yaml-prettify.jobs';
import type { PrettifyYamlOptions, PrettifyYamlOutcome } from './yaml-prettify.service';

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

/** yaml-prettify.jobs.ts, in the operation workers. */
export const yamlJobs = toolJobs<typeof YamlJobs>('yaml-prettify');

/**
 * A large stream on the operation workers (useLiveResult's eager remote): cut into chunks
 * (yaml-chunks.ts; the scan of every character runs in a worker, tens of milliseconds for 5 MB;
 * the stream is handed over in pieces), chunks prettified in parallel and shown in order as they
 * come; the first chunk is planned and prettified from the start of the stream alone and shown
 * before the typing pause is over and the whole stream planned. When the chunks cannot stand for
 * the whole (an error, a key repeated across chunks…), the whole stream is prettified in one
 * worker: its output and error. Every call is stopped by the control's signal (a newer request,
 * Cancel).
 */
export async function prettifyYamlInPieces({ text, options }: PrettifyRequest, control: LiveControl<string>): Promise<PrettifyYamlOutcome> {
  const { signal } = control;
  // The first chunk from the start of the stream alone, at once, before the plan of the whole stream.
  const firstChunk = text.length > FIRST_CHUNK_SCAN_CHARS ? yamlJobs.run('prettifyFirst', { head: text.slice(0, FIRST_CHUNK_SCAN_CHARS), options }, { signal }) : Promise.resolve(undefined);
  firstChunk.then(
    (first) => first && control.onPartial(() => first.result.output),
    () => {},
  );
  // The whole stream only once the typing pause is over (the first chunk did not wait for it).
  await control.pause();
  const { chunks, styleWalk } = await yamlJobs.hold(async (call) => {
    await sendTextInPieces(text, (piece) => call('append', piece));
    return call('plan', options);
  }, signal);
  const first = await firstChunk;
  // It stands for the plan's first chunk when the plan starts with the same chunk.
  const done = first && chunks.length > 1 && sameChunk(first.chunk, chunks[0]!) ? first.result : undefined;
  if (first && !done) control.onPartial(() => '');
  if (chunks.length > 1) {
    const assembler = new YamlChunkAssembler(chunks);
    let whole = true;
    let shown = 0;
    let showing = true;
    control.onProgress(0, text.length);
    await runInOrder<JobCall<typeof YamlJobs>, YamlChunkResult>(
      (task) => yamlJobs.hold(task, signal),
      chunks.length,
      (call, index) =>
        index === 0 && done
          ? Promise.resolve(done)
          : call('prettifyChunk', { text: text.slice(chunks[index]!.start, chunks[index]!.end), options, context: chunkContext(chunks, index, styleWalk) }),
      (result, index) => {
        if (!assembler.add(result, index)) return (whole = false);
        control.onProgress(chunks[index]!.end, text.length);
        if (showing && result.ok) {
          shown += result.output.length;
          if (index === 0 || shown <= PARTIAL_OUTPUT_LIMIT) control.onPartial(() => assembler.partial());
          else showing = false;
        }
      },
      // As many at once as the page leaves cores for (a core stays with the page: it joins and shows the output).
      defaultPoolSize(),
    );
    if (whole) return { ok: true, output: assembler.output() };
    // Start again on the whole stream: no partial output, an unknown remaining time.
    control.onPartial(() => '');
    control.onProgress(0, 0);
  }
  return yamlJobs.run('prettify', { text, options }, { signal });
}

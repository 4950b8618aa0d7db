// Not an operation run: it plans the cuts of one large YAML stream and prettifies its pieces on a pool (usePoolJob), showing the output as it comes.
import { expose } from 'comlink';
import { planYamlStream, prettifyYamlChunk, type ChunkContext, type YamlChunkResult, type YamlPlan } from './yaml-chunks';
import { prettifyYamlOutcome, type PrettifyYamlOptions, type PrettifyYamlOutcome } from './yaml-prettify.service';

/** Large YAML streams are parsed and printed here, off the main thread: whole, or chunk by chunk on a pool. */
const api = {
  prettify(text: string, options: PrettifyYamlOptions): PrettifyYamlOutcome {
    return prettifyYamlOutcome(text, options);
  },
  /** Where to cut the stream (a scan of every character: kept off the main thread). */
  plan(text: string, options: PrettifyYamlOptions): YamlPlan {
    return planYamlStream(text, options);
  },
  prettifyChunk(text: string, options: PrettifyYamlOptions, context: ChunkContext): YamlChunkResult {
    return prettifyYamlChunk(text, options, context);
  },
};

export type YamlPrettifyWorkerApi = typeof api;

expose(api);

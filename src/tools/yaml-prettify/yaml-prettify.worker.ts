// Not an operation run: it plans the cuts of one large YAML stream and prettifies its pieces on a pool (usePoolJob), showing the output as it comes.
import { expose } from 'comlink';
import { planYamlStream, prettifyFirstChunk, prettifyYamlChunk, type ChunkContext, type YamlChunkResult, type YamlPlan } from './yaml-chunks';
import { prettifyYamlOutcome, type PrettifyYamlOptions, type PrettifyYamlOutcome } from './yaml-prettify.service';
import { TextInbox } from '../../engine/worker/worker-pool';

const inbox = new TextInbox();

/** Large YAML streams are parsed and printed here, off the main thread: whole, or chunk by chunk on a pool. */
const api = {
  prettify(text: string, options: PrettifyYamlOptions): PrettifyYamlOutcome {
    return prettifyYamlOutcome(text, options);
  },
  /** The first chunk from the start of the stream (prettifyFirstChunk): shown before the whole stream is planned. */
  prettifyFirst(head: string, options: PrettifyYamlOptions): ReturnType<typeof prettifyFirstChunk> {
    return prettifyFirstChunk(head, options);
  },
  /** A piece of the stream to plan (sendTextInPieces). */
  append(piece: string): void {
    inbox.append(piece);
  },
  /** Where to cut the stream whose pieces came (a scan of every character: kept off the main thread). */
  plan(options: PrettifyYamlOptions): YamlPlan {
    return planYamlStream(inbox.take(), options);
  },
  prettifyChunk(text: string, options: PrettifyYamlOptions, context: ChunkContext): YamlChunkResult {
    return prettifyYamlChunk(text, options, context);
  },
};

export type YamlPrettifyWorkerApi = typeof api;

expose(api);

import { TextInbox } from '../../engine/worker/worker-pool';
import { planYamlStream, prettifyFirstChunk, prettifyYamlChunk, type ChunkContext, type YamlChunkResult, type YamlPlan } from './yaml-chunks';
import { prettifyYamlOutcome, type PrettifyYamlOptions, type PrettifyYamlOutcome } from './yaml-prettify.service';

/**
 * Run in the operation workers (never loaded on the page): the pieces of a large YAML stream
 * (yaml-prettify.pieces.ts). The stream handed over in pieces stays in the worker that took them.
 */
const inbox = new TextInbox();

/** The whole stream at once (when its chunks cannot stand for it). */
export function prettify({ text, options }: { text: string; options: PrettifyYamlOptions }): PrettifyYamlOutcome {
  return prettifyYamlOutcome(text, options);
}

/** The first chunk from the start of the stream (prettifyFirstChunk): shown before the whole stream is planned. */
export function prettifyFirst({ head, options }: { head: string; options: PrettifyYamlOptions }): ReturnType<typeof prettifyFirstChunk> {
  return prettifyFirstChunk(head, options);
}

/** A piece of the stream to plan (sendTextInPieces). */
export function append(piece: string): void {
  inbox.append(piece);
}

/** Where to cut the stream whose pieces came (a scan of every character: kept off the main thread). */
export function plan(options: PrettifyYamlOptions): YamlPlan {
  return planYamlStream(inbox.take(), options);
}

export function prettifyChunk({ text, options, context }: { text: string; options: PrettifyYamlOptions; context: ChunkContext }): YamlChunkResult {
  return prettifyYamlChunk(text, options, context);
}

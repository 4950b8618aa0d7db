import { openAsBlob, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { identifyFile } from '../engine/detect/signatures';
import { runBatchTask } from '../engine/batch';
import { fromFailure } from '../engine/failure';
import { manifest } from '../engine/manifest';
import { loadOperation } from '../engine/registry';
import { outputFiles, valueBuffers, type FileValue, type RecipeValue } from '../engine/values';
import type { BatchItemResult, BatchRequest } from './batch';
import { englishMessage } from './messages';

/**
 * A worker thread of a command-line batch (`it-tools <op> -i 'photos/*.jpg' -o out/`): reads one
 * input file, runs the operation or the recipe on it, and hands back the output as the files to
 * write (their bytes transferred, not copied).
 */
async function runItem({ task, path }: BatchRequest): Promise<BatchItemResult> {
  const name = basename(path);
  // An operation that reads its file itself (runFile) gets it unread (streamed, never held whole).
  const readsItself = task.kind === 'operation' && (await loadOperation(task.op))?.runFile !== undefined;
  let input: FileValue | File;
  try {
    if (readsItself) {
      const blob = await openAsBlob(path);
      const head = new Uint8Array(await blob.slice(0, 4096).arrayBuffer());
      input = new File([blob], name, { type: identifyFile(head, name).type });
    } else {
      const bytes = readFileSync(path);
      input = { name, type: identifyFile(bytes, name).type, bytes };
    }
  } catch (error) {
    return { ok: false, message: `cannot read it: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const outcome = await runBatchTask(task, input, { lookup: loadOperation });
  if (!outcome.ok) {
    // An operation's error in the words its page uses (its tool's English strings).
    const tool = task.kind === 'operation' ? manifest[task.op]?.tool : undefined;
    return { ok: false, message: outcome.failure ? await englishMessage(fromFailure(outcome.failure), tool) : outcome.message };
  }
  return { ok: true, files: outputFiles(outcome.output, name), warnings: outcome.warnings.map((warning) => warning.message), ...dataOf(outcome.output) };
}

const dataOf = (value: RecipeValue) => (value.kind === 'data' ? { data: value.value } : {});

parentPort?.on('message', (request: BatchRequest) => {
  void runItem(request)
    .catch((error: unknown): BatchItemResult => ({ ok: false, message: error instanceof Error ? error.message : String(error) }))
    .then((result) => {
      const transfer = result.ok ? result.files.flatMap((file) => valueBuffers(file)) : [];
      parentPort!.postMessage({ id: request.id, result }, transfer);
    });
});

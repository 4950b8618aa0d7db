import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { parentPort } from 'node:worker_threads';
import { identifyFile } from '../engine/detect/signatures';
import { startOperationWithWarnings } from '../engine/operation';
import { runRecipe, runStepInPlace } from '../engine/recipe';
import { loadOperation } from '../engine/registry';
import { inputFor, outputFiles, valueBuffers, type FileValue, type RecipeValue } from '../engine/values';
import type { BatchItemResult, BatchRequest } from './batch';
import { englishMessage } from './messages';

/**
 * A worker thread of a command-line batch (`it-tools <op> -i 'photos/*.jpg' -o out/`): reads one
 * input file, runs the operation or the recipe on it, and hands back the output as the files to
 * write (their bytes transferred, not copied).
 */
async function runItem({ task, path }: BatchRequest): Promise<BatchItemResult> {
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(path);
  } catch (error) {
    return { ok: false, message: `cannot read it: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
  const name = basename(path);
  const file: FileValue = { name, type: identifyFile(bytes, name).type, bytes };
  if (task.kind === 'recipe') {
    const result = await runRecipe(task.recipe, file, runStepInPlace, { lookup: loadOperation });
    if (!result.ok) return { ok: false, message: result.problem.message };
    return { ok: true, files: outputFiles(result.output, name), warnings: result.steps.flatMap((step) => step.warnings.map((warning) => warning.message)), ...dataOf(result.output) };
  }
  const operation = await loadOperation(task.op);
  if (!operation) return { ok: false, message: `unknown operation ${task.op}` };
  try {
    const { output, warnings } = await startOperationWithWarnings(operation, inputFor(file, operation.input) as never, task.options);
    const value = { kind: operation.output, value: output } as RecipeValue;
    return { ok: true, files: outputFiles(value, name), warnings: warnings.map((warning) => warning.message), ...dataOf(value) };
  } catch (error) {
    return { ok: false, message: await englishMessage(error, operation.toolId) };
  }
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

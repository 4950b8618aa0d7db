import { manifestEntry, manifestStepOperation } from '../engine/manifest';
import { createRecipe, createStep, type Recipe } from '../engine/recipe';
import { parseOptionFlags, splitWords, UsageError } from './flags';

/**
 * A recipe written as a pipeline: `base64-string-decode | json-prettify --indent-size 4`, each step
 * an operation id with its options as flags (the same flags as `it-tools <operation>`), read with
 * the manifest (no operation module loads before the recipe runs).
 */
export function parseRecipeText(text: string): Recipe {
  const steps = [];
  for (const [index, part] of text.split('|').entries()) {
    const [op, ...args] = splitWords(part);
    if (op === undefined) throw new UsageError(`Step ${index + 1} of the recipe is empty.`);
    const entry = manifestEntry(op);
    if (!entry) throw new UsageError(`Step ${index + 1}: unknown operation ${op} (see "it-tools list").`);
    const { options, rest } = parseOptionFlags(args, entry.options);
    if (rest.length > 0) throw new UsageError(`Step ${index + 1} (${op}): unexpected "${rest[0]}".`);
    steps.push(createStep(manifestStepOperation(entry), options));
  }
  return createRecipe(steps);
}

import { createRecipe, createStep, type Recipe } from '../lib/recipe';
import type { Operation } from '../lib/operations/operation';
import { optionFields } from '../lib/operations/option-fields';
import { parseOptionFlags, splitWords, UsageError } from './flags';

/**
 * A recipe written as a pipeline: `base64-string-decode | json-prettify --indent-size 4`, each step
 * an operation id with its options as flags (the same flags as `it-tools <operation>`).
 */
export async function parseRecipeText(text: string, find: (op: string) => Promise<Operation | undefined>): Promise<Recipe> {
  const steps = [];
  for (const [index, part] of text.split('|').entries()) {
    const [op, ...args] = splitWords(part);
    if (op === undefined) throw new UsageError(`Step ${index + 1} of the recipe is empty.`);
    const operation = await find(op);
    if (!operation) throw new UsageError(`Step ${index + 1}: unknown operation ${op} (see "it-tools list").`);
    const { options, rest } = parseOptionFlags(args, optionFields(operation.options));
    if (rest.length > 0) throw new UsageError(`Step ${index + 1} (${op}): unexpected "${rest[0]}".`);
    steps.push(createStep(operation, options));
  }
  return createRecipe(steps);
}

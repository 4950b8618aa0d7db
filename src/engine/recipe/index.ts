/**
 * The recipe engine (issue 20), pure TypeScript without React: the model, the conversions between
 * steps, step resolution (aliases, migrations), the run, the share link and the saved recipes.
 * The browser runs recipes in the operation worker (`OperationClient.runRecipe`).
 */
export * from './recipe';
export * from './recipe-problem';
export * from '../values';
export * from './resolve-step';
export * from './run-recipe';
export * from './recipe-link';
export * from './saved-recipes';
export { deflateRaw, inflateRawWithLimit, InflateError, InflateLimitError } from './deflate';

import type * as Declared from '../../packages/cli/index';
import type * as Library from './index';

/**
 * The package's declarations (`packages/cli/index.d.ts`, written for people who import it: no
 * internal types, no zod) must describe the library: `npm run typecheck` fails when a function's
 * parameters or results drift from what the code does.
 */
declare const library: typeof Library;
export const declared: Pick<typeof Declared, 'browserOnlyTools' | 'detect' | 'detectFile' | 'list' | 'readRecipe' | 'run' | 'runRecipe' | 'runCommand' | 'UnknownOperationError'> = library;

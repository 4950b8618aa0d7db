/** The Node library: `import { run, list, detect, runRecipe } from '@it-tools/cli'` (issue 22). */
export { browserOnlyTools, detect, detectFile, list, readRecipe, run, runRecipe, UnknownOperationError, type BrowserOnlyTool, type DetectResult, type OperationInfo, type OptionInfo, type RunResult } from './api';

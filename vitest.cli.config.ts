import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The command line's tests (issue 22): they run the built package as child processes, so they
 * need `npm run build:cli` first; a tool's own command-line tests are its `<id>.cli.test.ts`, using
 * src/cli/cli-test-kit.ts (`npm run test:cli` does both; `npm test` runs it after the
 * unit tests). Only its own files: `mergeConfig` would add to the unit tests' include, exclude
 * and projects.
 */
const config = mergeConfig(base, defineConfig({ test: { testTimeout: 60_000, maxConcurrency: 4 } }));
config.test = { ...config.test, projects: undefined, include: ['src/cli/**/*.test.ts', 'src/tools/*/*.cli.test.ts'], exclude: [] };
export default config;

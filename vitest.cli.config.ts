import { defineConfig, mergeConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The command line's tests (issue 22): they run the built package as child processes, so they
 * need `npm run build:cli` first (`npm run test:cli` does both). Not yet part of `npm test`: the
 * ~500 child processes take minutes on 2 cores, over the suite's time budget.
 */
export default mergeConfig(base, defineConfig({ test: { include: ['src/cli/**/*.test.ts'], exclude: [], testTimeout: 60_000, maxConcurrency: 4 } }));

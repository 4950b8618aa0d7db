import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { toolNamesPlugin } from './scripts/vite-plugin-tool-names';

export default defineConfig({
  plugins: [react(), toolNamesPlugin(new URL('./src/tools', import.meta.url).pathname)],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    // The command line's tests run the built package (`npm run test:cli`, vitest.cli.config.ts, also in `npm test`).
    exclude: [...configDefaults.exclude, 'src/cli/**'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A hang detector, not a speed check: jsdom renders and key derivations take seconds on a busy 2-core machine.
    testTimeout: 20_000,
    // Two workers whatever the environment says (Vitest's default is the cores less one: a single
    // worker on the 2-core CI machine). With the shared modules below: 206 s → 112 s for the run.
    maxWorkers: 2,
    // The test files are the projects' (a project extending this config adds its include to this one's).
    projects: [
      // Pure code: the files of a worker share their modules instead of importing them again per
      // file (isolate: false; these 155 files alone: 60 s instead of ~130 s).
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], isolate: false } },
      // Rendered screens (React in jsdom) keep a fresh module graph per file: stores, hand-offs and
      // mocks of one screen's test would leak into the next (34 failures when shared).
      { extends: true, test: { name: 'screens', include: ['src/**/*.test.tsx'] } },
    ],
  },
});

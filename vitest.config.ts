import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { toolNamesPlugin } from './scripts/vite-plugin-tool-names';

/** Test files that each need a fresh process and module graph (the reason beside each): see the `unit-deep` project. */
const STACK_LIMIT_TESTS = [
  'src/tools/yaml-to-json-converter/yaml-to-json-converter.service.test.ts',
  'src/lib/data-formats/yaml-fast-read.test.ts',
  'src/lib/data-formats/yaml-fast-write.test.ts',
  // crypto-js whole (the test's independent check) beside its parts (the service): in a module graph
  // shared with other files that loaded the parts first, the whole's cipher had no OpenSSL format.
  'src/tools/encryption/encryption.service.test.ts',
];

export default defineConfig({
  plugins: [react(), toolNamesPlugin(new URL('./src/tools', import.meta.url).pathname)],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    // The command line's tests run the built package (`npm run test:cli`, vitest.cli.config.ts, also in `npm test`).
    exclude: [...configDefaults.exclude, 'src/cli/**', '**/*.cli.test.ts'],
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
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'], exclude: [...configDefaults.exclude, 'src/cli/**', '**/*.cli.test.ts', ...STACK_LIMIT_TESTS], isolate: false } },
      // Files whose inputs nest deeper than the stack allows each get a fresh process: Node 20's V8
      // aborts the whole process ("RegExpCompiler Allocation failed - process out of memory") when a
      // regular expression is compiled near the stack's limit, which the yaml library's recovery from
      // a stack overflow can do; whether it does depends on what ran before in the process.
      { extends: true, test: { name: 'unit-deep', include: STACK_LIMIT_TESTS } },
      // Rendered screens (React in jsdom) keep a fresh module graph per file: stores, hand-offs and
      // mocks of one screen's test would leak into the next (34 failures when shared).
      { extends: true, test: { name: 'screens', include: ['src/**/*.test.tsx'] } },
    ],
  },
});

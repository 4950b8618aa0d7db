import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { toolNamesPlugin } from './scripts/vite-plugin-tool-names';

export default defineConfig({
  plugins: [react(), toolNamesPlugin(new URL('./src/tools', import.meta.url).pathname)],
  resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
  define: { __APP_VERSION__: JSON.stringify('0.0.0-test') },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    // The command line's tests run the built package (`npm run test:cli`, vitest.cli.config.ts, also in `npm test`).
    exclude: [...configDefaults.exclude, 'src/cli/**'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    // A hang detector, not a speed check: jsdom renders and key derivations take seconds on a busy 2-core machine.
    testTimeout: 20_000,
  },
});

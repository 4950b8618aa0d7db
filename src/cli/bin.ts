import module from 'node:module';

// The `it-tools` command (the build adds the shebang line; it is built as CommonJS, see
// vite.cli.config.ts, hence no top-level await). Node 22 and later keep the compiled modules between
// runs when asked (a cold run ~20 ms faster there); Node 20 has no such cache. The cache is turned
// on before the command's modules load, hence the import below.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();
void import('./main').then(async ({ main, processIo }) => {
  process.exitCode = await main(process.argv.slice(2), processIo());
});

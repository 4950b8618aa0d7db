import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { extname, join } from 'node:path';
import type { Plugin } from 'vite';
import { VENDOR_ASSETS } from '../src/engine/vendor-assets';

const require = createRequire(import.meta.url);

/** The folder of `package/sub/folder` in node_modules. */
function packageFolder(from: string): string {
  const [scopeOrName, ...rest] = from.split('/');
  const name = scopeOrName!.startsWith('@') ? `${scopeOrName}/${rest.shift()}` : scopeOrName!;
  const folder = (require.resolve.paths(name) ?? []).map((path) => join(path, name)).find((path) => existsSync(join(path, 'package.json')));
  if (!folder) throw new Error(`${name} is not in node_modules`);
  return join(folder, ...rest);
}

/** Every file an asset group copies: [group, file name, source path]. */
export function vendorFiles(): [string, string, string][] {
  return Object.entries(VENDOR_ASSETS).flatMap(([name, { from, files }]) => {
    const folder = packageFolder(from);
    if (!existsSync(folder)) throw new Error(`vendor/${name}: ${from} is not in node_modules (src/engine/vendor-assets.ts)`);
    return readdirSync(folder)
      .filter((file) => files.test(file) && statSync(join(folder, file)).isFile())
      .map((file): [string, string, string] => [name, file, join(folder, file)]);
  });
}

/** The dev server's Content-Type per extension (a module worker or `compileStreaming` checks it). */
const CONTENT_TYPES: Record<string, string> = {
  '.wasm': 'application/wasm',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.json': 'application/json',
  '.ttf': 'font/ttf',
};

/**
 * Copies the vendor assets (src/engine/vendor-assets.ts) into `<outDir>/vendor/<name>/` after a
 * build, and serves them there in the dev server: libraries load them from our own origin (or, on
 * the command line, from beside its code), never from a CDN.
 */
export function vendorAssetsPlugin(): Plugin {
  let outDir = 'dist';
  let base = '/';
  return {
    name: 'it-tools:vendor-assets',
    configResolved(config) {
      outDir = config.build.outDir;
      base = config.base;
    },
    writeBundle() {
      for (const [name, file, source] of vendorFiles()) {
        const target = join(outDir, 'vendor', name);
        mkdirSync(target, { recursive: true });
        copyFileSync(source, join(target, file));
      }
    },
    configureServer(server) {
      const files = new Map(vendorFiles().map(([name, file, source]) => [`${base}vendor/${name}/${file}`, source]));
      server.middlewares.use((request, response, next) => {
        const source = files.get((request.url ?? '').split('?')[0]!);
        if (!source || !existsSync(source)) return next();
        response.setHeader('Content-Type', CONTENT_TYPES[extname(source)] ?? 'application/octet-stream');
        createReadStream(source).pipe(response);
      });
    },
  };
}

/**
 * The WebAssembly libraries' own loaders point at their .wasm with `new URL('x.wasm',
 * import.meta.url)`, which the bundler would copy into assets/ a second time. We always hand them
 * the module compiled from vendor/ (src/engine/vendor-assets.ts), so those URLs are left as they
 * are — never resolved, never copied.
 */
export function ignoreLibraryWasmUrlsPlugin(): Plugin {
  const pattern = /\bnew\s+URL\s*\(\s*(['"`][^'"`]+\.wasm['"`])\s*,\s*import\.meta\.url/g;
  return {
    name: 'it-tools:ignore-library-wasm-urls',
    enforce: 'pre',
    transform(code, id) {
      if (!id.includes('/node_modules/') || !code.includes('.wasm')) return undefined;
      const replaced = code.replace(pattern, (_whole, literal: string) => `new URL(/* @vite-ignore */ ${literal}, import.meta.url`);
      return replaced === code ? undefined : { code: replaced, map: null };
    },
  };
}


import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * Emits `sw.js` at the root of the build: the service worker template with the list of every file
 * of the build (all tool chunks, workers, styles, the public folder) and a version derived from
 * their names, so each deploy installs a new worker. Also reports the precache size.
 *
 * It runs after every other plugin's generateBundle (Vite's CSS plugin deletes the empty JavaScript
 * chunks of pure-CSS imports there), and the build fails if a listed file was not written: a single
 * missing file makes the worker's install fail (a server that answers index.html for it, like
 * scripts/serve.mjs, would even get the page cached as a script).
 */
export function serviceWorkerPlugin(options: { base: string; publicDir: string; template: string }): Plugin {
  let precached: string[] = [];
  return {
    name: 'it-tools-service-worker',
    apply: 'build',
    writeBundle(outputOptions) {
      const dir = outputOptions.dir ?? 'dist';
      const missing = precached.filter((name) => !existsSync(join(dir, name)));
      if (missing.length > 0) this.error(`the service worker would precache files the build did not write: ${missing.join(', ')}`);
    },
    generateBundle: {
      order: 'post',
      handler(_outputOptions, bundle) {
        const publicFiles = filesUnder(options.publicDir).map((path) => relative(options.publicDir, path).split('\\').join('/'));
        const bundled = Object.keys(bundle).filter((name) => !name.endsWith('.map'));
        const precache = [...new Set(['index.html', ...bundled, ...publicFiles])].filter((name) => name !== 'sw.js').sort();
        const bytes = Object.values(bundle).reduce((sum, item) => {
          if (item.fileName.endsWith('.map')) return sum;
          return sum + (item.type === 'chunk' ? Buffer.byteLength(item.code) : typeof item.source === 'string' ? Buffer.byteLength(item.source) : item.source.byteLength);
        }, 0);
        const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
        const code = readFileSync(options.template, 'utf8')
          .replace('__SW_VERSION__', version)
          .replace('__SW_BASE__', options.base)
          .replace('__SW_PRECACHE__', JSON.stringify(precache));
        this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
        precached = precache;
        this.info(`service worker precaches ${precache.length} files, ${(bytes / 1024).toFixed(0)} KB of build output (+ public files)`);
      },
    },
  };
}

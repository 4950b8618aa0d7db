// Renders deploy/it-tools.nginx.conf for a build: its base URL, the hashes of index.html's inline
// script for the Content-Security-Policy, and the analytics host when analytics is configured.
// Usage: node scripts/nginx-conf.mjs --dist dist [--base /tools/] [--root /usr/share/nginx/html]
//                                     [--port 8080] [--connect https://stats.example] > it-tools.conf
// --base defaults to $BASE_URL or /; --connect to the origin of $VITE_PLAUSIBLE_API_HOST when
// $VITE_TRACKER_ENABLED is true (the same variables the build reads).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const templatePath = fileURLToPath(new URL('../deploy/it-tools.nginx.conf', import.meta.url));

/** The CSP source expressions ('sha256-…') of every inline <script> of an HTML document. */
export function inlineScriptHashes(html) {
  const hashes = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2], 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** "/", "/tools/" — a base URL with exactly one slash at each end. */
export function normalizeBase(base) {
  const trimmed = String(base ?? '/').replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

/** The origin analytics events are posted to, or '' when analytics is off or has no host. */
export function analyticsOrigin(env) {
  if (String(env.VITE_TRACKER_ENABLED ?? '').toLowerCase() !== 'true' || !env.VITE_PLAUSIBLE_API_HOST) return '';
  try {
    return new URL(env.VITE_PLAUSIBLE_API_HOST).origin;
  } catch {
    throw new Error(`VITE_PLAUSIBLE_API_HOST is not a URL: ${env.VITE_PLAUSIBLE_API_HOST}`);
  }
}

/**
 * The server block for one build. `root` is the folder nginx serves: the build itself when the base
 * is /, otherwise a folder holding the build under the base's path (e.g. root/tools/index.html).
 */
export function renderNginxConf({ template = readFileSync(templatePath, 'utf8'), indexHtml, base = '/', root, port = 8080, connect = '', cacheVar = 'it_tools_cache_control' }) {
  const normalized = normalizeBase(base);
  if (!/^[\w/.-]+$/.test(normalized)) throw new Error(`Unsupported base URL for nginx: ${base}`);
  if (!/^\w+$/.test(cacheVar)) throw new Error(`Not an nginx variable name: ${cacheVar}`);
  const hashes = inlineScriptHashes(indexHtml);
  const values = {
    PORT: String(port),
    ROOT: root,
    BASE: normalized,
    SCRIPT_SRC: hashes.join(' '),
    CONNECT_SRC: connect ? ` ${connect}` : '',
    CACHE_VAR: cacheVar,
    OUTSIDE_BASE: normalized === '/' ? '# (the app is served at the root)' : `location = / {\n    return 302 ${normalized};\n  }`,
  };
  const body = template
    .split('\n')
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .replace(/^\n+/, '');
  return `# IT Tools — rendered from deploy/it-tools.nginx.conf by scripts/nginx-conf.mjs\n${body.replace(/@([A-Z_]+)@/g, (whole, name) => {
    if (!(name in values)) throw new Error(`Unknown placeholder ${whole}`);
    return values[name];
  })}`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name, fallback) => {
    const index = args.indexOf(`--${name}`);
    return index >= 0 && args[index + 1] !== undefined ? args[index + 1] : fallback;
  };
  const dist = option('dist', 'dist');
  process.stdout.write(
    renderNginxConf({
      indexHtml: readFileSync(`${dist}/index.html`, 'utf8'),
      base: option('base', process.env.BASE_URL || '/'),
      root: option('root', '/usr/share/nginx/html'),
      port: Number(option('port', '8080')),
      connect: option('connect', analyticsOrigin(process.env)),
    }),
  );
}

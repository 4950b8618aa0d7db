// Serves the production build (dist/) with SPA fallback: any path that is not a file gets index.html.
// Usage: node scripts/serve.mjs [--port 5050] [--dir dist] [--base /]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', process.env.PORT ?? '5050'));
const root = resolve(option('dir', 'dist'));
const base = option('base', process.env.BASE_URL ?? '/').replace(/\/?$/, '/');

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
};

if (!existsSync(join(root, 'index.html'))) {
  console.error(`No build found in ${root}: run "npm run build" first.`);
  process.exit(1);
}

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://localhost');
  let pathname = decodeURIComponent(url.pathname);
  if (!pathname.startsWith(base) && `${pathname}/` !== base) {
    response.writeHead(302, { Location: base });
    response.end();
    return;
  }
  pathname = pathname.slice(base.length - 1) || '/';
  const file = normalize(join(root, pathname));
  const inside = file.startsWith(root);
  const isFile = inside && existsSync(file) && statSync(file).isFile();
  if (!isFile && pathname.startsWith('/assets/')) {
    // A missing hashed file is a real 404 (as nginx answers), never index.html served as a script.
    response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end('Not found');
    return;
  }
  const target = isFile ? file : join(root, 'index.html');
  const type = types[extname(target)] ?? 'application/octet-stream';
  const immutable = isFile && pathname.startsWith('/assets/');
  response.writeHead(200, {
    'Content-Type': type,
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  createReadStream(target).pipe(response);
}).listen(port, () => {
  console.log(`IT Tools is served at http://localhost:${port}${base}`);
});

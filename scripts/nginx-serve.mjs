// Serves a build with the real nginx binary and the configuration self-hosters use
// (deploy/it-tools.nginx.conf): the browser tests check headers, CSP and offline use against it.
// Usage: node scripts/nginx-serve.mjs [--port 5058] [--dir dist] [--base /]
// nginx is found at $NGINX_PATH, /usr/sbin/nginx or on the PATH; it runs in the foreground with a
// private prefix folder, so neither root nor the system configuration is needed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { normalizeBase, renderNginxConf } from './nginx-conf.mjs';
import { findNginx } from './find-nginx.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 && args[index + 1] ? args[index + 1] : fallback;
};
const port = Number(option('port', '5058'));
const dist = resolve(option('dir', 'dist'));
const base = normalizeBase(option('base', '/'));

const nginx = findNginx();
if (!nginx) {
  console.error('nginx-serve: no nginx binary (set NGINX_PATH, or on Debian: apt-get install -y nginx)');
  process.exit(1);
}
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`nginx-serve: no build in ${dist}`);
  process.exit(1);
}

const prefix = mkdtempSync(join(tmpdir(), 'it-tools-nginx-'));
let root = dist;
if (base !== '/') {
  // nginx serves root/<base>/…: a folder whose base path is a link to the build.
  root = join(prefix, 'www');
  const parts = base.split('/').filter(Boolean);
  mkdirSync(join(root, ...parts.slice(0, -1)), { recursive: true });
  symlinkSync(dist, join(root, ...parts));
}
for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(prefix, name));
const mimeTypes = ['/etc/nginx/mime.types', '/usr/local/etc/nginx/mime.types', '/opt/homebrew/etc/nginx/mime.types'].find((path) => existsSync(path));
const site = renderNginxConf({ indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'), base, root, port, cacheVar: `it_tools_cache_${port}` });
writeFileSync(join(prefix, 'it-tools.conf'), site);
writeFileSync(
  join(prefix, 'nginx.conf'),
  `${typeof process.getuid === 'function' && process.getuid() === 0 ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${join(prefix, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 512; }
http {
  ${mimeTypes ? `include ${mimeTypes};` : 'types { text/html html; text/css css; application/javascript js; application/json json; image/svg+xml svg; image/png png; application/wasm wasm; }'}
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  client_body_temp_path ${join(prefix, 'client_body')};
  proxy_temp_path ${join(prefix, 'proxy')};
  fastcgi_temp_path ${join(prefix, 'fastcgi')};
  uwsgi_temp_path ${join(prefix, 'uwsgi')};
  scgi_temp_path ${join(prefix, 'scgi')};
  include ${join(prefix, 'it-tools.conf')};
}
`,
);

const child = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], { stdio: 'inherit' });
console.log(`IT Tools is served by nginx at http://localhost:${port}${base}`);
const stop = () => {
  child.kill('SIGQUIT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
child.on('exit', (code) => {
  rmSync(prefix, { recursive: true, force: true });
  process.exit(code ?? 0);
});

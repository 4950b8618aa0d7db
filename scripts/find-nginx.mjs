// Where the nginx binary is: $NGINX_PATH, the usual install locations, or the PATH. null if absent.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const executable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

export function findNginx(env = process.env) {
  if (env.NGINX_PATH) return executable(env.NGINX_PATH) ? env.NGINX_PATH : null;
  const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/opt/homebrew/bin/nginx'];
  for (const dir of (env.PATH ?? '').split(delimiter).filter(Boolean)) candidates.push(join(dir, 'nginx'));
  return candidates.find(executable) ?? null;
}

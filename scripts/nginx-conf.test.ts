import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyticsOrigin, inlineScriptHashes, normalizeBase, renderNginxConf } from './nginx-conf.mjs';

const indexHtml = readFileSync(new URL('../index.html', import.meta.url), 'utf8');

describe('nginx configuration', () => {
  it('hashes inline scripts as the browser does and skips external ones', () => {
    // The hash Chromium itself printed for this script when its CSP blocked it.
    expect(inlineScriptHashes('<script>document.title="x"</script><script type="module" src="/a.js"></script>')).toEqual([
      "'sha256-eawmn9Ja0slk0t23UB0XPhR3DidQg5gBGKEBS+LWEMY='",
    ]);
    expect(inlineScriptHashes(indexHtml)).toHaveLength(1);
  });

  it.each([
    ['/', '/'],
    ['', '/'],
    ['tools', '/tools/'],
    ['/tools', '/tools/'],
    ['/tools/', '/tools/'],
    ['//a/b//', '/a/b/'],
  ])('normalizes the base URL %j to %j', (base, expected) => {
    expect(normalizeBase(base)).toBe(expected);
  });

  it.each([
    [{}, ''],
    [{ VITE_TRACKER_ENABLED: 'false', VITE_PLAUSIBLE_API_HOST: 'https://stats.example' }, ''],
    [{ VITE_TRACKER_ENABLED: 'true', VITE_PLAUSIBLE_API_HOST: 'https://stats.example/path/' }, 'https://stats.example'],
    [{ VITE_TRACKER_ENABLED: 'true' }, ''],
  ])('allows the analytics origin only when analytics is on: %j', (env, expected) => {
    expect(analyticsOrigin(env)).toBe(expected);
  });

  it('renders a server at the root with the script hash, caching rules and no placeholder left', () => {
    const conf = renderNginxConf({ indexHtml, root: '/srv/it-tools', port: 8080 });
    expect(conf).not.toMatch(/@[A-Z_]+@/);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('root /srv/it-tools;');
    expect(conf).toContain(`script-src 'self' ${inlineScriptHashes(indexHtml)[0]} 'wasm-unsafe-eval';`);
    expect(conf).toContain("connect-src 'self';");
    expect(conf).toContain('"~^/assets/" "public, max-age=31536000, immutable";');
    expect(conf).toContain('try_files $uri /index.html;');
    expect(conf).not.toContain('return 302');
  });

  it('renders a server under a base URL that redirects the root to it, with the analytics host', () => {
    const conf = renderNginxConf({ indexHtml, base: 'tools', root: '/srv', port: 9000, connect: 'https://stats.example', cacheVar: 'cache_9000' });
    expect(conf).toContain('return 302 /tools/;');
    expect(conf).toContain('location /tools/assets/ {');
    expect(conf).toContain('try_files $uri /tools/index.html;');
    expect(conf).toContain("connect-src 'self' https://stats.example;");
    expect(conf).toContain('map $uri $cache_9000 {');
    expect(conf).toContain('add_header Cache-Control $cache_9000 always;');
  });

  it('refuses a base URL or variable nginx would misread', () => {
    expect(() => renderNginxConf({ indexHtml, base: '/a b/', root: '/srv' })).toThrow(/base URL/);
    expect(() => renderNginxConf({ indexHtml, root: '/srv', cacheVar: 'a-b' })).toThrow(/variable/);
  });
});

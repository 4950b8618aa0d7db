import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLicences, declaredLicence, expressionKind, licenceKind, packageOf, readNotices, readPackage } from './licenses.mjs';

describe('packageOf', () => {
  it('finds the package folder of a bundled module, scoped and nested ones included', () => {
    expect(packageOf('node_modules/react/index.js')).toBe('node_modules/react');
    expect(packageOf('node_modules/@zip.js/zip.js/index-native.js')).toBe('node_modules/@zip.js/zip.js');
    expect(packageOf('node_modules/a/node_modules/b/lib/x.js?commonjs-es-import')).toBe('node_modules/a/node_modules/b');
    expect(packageOf('\0vite/preload-helper.js')).toBe('node_modules/vite');
    expect(packageOf('\0rolldown/runtime.js')).toBe('node_modules/rolldown');
    expect(packageOf('src/tools/x/x.ts')).toBeUndefined();
    expect(packageOf('\0virtual:tool-names')).toBeUndefined();
  });
});

describe('licences', () => {
  it('reads the licence a package.json declares, old forms included', () => {
    expect(declaredLicence({ license: 'MIT' })).toBe('MIT');
    expect(declaredLicence({ license: { type: 'BSD-3-Clause' } })).toBe('BSD-3-Clause');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('(MIT OR Apache-2.0)');
    expect(declaredLicence({})).toBe('');
  });

  it.each([
    ['MIT', 'ok'],
    ['Apache-2.0', 'ok'],
    ['BSD-2-Clause', 'ok'],
    ['0BSD', 'ok'],
    ['ISC', 'ok'],
    ['MPL-2.0', 'ok'],
    ['LGPL-2.1', 'lgpl'],
    ['LGPL-3.0-or-later', 'lgpl'],
    ['GPL-2.0', 'gpl'],
    ['GPL-2.0-or-later', 'gpl'],
    ['GPL-3.0-only', 'gpl'],
    ['GPLv3', 'gpl'],
    ['AGPL-3.0', 'gpl'],
    ['AGPL-3.0-or-later', 'gpl'],
    ['CC0-1.0', 'unknown'],
    ['WTFPL', 'unknown'],
  ])('%s is %s', (id, kind) => {
    expect(licenceKind(id)).toBe(kind);
  });

  it.each([
    ['(MIT OR GPL-3.0)', 'ok'],
    ['MIT or MPL-2.0', 'ok'],
    ['(MPL-2.0 OR Apache-2.0)', 'ok'],
    ['MIT AND GPL-2.0', 'gpl'],
    ['GPL-2.0+', 'gpl'],
    ['(LGPL-2.1 OR GPL-2.0)', 'lgpl'],
    ['MIT AND (CC0-1.0 OR LGPL-3.0)', 'lgpl'],
    ['', 'unknown'],
    ['UNLICENSED', 'unknown'],
    ['SEE LICENSE IN LICENSE.md', 'unknown'],
  ])('the expression %s is %s', (expression, kind) => {
    expect(expressionKind(expression)).toBe(kind);
  });

  it('fails on GPL and AGPL whatever the lists say, on LGPL unless separately loaded, on an unknown licence unless excepted', () => {
    const pkg = (name: string, licence: string) => ({ name, version: '1.0.0', licence, path: `node_modules/${name}` });
    const notices = {
      lgplModules: [{ package: 'lgpl-ok', licence: 'LGPL-3.0', notice: 'n', source: 'https://example.org' }, { package: 'gpl-pkg' }],
      licenceExceptions: [
        { package: 'cc0', licence: 'CC0-1.0', reason: 'public domain' },
        { package: 'no-reason', reason: ' ' },
        { package: 'relicensed', licence: 'CC0-1.0', reason: 'was public domain' },
      ],
    };
    const { rows, problems } = checkLicences(
      [pkg('mit', 'MIT'), pkg('gpl-pkg', 'GPL-2.0-or-later'), pkg('agpl', 'AGPL-3.0-only'), pkg('lgpl-ok', 'LGPL-3.0'), pkg('lgpl-bad', 'LGPL-2.1'), pkg('cc0', 'CC0-1.0'), pkg('none', ''), pkg('no-reason', 'WTFPL'), pkg('relicensed', 'WTFPL')],
      notices,
    );
    expect(rows.map((row) => row.verdict)).toEqual(['ok', 'forbidden', 'forbidden', 'lgpl, separately loaded', 'forbidden', 'accepted: public domain', 'unknown', 'unknown', 'unknown']);
    expect(problems).toHaveLength(6);
    expect(problems[0]).toBe('gpl-pkg@1.0.0: GPL-2.0-or-later — GPL and AGPL code cannot be in the bundle');
    expect(problems.join('\n')).toContain('agpl@1.0.0: AGPL-3.0-only');
    expect(problems.join('\n')).toContain('lgpl-bad@1.0.0: LGPL-2.1 — LGPL only as a separately loaded module');
    expect(problems.join('\n')).toContain('none@1.0.0: (none) — unknown licence');
    expect(problems.join('\n')).toContain('relicensed@1.0.0: WTFPL');
  });

  it("the project's lists are well formed: every LGPL module has its notice and source, every exception a reason", () => {
    const { lgplModules, licenceExceptions } = readNotices();
    for (const entry of lgplModules) {
      expect(entry.package).toBeTruthy();
      expect(entry.notice).toBeTruthy();
      expect(entry.source).toMatch(/^https:\/\//);
    }
    for (const entry of licenceExceptions) expect(entry.reason.trim()).not.toBe('');
  });
});

describe('readPackage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'licenses-test-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads name, version and licence, and names a folder without package.json by its path', () => {
    mkdirSync(join(dir, 'node_modules/@s/p'), { recursive: true });
    writeFileSync(join(dir, 'node_modules/@s/p/package.json'), JSON.stringify({ name: '@s/p', version: '2.1.0', license: 'ISC' }));
    expect(readPackage('node_modules/@s/p', dir)).toEqual({ name: '@s/p', version: '2.1.0', licence: 'ISC', path: 'node_modules/@s/p' });
    expect(readPackage('node_modules/missing', dir)).toEqual({ name: 'missing', version: '?', licence: '', path: 'node_modules/missing' });
  });
});

describe('npm run licenses', () => {
  const dir = mkdtempSync(join(tmpdir(), 'licenses-cli-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const build = (packages: Record<string, string>) => {
    const dist = join(dir, `dist-${Object.keys(packages).join('-')}`);
    mkdirSync(dist, { recursive: true });
    const paths = Object.entries(packages).map(([name, license]) => {
      const path = join(dir, 'node_modules', name);
      mkdirSync(path, { recursive: true });
      writeFileSync(join(path, 'package.json'), JSON.stringify({ name, version: '1.2.3', license }));
      return { path };
    });
    writeFileSync(join(dist, 'licenses.json'), JSON.stringify({ packages: paths }));
    return spawnSync(process.execPath, ['scripts/licenses.mjs', '--dist', dist], { encoding: 'utf8' });
  };

  it('passes a build of permissive packages and lists them', () => {
    const run = build({ fine: 'MIT', alsofine: '(MIT OR Apache-2.0)' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/fine@1\.2\.3 +MIT +ok/);
    expect(run.stdout).toContain('licenses: 2 packages in the production bundle');
  });

  it('fails, naming package and licence, on GPL code in the build', () => {
    const run = build({ fine: 'MIT', copyleft: 'GPL-3.0-or-later' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('copyleft@1.2.3: GPL-3.0-or-later');
  });

  it('fails when the build has no list', () => {
    const run = spawnSync(process.execPath, ['scripts/licenses.mjs', '--dist', join(dir, 'nothing')], { encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('licenses.json is missing');
  });
});

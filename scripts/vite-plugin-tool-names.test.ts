import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readToolNames, toolNamesPlugin } from './vite-plugin-tool-names';

describe('tool names module', () => {
  it('keeps only the name and description of each tool folder with English strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tool-names-'));
    const tool = (folder: string, strings: Record<string, string>) => {
      mkdirSync(join(dir, folder, 'locales'), { recursive: true });
      writeFileSync(join(dir, folder, 'locales', 'en.json'), JSON.stringify(strings));
    };
    tool('hash-text', { name: 'Hash text', description: 'Hash a text.', inputLabel: 'Your text to hash' });
    tool('bare', { name: 'Bare' });
    mkdirSync(join(dir, 'no-strings'));
    writeFileSync(join(dir, 'index.ts'), '');
    expect(readToolNames(dir)).toEqual({
      'hash-text': { name: 'Hash text', description: 'Hash a text.' },
      bare: { name: 'Bare', description: '' },
    });
  });

  it('reads every real tool', () => {
    const names = readToolNames(join(process.cwd(), 'src/tools'));
    expect(names['token-generator']?.name).toBe('Token generator');
    expect(Object.values(names).every((entry) => entry.name !== '' && entry.description !== '')).toBe(true);
  });

  it("a tool's strings chunk holds its English strings and loads the other languages on demand", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tool-locales-'));
    mkdirSync(join(dir, 'hash-text', 'locales'), { recursive: true });
    for (const language of ['en', 'fr']) writeFileSync(join(dir, 'hash-text', 'locales', `${language}.json`), '{"name":"x"}');
    const plugin = toolNamesPlugin(dir);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
    const code = load.call({ addWatchFile: () => undefined }, resolveId('virtual:tool-locales/hash-text')!);
    expect(code).toContain(`import en from ${JSON.stringify(join(dir, 'hash-text', 'locales', 'en.json'))};`);
    expect(code).toContain('"en": () => Promise.resolve({ default: en })');
    expect(code).toContain(`"fr": () => import(${JSON.stringify(join(dir, 'hash-text', 'locales', 'fr.json'))})`);
  });
});

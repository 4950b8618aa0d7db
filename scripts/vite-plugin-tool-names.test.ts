import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOperationStrings, readToolNames, screenModule, toolNamesPlugin } from './vite-plugin-tool-names';

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

  it("a tool's screen is part of its strings chunk, loaded through the loader the registry holds (one dynamic import per tool)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'tool-screen-'));
    mkdirSync(join(dir, 'hash-text', 'locales'), { recursive: true });
    writeFileSync(join(dir, 'hash-text', 'locales', 'en.json'), '{"name":"x"}');
    const index = "export default defineTool({ id: 'hash-text', component: () => import('./hash-text'), order: 2 });";
    writeFileSync(join(dir, 'hash-text', 'index.ts'), index);
    const plugin = toolNamesPlugin(dir);
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const chunk = load.call({ addWatchFile: () => undefined }, resolveId('virtual:tool-locales/hash-text')!);
    expect(chunk).toContain(`import * as screenModule from ${JSON.stringify(join(dir, 'hash-text', 'hash-text'))};`);
    expect(chunk).toContain('export const screen = () => Promise.resolve(screenModule);');
    const registry = load.call({ addWatchFile: () => undefined }, resolveId('virtual:tool-locales')!);
    expect(registry).toBe('const l0 = ["en"];\nexport default {"hash-text": [l0, () => import("virtual:tool-locales/hash-text")]};');
    expect(transform(index, join(dir, 'hash-text', 'index.ts'))?.code).toBe(
      'export default defineTool({ id: \'hash-text\', component: () => toolChunks["hash-text"][1]().then((chunk) => chunk.screen()), order: 2 });\nimport toolChunks from "virtual:tool-locales";\n',
    );
    expect(transform(index, join(dir, 'hash-text', 'hash-text.tsx'))).toBeUndefined();
    expect(screenModule('component: () => import("./json-prettify")')).toBe('json-prettify');
    expect(screenModule('component: lazyScreen')).toBeUndefined();
  });

  it('a tool that declares operations says so in its definition; every language has one chunk of operation strings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'tool-operations-'));
    mkdirSync(join(dir, 'json-prettify', 'locales'), { recursive: true });
    mkdirSync(join(dir, 'chronometer', 'locales'), { recursive: true });
    const operations = { 'json-prettify': { name: 'JSON prettify', options: { sortKeys: 'Sort keys' } } };
    writeFileSync(join(dir, 'json-prettify', 'locales', 'en.json'), JSON.stringify({ name: 'x', operations }));
    writeFileSync(join(dir, 'json-prettify', 'locales', 'fr.json'), JSON.stringify({ name: 'x' }));
    writeFileSync(join(dir, 'chronometer', 'locales', 'en.json'), JSON.stringify({ name: 'y' }));
    writeFileSync(join(dir, 'json-prettify', 'json-prettify.operations.ts'), 'export default [];');
    const plugin = toolNamesPlugin(dir);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const index = (id: string) => `export default defineTool({ id: '${id}', component: () => import('./${id}') });`;
    expect(transform(index('json-prettify'), join(dir, 'json-prettify', 'index.ts'))?.code).toContain('hasOperations: true, component: () => toolChunks["json-prettify"]');
    expect(transform(index('chronometer'), join(dir, 'chronometer', 'index.ts'))?.code).not.toContain('hasOperations');
    expect(readOperationStrings(dir, 'en')).toEqual({ 'json-prettify': operations });
    expect(readOperationStrings(dir, 'fr')).toEqual({});
    const resolveId = plugin.resolveId as (id: string) => string | undefined;
    const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => string;
    expect(load.call({ addWatchFile: () => undefined }, resolveId('virtual:operation-strings/en')!)).toBe(`export default ${JSON.stringify({ 'json-prettify': operations })};`);
  });
});

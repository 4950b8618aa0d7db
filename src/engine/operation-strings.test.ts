import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { manifest } from './manifest';

interface OperationStrings {
  name?: unknown;
  options?: Record<string, unknown>;
  choices?: Record<string, Record<string, unknown>>;
}

const englishOf = (tool: string) =>
  (JSON.parse(readFileSync(new URL(`../tools/${tool}/locales/en.json`, import.meta.url), 'utf8')) as { operations?: Record<string, OperationStrings> }).operations ?? {};

const entries = Object.entries(manifest).map(([id, entry]) => [id, { tool: entry.tool, options: entry.options.map((option) => option.key) }] as const);

describe('operation strings (the Recipe page names every operation and labels every option)', () => {
  it.each(entries)('%s has a name and a label per option in its tool’s English strings', (id, { tool, options }) => {
    const strings = englishOf(tool)[id];
    expect(strings, `${tool}/locales/en.json: operations.${id}`).toBeDefined();
    expect(typeof strings?.name === 'string' && strings.name.trim() !== '').toBe(true);
    expect(Object.keys(strings?.options ?? {}).sort()).toEqual([...options].sort());
    for (const option of Object.keys(strings?.choices ?? {})) expect(options).toContain(option);
  });

  it('declares no operation its tool does not have', () => {
    const tools = new Set(entries.map(([, entry]) => entry.tool));
    for (const tool of tools) {
      for (const id of Object.keys(englishOf(tool))) expect(manifest[id]?.tool, `${tool}: operations.${id}`).toBe(tool);
    }
  });

  it('gives each operation a name no other operation has', () => {
    const names = entries.map(([id, { tool }]) => String(englishOf(tool)[id]?.name ?? id).toLowerCase());
    const repeated = names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated).toEqual([]);
  });
});

import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseCalendarDate } from '../lib/dates';
import { categories } from './categories';
import type { ToolDefinition } from './define-tool';
import { newestTools, sortTools, toTool } from './registry';
import { tools, toolFolders } from '.';

const toolsDir = new URL('.', import.meta.url).pathname;

describe('the tool registry', () => {
  it('discovers every tool folder', () => {
    const folders = readdirSync(toolsDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(join(toolsDir, entry.name, 'index.ts')))
      .map((entry) => entry.name)
      .sort();
    expect(tools.map((tool) => tool.id).sort()).toEqual(folders);
    expect(folders.length).toBeGreaterThanOrEqual(1);
  });

  it('names each tool after its folder', () => {
    for (const tool of tools) expect(toolFolders[tool.id]).toBe(tool.id);
  });

  it('has unique ids, paths and old paths', () => {
    const ids = tools.map((tool) => tool.id);
    const paths = tools.flatMap((tool) => [tool.path, ...(tool.redirectFrom ?? [])]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9-]+$/);
    expect(paths).not.toContain('/about');
  });

  it('uses known categories and unique orders within a category', () => {
    for (const tool of tools) expect(categories).toContain(tool.category);
    for (const category of categories) {
      const orders = tools.filter((tool) => tool.category === category).map((tool) => tool.order);
      expect(new Set(orders).size).toBe(orders.length);
    }
  });

  it('has only real creation dates', () => {
    for (const tool of tools) {
      if (tool.createdAt !== undefined) expect(parseCalendarDate(tool.createdAt), `${tool.id} createdAt ${tool.createdAt}`).toBeDefined();
    }
  });

  it('has English strings with a name, a description and keywords for every tool', () => {
    for (const tool of tools) {
      const english = JSON.parse(readFileSync(join(toolsDir, tool.id, 'locales', 'en.json'), 'utf8')) as Record<string, unknown>;
      expect(typeof english.name, tool.id).toBe('string');
      expect((english.name as string).length).toBeGreaterThan(0);
      expect(typeof english.description, tool.id).toBe('string');
      expect(tool.keywords.length, tool.id).toBeGreaterThan(0);
    }
  });
});

describe('registry helpers', () => {
  const definition = (id: string, extra: Partial<ToolDefinition> = {}): ToolDefinition => ({
    id,
    path: `/${id}`,
    icon: () => null,
    category: 'crypto',
    order: 1,
    keywords: ['x'],
    component: async () => ({ default: () => null }),
    ...extra,
  });
  const now = new Date('2026-11-21T10:00:00Z');

  it('normalises an invalid date (2023-11-31) to no date, never crashing', () => {
    const tool = toTool(definition('bad-date', { createdAt: '2023-11-31' }), now);
    expect(tool.createdDate).toBeUndefined();
    expect(tool.isNew).toBe(false);
  });

  it('marks a tool new for 14 days after its creation date', () => {
    expect(toTool(definition('a', { createdAt: '2026-11-10' }), now).isNew).toBe(true);
    expect(toTool(definition('b', { createdAt: '2026-11-07' }), now).isNew).toBe(true);
    expect(toTool(definition('c', { createdAt: '2026-11-06' }), now).isNew).toBe(false);
    expect(toTool(definition('d'), now).isNew).toBe(false);
  });

  it('sorts by category order then tool order, and lists the newest first', () => {
    const list = sortTools([
      toTool(definition('text-tool', { category: 'text', order: 1, createdAt: '2026-11-20' }), now),
      toTool(definition('crypto-2', { order: 2, createdAt: '2026-11-15' }), now),
      toTool(definition('crypto-1', { order: 1 }), now),
      toTool(definition('web-1', { category: 'web', order: 1, createdAt: '2026-11-18' }), now),
    ]);
    expect(list.map((tool) => tool.id)).toEqual(['crypto-1', 'crypto-2', 'web-1', 'text-tool']);
    expect(newestTools(list).map((tool) => tool.id)).toEqual(['text-tool', 'web-1', 'crypto-2']);
  });
});

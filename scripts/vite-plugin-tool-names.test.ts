import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readToolNames } from './vite-plugin-tool-names';

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
});

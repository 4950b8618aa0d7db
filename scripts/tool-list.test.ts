import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readTools, renderToolList, replaceToolList } from './tool-list.mjs';

describe('README tool list', () => {
  it('is in sync with the tool folders (run `npm run readme:tools` to update it)', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
    const tools = readTools(new URL('../src/tools', import.meta.url).pathname);
    expect(tools.length).toBeGreaterThan(0);
    expect(replaceToolList(readme, renderToolList(tools))).toBe(readme);
  });
});

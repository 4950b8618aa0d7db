import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, compileHintsPlugin, initialChunks } from './vite-plugin-compile-hints';

const chunk = (fileName: string, imports: string[] = [], isEntry = false) => ({ type: 'chunk' as const, fileName, imports, isEntry, code: `/* ${fileName} */` });

describe('compile hints', () => {
  const bundle = () => ({
    'index.js': chunk('index.js', ['react.js', 'Box.js'], true),
    'react.js': chunk('react.js'),
    'Box.js': chunk('Box.js', ['react.js']),
    'hash-text.js': chunk('hash-text.js', ['Box.js', 'Select.js']),
    'Select.js': chunk('Select.js', ['Box.js']),
    'style.css': { type: 'asset' as const, fileName: 'style.css', source: 'a{}' },
  });

  it('finds the chunks the first page loads: the entry and its static imports, transitively', () => {
    expect([...initialChunks(bundle())].sort()).toEqual(['Box.js', 'index.js', 'react.js']);
  });

  it('marks only the chunks loaded later, once', () => {
    const files = bundle();
    const handler = (compileHintsPlugin().generateBundle as { handler: (options: unknown, bundle: unknown) => void }).handler;
    handler({}, files);
    handler({}, files);
    expect(files['hash-text.js'].code).toBe(`${COMPILE_HINT}\n/* hash-text.js */`);
    expect(files['Select.js'].code).toBe(`${COMPILE_HINT}\n/* Select.js */`);
    expect(files['index.js'].code).toBe('/* index.js */');
    expect(files['Box.js'].code).toBe('/* Box.js */');
    expect(files['style.css']).toEqual({ type: 'asset', fileName: 'style.css', source: 'a{}' });
  });
});

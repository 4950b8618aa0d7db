import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseAst } from 'rolldown/parseAst';
import { describe, expect, it } from 'vitest';
import { inlineWorkerCalls } from './vite-plugin-encoder-workers';

const require = createRequire(import.meta.url);
const calls = (code: string) => inlineWorkerCalls(parseAst(code) as never);

describe('encoder workers: the inline worker text of mediabunny encoder extensions', () => {
  it.each(['mp3', 'flac', 'aac'])('finds the one worker script of @mediabunny/%s-encoder (the WebAssembly encoder inside)', (codec) => {
    const code = readFileSync(require.resolve(`@mediabunny/${codec}-encoder`), 'utf8');
    const found = calls(code);
    expect(found).toHaveLength(1);
    const [{ start, end, script }] = found as [{ start: number; end: number; script: string }];
    expect(code.slice(start, end)).toMatch(/^inlineWorker\(/);
    // The script itself, unescaped: a classic worker holding the WebAssembly module.
    expect(script).toMatch(/^var \w+=Object\.defineProperty;/);
    expect(script).toContain('WebAssembly');
    expect(script.length).toBeGreaterThan(100_000);
  });

  it.each([
    ['a string', "const w = inlineWorker('self.onmessage = () => 1;');", ['self.onmessage = () => 1;']],
    ['a template without ${}', 'const w = inlineWorker(`a\\nb`);', ['a\nb']],
    ['a template with ${}', 'const w = inlineWorker(`a${b}`);', []],
    ['a variable', 'const w = inlineWorker(text);', []],
    ['two arguments', "const w = inlineWorker('a', 'b');", []],
    ['another function', "const w = makeWorker('a');", []],
    ['a method of that name', "const w = tools.inlineWorker('a');", []],
  ])('%s: %j', (_, code, scripts) => {
    expect(calls(code).map((call) => call.script)).toEqual(scripts);
  });
});

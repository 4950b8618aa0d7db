import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { codeShape, detectCodeLanguage, looksMinified, utf8Length } from './code-beautifier.language';
import { beautifyCode, lineColumn, minifyCode, type BeautifyOptions, type MinifyWarning } from './code-beautifier.service';

const DEFAULTS: BeautifyOptions = { language: 'auto', indent: '2', wrapLineLength: 0, braceStyle: 'collapse', endWithNewline: false };

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, params: error.params, detail: error.detail };
    throw error;
  }
  throw new Error('expected a ToolInputError');
}

describe('detectCodeLanguage', () => {
  it.each([
    ['<div class="a">x</div>', 'html'],
    ['  <!DOCTYPE html><html></html>', 'html'],
    ['<!-- comment --><p>x</p>', 'html'],
    ['\uFEFF<html>', 'html'],
    ['body{margin:0}.a{color:red}', 'css'],
    ['@media (max-width: 600px) { a { b: c } }', 'css'],
    ['@import url("x.css");', 'css'],
    [':root {\n  --main: #333;\n}\n', 'css'],
    ['.a > .b:not(.c) {\n  background: url(http://example.com/x.png);\n}', 'css'],
    ['a{color:red;background:blue;margin:0 auto;padding:0}', 'css'],
    ['function f(a){return a}', 'javascript'],
    ['var a={b:1,c:2};', 'javascript'],
    ['const o = { color: "red" };', 'javascript'],
    ['x => { label: 1 }', 'javascript'],
    ['if (a) { b(); }', 'javascript'],
    ['!function(){"use strict";var e=1;window.x=e}();', 'javascript'],
    ['import x from "y"; export default x;', 'javascript'],
    ['', 'javascript'],
  ] as const)('%j → %s', (text, language) => {
    expect(detectCodeLanguage(text)).toBe(language);
  });

  it('counts CSS declarations and JavaScript signs, skipping strings and comments', () => {
    expect(codeShape('a { color: red; margin: 0 } /* if (x) { return } */').cssDeclarations).toBe(2);
    expect(codeShape('s = "a { color: red; }"; function f() {}').cssDeclarations).toBe(0);
  });
});

describe('looksMinified and utf8Length', () => {
  it.each([
    ['one line of 300 characters', 'x'.repeat(300), true],
    ['one line of 100 characters', 'x'.repeat(100), false],
    ['two lines of 300 characters', `${'a{b:c}'.repeat(50)}\n${'a{b:c}'.repeat(50)}`, true],
    ['formatted code', 'function a() {\n  return 1;\n}\n'.repeat(40), false],
    ['a short line', 'short;', false],
  ])('looksMinified: %s → %s', (_name, text, expected) => {
    expect(looksMinified(text)).toBe(expected);
  });

  it.each([
    ['', 0],
    ['abc', 3],
    ['é', 2],
    ['€', 3],
    ['😀', 4],
    ['\ud800', 3],
  ])('utf8Length(%j) = %d (TextEncoder gives the same)', (text, bytes) => {
    expect(utf8Length(text)).toBe(bytes);
    expect(new TextEncoder().encode(text).length).toBe(bytes);
  });

  it('lineColumn gives 1-based positions', () => {
    expect(lineColumn('ab\ncd\nef', 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumn('ab\ncd\nef', 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn('ab\ncd\nef', 6)).toEqual({ line: 3, column: 1 });
  });
});

// Reference outputs: js-beautify 2.0.3's own command-line programs (`js-beautify -s 2 -`,
// `css-beautify -s 2 -`, `html-beautify -s 2 -`, `-t` for tabs, `-b expand`, `-n`, `-w 40`).
describe('beautifyCode', () => {
  it.each([
    ['JavaScript, 2 spaces', 'var a=1;if(a){b(a)}', {}, 'var a = 1;\nif (a) {\n  b(a)\n}'],
    ['JavaScript, 4 spaces', 'function f(){return 1}', { indent: '4' }, 'function f() {\n    return 1\n}'],
    ['JavaScript, tabs', 'function f(){return 1}', { indent: 'tab' }, 'function f() {\n\treturn 1\n}'],
    ['JavaScript, brace style expand', 'if(a){b()}else{c()}', { braceStyle: 'expand' }, 'if (a)\n{\n  b()\n}\nelse\n{\n  c()\n}'],
    ['JavaScript, brace style end-expand', 'if(a){b()}else{c()}', { braceStyle: 'end-expand' }, 'if (a) {\n  b()\n}\nelse {\n  c()\n}'],
    ['JavaScript, end with newline', 'a()', { endWithNewline: true }, 'a()\n'],
    ['JavaScript, wrap at 40', 'var list=[alpha,beta,gamma,delta,epsilon,zeta,eta,theta];', { wrapLineLength: 40 }, 'var list = [alpha, beta, gamma, delta,\n  epsilon, zeta, eta, theta\n];'],
    ['CSS, 2 spaces', 'a{color:red;margin:0}b{padding:0}', {}, 'a {\n  color: red;\n  margin: 0\n}\n\nb {\n  padding: 0\n}'],
    ['CSS, brace style expand', 'a{color:red}', { braceStyle: 'expand' }, 'a\n{\n  color: red\n}'],
    ['CSS chosen for text that looks like JavaScript', 'x{y:z}', { language: 'css' }, 'x {\n  y: z\n}'],
    ['HTML, nested', '<ul><li>One</li><li>Two</li></ul>', {}, '<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>'],
    ['HTML, inline script follows the brace style', '<script>if(a){b()}</script>', { braceStyle: 'expand' }, '<script>\n  if (a)\n  {\n    b()\n  }\n</script>'],
  ] as const)('%s', async (_name, input, options, expected) => {
    expect(await beautifyCode(input, { ...DEFAULTS, ...options })).toBe(expected);
  });

  it.each(['', '   ', '\n\t\n'])('blank input %j gives an empty output', async (input) => {
    expect(await beautifyCode(input, DEFAULTS)).toBe('');
  });

  it('beautifies broken code as far as it goes, without throwing', async () => {
    expect(await beautifyCode('function (a {', DEFAULTS)).toBe('function(a {');
    expect(await beautifyCode('a { color: red', DEFAULTS)).toBe('a {\n  color: red');
  });
});

// Reference outputs: Terser 5's, CSSO 5's and html-minifier-terser 7's own minify() with the same options.
describe('minifyCode', () => {
  it.each([
    ['JavaScript: mangled and compressed', 'function add(first, second) {\n  return first + second;\n}', 'auto', 'function add(n,d){return n+d}'],
    ['JavaScript: license comment kept', '/*! MIT */\nvar a = 1;', 'auto', '/*! MIT */\nvar a=1;'],
    ['JavaScript: ES modules', 'import a from "a";\nexport const b = a + 1;', 'auto', 'import a from"a";export const b=a+1;'],
    ['CSS: colours and zeros', 'a {\n  color: #ff0000;\n  margin: 0px;\n}', 'auto', 'a{color:red;margin:0}'],
    ['CSS: legacy IE filter kept as written', 'a { filter: progid:DXImageTransform.Microsoft.Alpha(Opacity=80); }', 'auto', 'a{filter:progid:DXImageTransform.Microsoft.Alpha(Opacity=80)}'],
    ['HTML: whitespace and comments', '<div>\n  <!-- x -->\n  <p>  a  b  </p>\n</div>', 'auto', '<div><p>a b</p></div>'],
    ['HTML: boolean attributes, style attribute, event handler', '<input disabled="disabled" style="color: #ff0000; margin: 0px" onclick="return  foo( 1 );">', 'auto', '<input disabled style="color:red;margin:0" onclick="return foo(1)">'],
    ['HTML: doctype and script type', '<!DOCTYPE html PUBLIC "-//W3C//DTD HTML 4.01//EN">\n<script type="text/javascript">var x = 1;</script>', 'auto', '<!doctype html><script>var x=1</script>'],
  ] as const)('%s', async (_name, input, language, expected) => {
    expect(await minifyCode(input, { language })).toBe(expected);
  });

  it.each([
    ['JavaScript: unexpected token', 'function (a {', 'javascript', { key: 'invalidJavaScript', params: { line: 1, column: 10 }, detail: 'Unexpected token: punc (()' }],
    ['JavaScript: end of input on line 2', 'const x = 1;\nlet y = x +', 'auto', { key: 'invalidJavaScript', params: { line: 2, column: 12 }, detail: 'Unexpected token: eof (undefined)' }],
    ['JavaScript: unterminated template', 'a = `open', 'auto', { key: 'invalidJavaScript', params: { line: 1, column: 5 }, detail: 'Unterminated template' }],
    ['CSS: a stray closing brace', 'a {\n  color: red;\n}\n}\n', 'css', { key: 'invalidCss', params: { line: 4, column: 1 }, detail: 'Selector is expected' }],
    ['CSS: a declaration without its colon', 'a { color red; }', 'css', { key: 'invalidCss', params: { line: 1, column: 11 }, detail: 'Colon is expected' }],
    ['HTML: an unreadable tag', '<div>\n  <p class="a"\n<span>', 'html', { key: 'invalidHtml', params: { line: 2, column: 3 }, detail: 'Parse Error: <p class="a" <span>' }],
  ] as const)('%s: the error says where', async (_name, input, language, expected) => {
    expect(await failure(minifyCode(input, { language }))).toEqual(expected);
  });

  it('an inline script that does not parse is kept as written, with one warning', async () => {
    const warnings: MinifyWarning[] = [];
    const output = await minifyCode('<script>var (;</script>\n<script>if (</script>\n<p> x </p>', { language: 'auto' }, (warning) => warnings.push(warning));
    expect(output).toBe('<script>var (;</script><script>if (</script><p>x</p>');
    expect(warnings.map((warning) => warning.key)).toEqual(['inlineScriptKept']);
    expect(warnings[0]!.message).toContain('line 1, column 5');
  });

  it.each(['', '  \n'])('blank input %j gives an empty output', async (input) => {
    expect(await minifyCode(input, { language: 'auto' })).toBe('');
  });

  it('a 50 kB script minifies and beautifies back', async () => {
    const source = Array.from({ length: 800 }, (_, index) => `function item${index}(value) {\n  return value * ${index} + "${index}";\n}\n`).join('');
    expect(source.length).toBeGreaterThan(40_000);
    const minified = await minifyCode(source, { language: 'auto' });
    expect(minified.length).toBeLessThan(source.length * 0.7);
    const beautified = await beautifyCode(minified, DEFAULTS);
    expect(beautified).toContain('function item799(n) {\n  return 799 * n + "799"\n}');
  });
});

import { describe, expect, it } from 'vitest';
import { bytesToBase64 } from '../../lib/base64/base64';
import { defaultOptions } from '../operation';
import { loadOperations } from '../registry';
import { deflateRaw } from './deflate';
import { createRecipe, validateStepOptions, type Recipe, type RecipeStep } from './recipe';
import { decodeRecipeLink, encodeRecipeLink, MAX_LINK_INPUT_BYTES, READABLE_LINK_MAX_CHARS } from './recipe-link';

const step = (op: string, options: Record<string, unknown> = {}, extra: Partial<RecipeStep> = {}): RecipeStep => ({ op, options, ...extra });

async function fragmentOf(recipe: Recipe, input?: string | Uint8Array): Promise<string> {
  const encoded = await encodeRecipeLink(recipe, input);
  if (!encoded.ok) throw new Error(encoded.message);
  return encoded.fragment;
}

/** What a recipe reads back as: its options as JSON keeps them (undefined dropped). */
const asJson = (recipe: Recipe): Recipe => JSON.parse(JSON.stringify(recipe)) as Recipe;

async function roundTrip(recipe: Recipe, input?: string | Uint8Array) {
  const fragment = await fragmentOf(recipe, input);
  const decoded = await decodeRecipeLink(fragment);
  expect(decoded.problems).toEqual([]);
  expect(decoded.recipe).toEqual(asJson(recipe));
  return { fragment, decoded };
}

const base64Url = (bytes: Uint8Array) => bytesToBase64(bytes, { urlSafe: true });
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('the readable link form', () => {
  it.each<[string, Recipe, string]>([
    ['steps and an option', createRecipe([step('base64-string-decode'), step('json-prettify', { indentSize: 2 })]), 'r=1/base64-string-decode/json-prettify;indentSize=2'],
    ['no step', createRecipe(), 'r=1'],
    ['a disabled step with its operation version', createRecipe([step('json-prettify', { sortKeys: false }, { opv: 2, disabled: true }), step('json-minify')]), 'r=1/~json-prettify@2;sortKeys=false/json-minify'],
    ['a name', createRecipe([step('json-minify')], 'My recipe 😀'), 'r=1/json-minify&n=My%20recipe%20%F0%9F%98%80'],
    ['texts that read as numbers or booleans, quoted', createRecipe([step('x', { a: '2', b: 'true', c: '-1.5', d: 2, e: true })]), "r=1/x;a='2;b='true;c='-1.5;d=2;e=true"],
    ['negative, fractional and large numbers', createRecipe([step('x', { a: -3, b: 0.25, c: 1e21, d: -1.5e-7 })]), 'r=1/x;a=-3;b=0.25;c=1e+21;d=-1.5e-7'],
    ['an empty text', createRecipe([step('x', { s: '' })]), 'r=1/x;s='],
    ["the syntax's own characters, escaped", createRecipe([step('x', { s: "a/b;c=d&e%f#g?h ~'()" })]), 'r=1/x;s=a%2Fb%3Bc%3Dd%26e%25f%23g%3Fh%20%7E%27%28%29'],
    ['a text that starts with a quote', createRecipe([step('x', { s: "'2" })]), 'r=1/x;s=%272'],
    ['odd ids and keys', createRecipe([step('~op@2', { 'a=b': 1 })]), 'r=1/%7Eop%402;a%3Db=1'],
  ])('writes %s', async (_name, recipe, fragment) => {
    expect(await fragmentOf(recipe)).toBe(fragment);
    expect((await decodeRecipeLink(fragment)).recipe).toEqual(recipe);
  });

  it.each<[string, unknown]>([
    ['slashes, semicolons, equals, ampersands', 'a/b;c=d&e'],
    ['percent signs and what looks like escapes', '100% %41 %zz %'],
    ['hash and question marks', '#frag?q=1'],
    ['spaces, tabs and line breaks', ' a \t b \n c\r\n'],
    ['accents and other scripts', 'héllo wörld Ελληνικά 日本語 עברית'],
    ['emoji with modifiers and joiners', '👋🏽 👨‍👩‍👧 🏳️‍🌈'],
    ['the empty string', ''],
    ['a quote alone', "'"],
    ['a tilde and an at sign', '~a@b'],
    ['a text like a number', '007'],
    ['a text like an exponent', '1e5'],
    ['a text like a boolean', 'false'],
    ['null as text', 'null'],
    ['a plus sign', 'a+b'],
    ['zero', 0],
    ['a negative integer', -42],
    ['a fraction', 3.14159],
    ['a negative fraction', -0.001],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER],
    ['a tiny number', 5e-324],
    ['false', false],
    ['true', true],
  ])('round-trips an option holding %s in the readable form', async (_name, value) => {
    const { fragment } = await roundTrip(createRecipe([step('list-converter', { value, other: 'x' })], 'Name / with ; & = % # ? 😀'));
    expect(fragment.startsWith('r=1/')).toBe(true);
  });
});

describe('the compressed link form', () => {
  it.each<[string, unknown]>([
    ['an array', ['MD5', 'SHA256']],
    ['an object', { a: [1, { b: null }] }],
    ['null', null],
    ['an empty array', []],
  ])('holds a value the readable form cannot: %s', async (_name, value) => {
    const { fragment } = await roundTrip(createRecipe([step('hash-text-digests', { algorithms: value }), step('json-minify')], 'Digests'));
    expect(fragment).toMatch(/^r=1z\/[A-Za-z0-9_-]+$/);
  });

  it('holds a text with a lone surrogate (which percent-encoding cannot)', async () => {
    const { fragment } = await roundTrip(createRecipe([step('x', { s: 'a\ud800b' })]));
    expect(fragment.startsWith('r=1z/')).toBe(true);
  });

  it('is used for long recipes, when shorter', async () => {
    const long = createRecipe(Array.from({ length: 30 }, (_, index) => step('json-prettify', { indentSize: index % 10, sortKeys: index % 2 === 0 })));
    const { fragment } = await roundTrip(long);
    expect(fragment.startsWith('r=1z/')).toBe(true);
    expect(fragment.length).toBeLessThan(READABLE_LINK_MAX_CHARS);
  });

  it('is not used for a long recipe it would make longer', async () => {
    // Random-looking ids do not compress: the readable form stays.
    const ids = Array.from({ length: 40 }, (_, index) => `op${(index * 7919).toString(36)}x${(index * 104729).toString(36)}`);
    const { fragment } = await roundTrip(createRecipe(ids.map((id) => step(id))));
    expect(fragment.length).toBeGreaterThan(READABLE_LINK_MAX_CHARS);
    expect(fragment.startsWith('r=1/')).toBe(true);
  });
});

describe('every operation in a link', async () => {
  const operations = await loadOperations();

  it.each(operations.map((operation) => [operation.id, operation] as const))('%s: its default options and its examples\' options survive a link', async (_id, operation) => {
    const optionSets = [defaultOptions(operation) as Record<string, unknown>, ...operation.examples.map((example) => (example.options ?? {}) as Record<string, unknown>)];
    for (const options of optionSets) {
      const { decoded } = await roundTrip(createRecipe([step(operation.id, options)]));
      const check = validateStepOptions(operation, decoded.recipe.steps[0]!.options, 0);
      expect(check.ok, `${operation.id} ${JSON.stringify(options)}: ${check.ok ? '' : check.problems[0]!.message}`).toBe(true);
    }
  });

  it('all of them in one recipe, disabled every other one', async () => {
    const recipe = createRecipe(operations.map((operation, index) => step(operation.id, defaultOptions(operation) as Record<string, unknown>, index % 2 ? { disabled: true } : {})), 'Everything');
    const { fragment } = await roundTrip(recipe);
    expect(fragment.startsWith('r=1z/')).toBe(true);
  });
});

describe('the input in a link', () => {
  it.each<[string, string | Uint8Array, RegExp]>([
    ['a short text, as Base64url of its UTF-8', 'hello', /&i=aGVsbG8$/],
    ['a repetitive text, compressed', 'abc '.repeat(500), /&iz=[A-Za-z0-9_-]+$/],
    ['bytes', new Uint8Array([0, 255, 128]), /&b=AP-A$/],
    ['repetitive bytes, compressed', new Uint8Array(4000), /&bz=[A-Za-z0-9_-]+$/],
    ['emoji and accents', 'héllo 👋🏽 / ; = & % # ?', /&i=[A-Za-z0-9_-]+$/],
    ['an empty text', '', /&i=$/],
    ['exactly 16 KB', 'é'.repeat(MAX_LINK_INPUT_BYTES / 2), /&iz=/],
  ])('carries %s', async (_name, input, pattern) => {
    const recipe = createRecipe([step('json-minify')]);
    const { fragment, decoded } = await roundTrip(recipe, input);
    expect(fragment).toMatch(pattern);
    expect(fragment.startsWith('r=1/json-minify&')).toBe(true);
    expect(decoded.input).toEqual(input);
  });

  it('leaves the input out unless asked', async () => {
    const decoded = await decodeRecipeLink(await fragmentOf(createRecipe([step('json-minify')])));
    expect(decoded).toEqual({ recipe: createRecipe([step('json-minify')]), problems: [] });
    expect('input' in decoded).toBe(false);
  });

  it('refuses an input over 16 KB with an error value', async () => {
    expect(await encodeRecipeLink(createRecipe(), 'a'.repeat(MAX_LINK_INPUT_BYTES + 1))).toEqual({
      ok: false,
      code: 'inputTooLarge',
      message: 'The input is too large to share in a link (16385 bytes; at most 16384). Share the recipe without its input.',
      params: { size: 16385, limit: 16384 },
    });
    expect(await encodeRecipeLink(createRecipe(), 'é'.repeat(MAX_LINK_INPUT_BYTES / 2 + 1))).toMatchObject({ ok: false, code: 'inputTooLarge' });
    expect(await encodeRecipeLink(createRecipe(), new Uint8Array(MAX_LINK_INPUT_BYTES + 1))).toMatchObject({ ok: false, code: 'inputTooLarge' });
  });

  it('refuses a recipe too large for a link', async () => {
    // Random hex does not compress below 4 bits a character: 160,000 of them pass 100,000 characters of Base64.
    const randomHex = () => [...crypto.getRandomValues(new Uint8Array(40_000))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
    const noise = randomHex() + randomHex();
    const encoded = await encodeRecipeLink(createRecipe([step('text-diff-unified', { modified: noise })]));
    expect(encoded).toMatchObject({ ok: false, code: 'linkTooLarge' });
  });
});

const compressedRecipe = async (json: string) => `r=1z/${base64Url(await deflateRaw(utf8(json)))}`;

describe('reading damaged and hostile links', () => {
  const cases: [string, string | (() => Promise<string>), string, string][] = [
    ['a fragment without a recipe', 'x=1', 'notRecipeLink', 'This link holds no recipe.'],
    ['"%" alone', '%', 'notRecipeLink', 'This link holds no recipe.'],
    ['"%" alone as the recipe', 'r=1/%', 'badPercentEncoding', 'This link is damaged: it has a broken %-escape.'],
    ['a truncated escape', 'r=1/json-prettify;s=a%2', 'badPercentEncoding', 'This link is damaged: it has a broken %-escape.'],
    ['an escape of invalid UTF-8', 'r=1/x;s=%FF', 'badPercentEncoding', 'This link is damaged: it has a broken %-escape.'],
    ['a bad escape in the name', 'r=1/x&n=%E0%A4%A', 'badPercentEncoding', 'This link is damaged: it has a broken %-escape.'],
    ['a newer version', 'r=9/json-prettify', 'newerFormatVersion', 'This link was made by a newer version of IT Tools (link format 9); this version reads format 1.'],
    ['a newer compressed version', 'r=2z/AAAA', 'newerFormatVersion', 'This link was made by a newer version of IT Tools (link format 2); this version reads format 1.'],
    ['version 0', 'r=0/json-prettify', 'damagedLink', 'This link is damaged: its recipe part cannot be read.'],
    ['no version', 'r=/json-prettify', 'damagedLink', 'This link is damaged: its recipe part cannot be read.'],
    ['an unknown form', 'r=1q/json-prettify', 'damagedLink', 'This link is damaged: its recipe part cannot be read.'],
    ['an empty step', 'r=1/json-minify//json-prettify', 'damagedLink', 'This link is damaged: its step 2 is empty.'],
    ['a trailing slash', 'r=1/json-minify/', 'damagedLink', 'This link is damaged: its step 2 is empty.'],
    ['a step that is only "~"', 'r=1/~', 'damagedLink', 'This link is damaged: its step 1 is empty.'],
    ['a step without id', 'r=1/;a=1', 'damagedLink', 'This link is damaged: its step 1 has no valid operation.'],
    ['a bad operation version', 'r=1/json-prettify@0', 'damagedLink', 'This link is damaged: its step 1 has no valid operation.'],
    ['a version that is not a number', 'r=1/json-prettify@x', 'damagedLink', 'This link is damaged: its step 1 has no valid operation.'],
    ['a truncated option', 'r=1/json-prettify;indentSi', 'damagedLink', 'This link is damaged: an option of its step 1 has no value.'],
    ['a compressed form without data', 'r=1z', 'damagedLink', 'This link is damaged: its compressed recipe is missing.'],
    ['bad Base64', 'r=1z/abc$def', 'badBase64', 'This link is damaged: its encoded part is not valid Base64.'],
    ['Base64 of an impossible length', 'r=1z/abcde', 'badBase64', 'This link is damaged: its encoded part is not valid Base64.'],
    ['Base64 that is not DEFLATE', 'r=1z/bm90IGRlZmxhdGU', 'badCompressedData', 'This link is damaged: its compressed part cannot be read (cut short or altered).'],
    ['zeros that are not DEFLATE', `r=1z/${'A'.repeat(99_000)}`, 'badCompressedData', 'This link is damaged: its compressed part cannot be read (cut short or altered).'],
    [
      'a truncated compressed recipe',
      async () => {
        const fragment = await compressedRecipe(JSON.stringify(createRecipe([step('json-prettify', { indentSize: 2 }), step('hash-text-digests', { algorithms: ['MD5'] })])));
        const cut = fragment.slice(0, -8);
        return cut.length % 4 === 1 ? cut.slice(0, -1) : cut;
      },
      'badCompressedData',
      'This link is damaged: its compressed part cannot be read (cut short or altered).',
    ],
    ['compressed text that is not JSON', () => compressedRecipe('{"format":'), 'damagedLink', 'This link is damaged: its compressed recipe is not valid.'],
    ['compressed bytes that are not UTF-8', async () => `r=1z/${base64Url(await deflateRaw(new Uint8Array([0x7b, 0xff, 0x7d])))}`, 'damagedLink', 'This link is damaged: its compressed recipe is not valid.'],
    ['compressed JSON of another format', () => compressedRecipe('{"format":"cyberchef","v":1,"steps":[]}'), 'notRecipe', 'This is not an IT Tools recipe.'],
    ['compressed JSON of a newer recipe format', () => compressedRecipe('{"format":"it-tools/recipe","v":3,"steps":[]}'), 'newerFormatVersion', 'This recipe was made by a newer version of IT Tools (recipe format 3); this version reads format 1.'],
    ['compressed JSON with a step without op', () => compressedRecipe('{"format":"it-tools/recipe","v":1,"steps":[{"options":{}}]}'), 'stepWithoutOp', 'Step 1 has no operation ("op").'],
    ['a compression bomb', async () => `r=1z/${base64Url(await deflateRaw(utf8(`{"format":"it-tools/recipe","v":1,"name":"${'x'.repeat(4 * 1024 * 1024)}","steps":[]}`)))}`, 'decompressedTooLarge', 'This link holds more than a recipe can be: it was not read.'],
    ['1 MB of garbage', 'r=1/'.concat('\u0000garbage%'.repeat(100_000)), 'linkTooLarge', 'This link is too long to be a recipe (more than 100000 characters): it was not read.'],
    ['1 MB of Base64', `r=1z/${'QUFB'.repeat(250_000)}`, 'linkTooLarge', 'This link is too long to be a recipe (more than 100000 characters): it was not read.'],
  ];

  it.each(cases)('%s: one clear problem and an empty recipe', async (_name, fragment, code, message) => {
    const text = typeof fragment === 'string' ? fragment : await fragment();
    const decoded = await decodeRecipeLink(text);
    expect(decoded).toEqual({ recipe: createRecipe(), problems: [expect.objectContaining({ code, message })] });
  });

  it.each(['', '#'])('reads %j as an empty recipe without a problem', async (fragment) => {
    expect(await decodeRecipeLink(fragment)).toEqual({ recipe: createRecipe(), problems: [] });
  });

  it('accepts the fragment with its "#", and an empty compressed recipe', async () => {
    expect((await decodeRecipeLink('#r=1/json-minify')).recipe).toEqual(createRecipe([step('json-minify')]));
    expect(await decodeRecipeLink('r=1/')).toEqual({ recipe: createRecipe(), problems: [] });
  });

  it('keeps an unknown operation as a step (the run marks it unavailable), even a truncated id', async () => {
    expect(await decodeRecipeLink('r=1/no-such-op;x=1/json-pre')).toEqual({ recipe: createRecipe([step('no-such-op', { x: 1 }), step('json-pre')]), problems: [] });
  });

  it('reads characters a browser escaped in the address bar', async () => {
    expect((await decodeRecipeLink('r=1/x;s=a%20b%22c')).recipe.steps[0]!.options).toEqual({ s: 'a b"c' });
  });

  it('ignores unknown parameters and keeps the first of a repeated one', async () => {
    expect((await decodeRecipeLink('later=1&r=1/json-minify&r=1/json-prettify&n=A&n=B')).recipe).toEqual(createRecipe([step('json-minify')], 'A'));
  });

  it('makes no prototype from an option named __proto__', async () => {
    const decoded = await decodeRecipeLink('r=1/x;__proto__=1;constructor=2');
    const options = decoded.recipe.steps[0]!.options;
    expect(Object.getPrototypeOf(options)).toBe(Object.prototype);
    expect(Object.keys(options)).toEqual(['__proto__', 'constructor']);
  });

  it.each<[string, string, string, string]>([
    ['bad Base64', 'r=1/json-minify&i=%%%', 'badBase64', 'This link is damaged: its encoded part is not valid Base64.'],
    ['a text input that is not UTF-8', `r=1/json-minify&i=${base64Url(new Uint8Array([0xff]))}`, 'damagedLink', 'This link is damaged: its input is not UTF-8 text.'],
    ['an input over 16 KB', `r=1/json-minify&i=${base64Url(new Uint8Array(MAX_LINK_INPUT_BYTES + 3))}`, 'inputTooLarge', 'The input in this link is larger than 16384 bytes: it was not read.'],
    ['damaged compressed input', 'r=1/json-minify&bz=AAAA', 'badCompressedData', 'This link is damaged: its compressed part cannot be read (cut short or altered).'],
  ])('a damaged input (%s) is dropped, the recipe kept', async (_name, fragment, code, message) => {
    expect(await decodeRecipeLink(fragment)).toEqual({ recipe: createRecipe([step('json-minify')]), problems: [expect.objectContaining({ code, message })] });
  });

  it('refuses a compressed input that inflates past 16 KB', async () => {
    const bomb = base64Url(await deflateRaw(new Uint8Array(1024 * 1024)));
    expect(await decodeRecipeLink(`r=1/json-minify&iz=${bomb}`)).toEqual({ recipe: createRecipe([step('json-minify')]), problems: [expect.objectContaining({ code: 'inputTooLarge' })] });
  });
});

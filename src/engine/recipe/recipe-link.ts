import { Base64Error, base64ToBytes, bytesToBase64 } from '../../lib/base64/base64';
import { utf8DecodeStrict, utf8Encode } from '../../lib/crypto-encoding/bytes';
import { deflateRaw, InflateLimitError, inflateRawWithLimit } from './deflate';
import { createRecipe, parseRecipe, type Recipe, type RecipeOptions, type RecipeStep } from './recipe';
import type { RecipeProblem, RecipeProblemCode } from './recipe-problem';

/**
 * A recipe (and, when asked, its input) as the text of a URL fragment, and back. Two forms of the
 * recipe parameter `r`, both versioned (the `1`):
 *
 * Readable, for short recipes: `r=1/base64-string-decode/json-prettify;indentSize=2;sortKeys=false`
 * - steps are separated by `/`; a step is `[~]<op>[@<opv>](;<option>=<value>)*`;
 * - `~` before the id: a disabled step; `@2` after it: the operation version the options are for;
 * - values are typed back: `true`/`false` are booleans, JSON-like numbers (`-1.5`, `1e+21`) are
 *   numbers, anything else a string; a string that would read as a number or a boolean starts with
 *   `'` (`'2` is the text "2"); an empty value is the empty string;
 * - ids, names and values are percent-encoded (UTF-8) except `A–Z a–z 0–9 - _ .`, so `/ ; = & % #
 *   ? ~ ' ( )` and spaces never clash with the syntax;
 * - the recipe's name, if any, follows as `&n=<percent-encoded name>`.
 *
 * Compressed, when the readable form passes 300 characters (and is longer) or cannot hold a value
 * (arrays, objects, null, a text with a lone surrogate): `r=1z/<base64url of raw DEFLATE of the
 * recipe's JSON>` (the whole recipe object, name included).
 *
 * The input, only when asked: `&i=<base64url of its UTF-8>` or `&iz=<base64url of raw DEFLATE of
 * it>` for a text, `&b=` / `&bz=` for bytes (a dropped file), whichever is shorter; at most 16 KB.
 */

export const RECIPE_LINK_VERSION = 1;
/** Past this length, the readable form gives way to the compressed one when that is shorter. */
export const READABLE_LINK_MAX_CHARS = 300;
/** The largest input a link carries (UTF-8 bytes of a text, or bytes). */
export const MAX_LINK_INPUT_BYTES = 16 * 1024;
/** Longer fragments are refused unread (made or read). */
export const MAX_LINK_CHARS = 100_000;
/** The most a compressed recipe may decompress to. */
export const MAX_LINK_RECIPE_JSON_BYTES = 1024 * 1024;

export type RecipeLinkEncoding = { ok: true; fragment: string } | { ok: false; code: 'inputTooLarge' | 'linkTooLarge'; message: string; params: Record<string, number> };

export interface DecodedRecipeLink {
  /** The recipe (empty when the link is damaged). Unknown operation ids stay as steps. */
  recipe: Recipe;
  /** The input the link carries, if any. */
  input?: string | Uint8Array;
  /** What was wrong with the link (at most one for the recipe, one for the input); empty when all is well. */
  problems: RecipeProblem[];
}

/** Characters a link keeps as they are; everything else is percent-encoded. */
function encodeLinkText(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*~]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Thrown while reading a link: becomes one problem. */
class LinkProblem extends Error {
  constructor(
    readonly code: RecipeProblemCode,
    message: string,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
    this.name = 'LinkProblem';
  }
}

function decodeLinkText(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new LinkProblem('badPercentEncoding', 'This link is damaged: it has a broken %-escape.');
  }
}

const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;
const looksTyped = (text: string) => text === 'true' || text === 'false' || JSON_NUMBER.test(text);

/** One option value in the readable form, or undefined when it has none. */
function readableValue(value: unknown): string | undefined {
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'number') return Number.isFinite(value) && JSON_NUMBER.test(String(value)) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  try {
    const encoded = encodeLinkText(value);
    return looksTyped(value) ? `'${encoded}` : encoded;
  } catch {
    return undefined; // a lone surrogate: URIError
  }
}

function readValue(text: string): string | number | boolean {
  if (text.startsWith("'")) return decodeLinkText(text.slice(1));
  if (text === 'true' || text === 'false') return text === 'true';
  if (JSON_NUMBER.test(text)) return Number(text);
  return decodeLinkText(text);
}

/** The readable `r=` parameter (and `&n=`), or undefined when a value cannot be written in it. */
function readableRecipeText(recipe: Recipe): string | undefined {
  const steps: string[] = [];
  try {
    for (const step of recipe.steps) {
      let text = `${step.disabled ? '~' : ''}${encodeLinkText(step.op)}${step.opv !== undefined ? `@${step.opv}` : ''}`;
      for (const [key, value] of Object.entries(step.options)) {
        if (value === undefined) continue;
        const written = readableValue(value);
        if (written === undefined) return undefined;
        text += `;${encodeLinkText(key)}=${written}`;
      }
      steps.push(text);
    }
    const name = recipe.name !== undefined ? `&n=${encodeLinkText(recipe.name)}` : '';
    return `r=${RECIPE_LINK_VERSION}${steps.length > 0 ? `/${steps.join('/')}` : ''}${name}`;
  } catch {
    return undefined; // a lone surrogate in an id, a key or the name
  }
}

async function compressedRecipeText(recipe: Recipe): Promise<string> {
  const json = JSON.stringify(createRecipe(recipe.steps, recipe.name));
  return `r=${RECIPE_LINK_VERSION}z/${bytesToBase64(await deflateRaw(utf8Encode(json)), { urlSafe: true })}`;
}

async function inputParameter(input: string | Uint8Array): Promise<string> {
  const bytes = typeof input === 'string' ? utf8Encode(input) : input;
  const [plain, compressed] = [typeof input === 'string' ? 'i' : 'b', typeof input === 'string' ? 'iz' : 'bz'];
  const raw = bytesToBase64(bytes, { urlSafe: true });
  const deflated = bytesToBase64(await deflateRaw(bytes), { urlSafe: true });
  return deflated.length < raw.length ? `${compressed}=${deflated}` : `${plain}=${raw}`;
}

/**
 * The fragment (without `#`) that holds `recipe`, and `input` when given: see the forms above.
 * An input over 16 KB, or a link over 100,000 characters, gives an error value instead.
 */
export async function encodeRecipeLink(recipe: Recipe, input?: string | Uint8Array): Promise<RecipeLinkEncoding> {
  if (input !== undefined) {
    const size = typeof input === 'string' ? utf8Encode(input).byteLength : input.byteLength;
    if (size > MAX_LINK_INPUT_BYTES) {
      return {
        ok: false,
        code: 'inputTooLarge',
        message: `The input is too large to share in a link (${size} bytes; at most ${MAX_LINK_INPUT_BYTES}). Share the recipe without its input.`,
        params: { size, limit: MAX_LINK_INPUT_BYTES },
      };
    }
  }
  const readable = readableRecipeText(recipe);
  let recipeText = readable;
  if (readable === undefined || readable.length > READABLE_LINK_MAX_CHARS) {
    const compressed = await compressedRecipeText(recipe);
    if (readable === undefined || compressed.length < readable.length) recipeText = compressed;
  }
  const fragment = input === undefined ? recipeText! : `${recipeText!}&${await inputParameter(input)}`;
  if (fragment.length > MAX_LINK_CHARS) {
    return {
      ok: false,
      code: 'linkTooLarge',
      message: `This recipe is too large to share in a link (${fragment.length} characters; at most ${MAX_LINK_CHARS}). Export it as a file instead.`,
      params: { size: fragment.length, limit: MAX_LINK_CHARS },
    };
  }
  return { ok: true, fragment };
}

function decodeBase64Url(text: string): Uint8Array {
  try {
    return base64ToBytes(text, { urlSafe: true });
  } catch (error) {
    if (error instanceof Base64Error) throw new LinkProblem('badBase64', 'This link is damaged: its encoded part is not valid Base64.');
    throw error;
  }
}

async function inflate(bytes: Uint8Array, maxBytes: number, tooLarge: () => LinkProblem): Promise<Uint8Array> {
  try {
    return await inflateRawWithLimit(bytes, maxBytes);
  } catch (error) {
    if (error instanceof InflateLimitError) throw tooLarge();
    throw new LinkProblem('badCompressedData', 'This link is damaged: its compressed part cannot be read (cut short or altered).');
  }
}

function readReadableStep(text: string, index: number): RecipeStep {
  const number = index + 1;
  if (text === '' || text === '~') throw new LinkProblem('damagedLink', `This link is damaged: its step ${number} is empty.`, { step: number });
  const [head = '', ...optionTexts] = text.split(';');
  const disabled = head.startsWith('~');
  const match = /^([^@]*)(?:@(\d+))?$/.exec(disabled ? head.slice(1) : head);
  if (!match || match[1] === '' || (match[2] !== undefined && Number(match[2]) < 1)) {
    throw new LinkProblem('damagedLink', `This link is damaged: its step ${number} has no valid operation.`, { step: number });
  }
  const entries = optionTexts.map((optionText): [string, unknown] => {
    const equals = optionText.indexOf('=');
    if (equals < 0) throw new LinkProblem('damagedLink', `This link is damaged: an option of its step ${number} has no value.`, { step: number });
    return [decodeLinkText(optionText.slice(0, equals)), readValue(optionText.slice(equals + 1))];
  });
  const options: RecipeOptions = Object.fromEntries(entries);
  return { op: decodeLinkText(match[1]!), ...(match[2] !== undefined ? { opv: Number(match[2]) } : {}), options, ...(disabled ? { disabled: true } : {}) };
}

async function readRecipe(value: string, name: string | undefined): Promise<Recipe> {
  const match = /^(\d+)(z?)(?:\/([\s\S]*))?$/.exec(value);
  if (!match) throw new LinkProblem('damagedLink', 'This link is damaged: its recipe part cannot be read.');
  const version = Number(match[1]);
  if (version > RECIPE_LINK_VERSION) {
    throw new LinkProblem('newerFormatVersion', `This link was made by a newer version of IT Tools (link format ${version}); this version reads format ${RECIPE_LINK_VERSION}.`, {
      version,
      supported: RECIPE_LINK_VERSION,
    });
  }
  if (version < 1) throw new LinkProblem('damagedLink', 'This link is damaged: its recipe part cannot be read.');
  const body = match[3] ?? '';
  if (match[2] === 'z') {
    if (body === '') throw new LinkProblem('damagedLink', 'This link is damaged: its compressed recipe is missing.');
    const json = await inflate(decodeBase64Url(body), MAX_LINK_RECIPE_JSON_BYTES, () => new LinkProblem('decompressedTooLarge', 'This link holds more than a recipe can be: it was not read.'));
    let parsed: unknown;
    try {
      parsed = JSON.parse(utf8DecodeStrict(json));
    } catch {
      throw new LinkProblem('damagedLink', 'This link is damaged: its compressed recipe is not valid.');
    }
    const read = parseRecipe(parsed);
    if (!read.ok) throw new LinkProblem(read.problem.code, read.problem.message, read.problem.params);
    return read.recipe;
  }
  const steps = body === '' ? [] : body.split('/').map(readReadableStep);
  return createRecipe(steps, name === undefined ? undefined : decodeLinkText(name));
}

async function readInput(parameters: ReadonlyMap<string, string>): Promise<string | Uint8Array | undefined> {
  const key = ['i', 'iz', 'b', 'bz'].find((candidate) => parameters.has(candidate));
  if (key === undefined) return undefined;
  const encoded = parameters.get(key)!;
  const tooLarge = () => new LinkProblem('inputTooLarge', `The input in this link is larger than ${MAX_LINK_INPUT_BYTES} bytes: it was not read.`, { limit: MAX_LINK_INPUT_BYTES });
  // Base64 of 16 KB is at most 21,848 characters: longer is refused before decoding.
  if (!key.endsWith('z') && encoded.length > Math.ceil(MAX_LINK_INPUT_BYTES / 3) * 4) throw tooLarge();
  const decoded = decodeBase64Url(encoded);
  const bytes = key.endsWith('z') ? await inflate(decoded, MAX_LINK_INPUT_BYTES, tooLarge) : decoded;
  if (bytes.byteLength > MAX_LINK_INPUT_BYTES) throw tooLarge();
  if (key.startsWith('b')) return bytes;
  try {
    return utf8DecodeStrict(bytes);
  } catch {
    throw new LinkProblem('damagedLink', 'This link is damaged: its input is not UTF-8 text.');
  }
}

const asProblem = (error: unknown): RecipeProblem => {
  if (error instanceof LinkProblem) return { code: error.code, message: error.message, ...(error.params ? { params: error.params } : {}) };
  return { code: 'damagedLink', message: 'This link is damaged: it cannot be read.' };
};

/**
 * The recipe (and input) a fragment holds, with or without its `#`. Never throws: a damaged,
 * truncated, oversized or newer link gives an empty recipe and one clear problem; a damaged
 * input alone drops the input only. An empty fragment is an empty recipe without a problem.
 */
export async function decodeRecipeLink(fragment: string): Promise<DecodedRecipeLink> {
  const text = fragment.startsWith('#') ? fragment.slice(1) : fragment;
  const empty = (problem?: RecipeProblem): DecodedRecipeLink => ({ recipe: createRecipe(), problems: problem ? [problem] : [] });
  if (text === '') return empty();
  if (text.length > MAX_LINK_CHARS) {
    return empty({ code: 'linkTooLarge', message: `This link is too long to be a recipe (more than ${MAX_LINK_CHARS} characters): it was not read.`, params: { limit: MAX_LINK_CHARS } });
  }
  const parameters = new Map<string, string>();
  for (const part of text.split('&')) {
    const equals = part.indexOf('=');
    if (equals > 0 && !parameters.has(part.slice(0, equals))) parameters.set(part.slice(0, equals), part.slice(equals + 1));
  }
  const recipeText = parameters.get('r');
  if (recipeText === undefined) return empty({ code: 'notRecipeLink', message: 'This link holds no recipe.' });
  let recipe: Recipe;
  try {
    recipe = await readRecipe(recipeText, parameters.get('n'));
  } catch (error) {
    return empty(asProblem(error));
  }
  try {
    const input = await readInput(parameters);
    return { recipe, ...(input !== undefined ? { input } : {}), problems: [] };
  } catch (error) {
    return { recipe, problems: [asProblem(error)] };
  }
}

import { camelCase, capitalCase, constantCase, dotCase, kebabCase, noCase, pascalCase, pathCase, sentenceCase, snakeCase, split, trainCase } from 'change-case';

/** The outputs, in the order the screen shows them (the spec's order, then the extra ones). */
export const CASE_IDS = [
  'lowercase',
  'uppercase',
  'camelcase',
  'capitalcase',
  'constantcase',
  'dotcase',
  'headercase',
  'nocase',
  'paramcase',
  'pascalcase',
  'pathcase',
  'sentencecase',
  'snakecase',
  'mockingcase',
  'titlecase',
  'inversecase',
] as const;

export type CaseId = (typeof CASE_IDS)[number];

/**
 * Words of a text: runs of anything but letters (any script) and digits separate words and vanish;
 * a lowercase letter or digit followed by an uppercase letter starts a new word (`helloWorld`), and
 * so does the last capital of a run followed by a lowercase letter (`XMLHttp` → XML, Http). Digits
 * stay in their word. Text is NFC-normalised first so that a decomposed accent is one letter.
 */
export function splitWords(text: string): string[] {
  return split(text.normalize('NFC'));
}

/** Every character at an even position (0-based, code points, spaces count) upper, odd ones lower. */
export function mockingCase(text: string): string {
  return Array.from(text, (character, index) => (index % 2 === 0 ? character.toLocaleUpperCase() : character.toLocaleLowerCase())).join('');
}

/** Each letter's case swapped: `Hello World` → `hELLO wORLD`. */
export function inverseCase(text: string): string {
  return Array.from(text, (character) => {
    const upper = character.toLocaleUpperCase();
    return character === upper ? character.toLocaleLowerCase() : upper;
  }).join('');
}

/** English words left in lowercase inside a title (articles, short conjunctions and prepositions). */
const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'but',
  'by',
  'en',
  'for',
  'if',
  'in',
  'nor',
  'of',
  'on',
  'or',
  'per',
  'so',
  'the',
  'to',
  'up',
  'via',
  'vs',
  'vs.',
  'yet',
]);

/**
 * Title case with English small-word rules: every word gets a capital first letter except small
 * words (`of`, `the`, `and`…) that are neither the first nor the last word nor follow a colon; the
 * other letters are kept as typed, and a word with an inner capital (`iPhone`, `NASA`) is left alone, spacing and punctuation untouched.
 */
export function titleCase(text: string): string {
  const tokens = text.split(/(\s+)/);
  const wordIndexes = tokens.flatMap((token, index) => (token.trim() === '' ? [] : [index]));
  const first = wordIndexes[0];
  const last = wordIndexes.at(-1);
  let afterColon = false;
  return tokens
    .map((token, index) => {
      if (token.trim() === '') return token;
      const bare = token.toLocaleLowerCase().replace(/^[^\p{L}\d]+|[^\p{L}\d.]+$/gu, '');
      const keepSmall = SMALL_WORDS.has(bare) && index !== first && index !== last && !afterColon;
      afterColon = /[:—–]$/.test(token);
      if (keepSmall) return token.toLocaleLowerCase();
      // A word with a capital after its first letter is a name or an acronym: kept (`iPhone`, `NASA`).
      if (/\p{L}.*\p{Lu}/u.test(token)) return token;
      // Capitalise the first letter, after any leading punctuation (`"hello` → `"Hello`).
      return token.replace(/\p{L}/u, (letter) => letter.toLocaleUpperCase());
    })
    .join('');
}

/** One case of a single-line text (or of the whole text when not line by line). */
export function convertCase(text: string, id: CaseId): string {
  switch (id) {
    case 'lowercase':
      return text.toLocaleLowerCase();
    case 'uppercase':
      return text.toLocaleUpperCase();
    case 'mockingcase':
      return mockingCase(text);
    case 'inversecase':
      return inverseCase(text);
    case 'titlecase':
      return titleCase(text);
    default:
      return convertWords(text.normalize('NFC'), id);
  }
}

function convertWords(text: string, id: Exclude<CaseId, 'lowercase' | 'uppercase' | 'mockingcase' | 'inversecase' | 'titlecase'>): string {
  switch (id) {
    case 'camelcase':
      return camelCase(text, { mergeAmbiguousCharacters: true });
    case 'capitalcase':
      return capitalCase(text);
    case 'constantcase':
      return constantCase(text);
    case 'dotcase':
      return dotCase(text);
    case 'headercase':
      return trainCase(text);
    case 'nocase':
      return noCase(text);
    case 'paramcase':
      return kebabCase(text);
    case 'pascalcase':
      return pascalCase(text, { mergeAmbiguousCharacters: true });
    case 'pathcase':
      return pathCase(text);
    case 'sentencecase':
      return sentenceCase(text);
    case 'snakecase':
      return snakeCase(text);
  }
}

export interface CaseOptions {
  /** Convert each line on its own and keep the line breaks. */
  perLine?: boolean;
}

/** One case of the input, as a whole or line by line (`\n` and `\r\n` kept as they were). */
export function convertText(text: string, id: CaseId, { perLine = false }: CaseOptions = {}): string {
  if (!perLine) return convertCase(text, id);
  return text
    .split(/(\r?\n)/)
    .map((part, index) => (index % 2 === 1 ? part : convertCase(part, id)))
    .join('');
}

/** Every output for one input. */
export function convertAllCases(text: string, options: CaseOptions = {}): Record<CaseId, string> {
  return Object.fromEntries(CASE_IDS.map((id) => [id, convertText(text, id, options)])) as Record<CaseId, string>;
}

import type { DetectDeclarations, DetectScore } from '../../engine/detect';

const isLower = (code: number) => code >= 97 && code <= 122;
const isUpper = (code: number) => code >= 65 && code <= 90;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** The letter case of one identifier with at least two words, or undefined. */
function identifierCase(word: string): string | undefined {
  if (word.length < 3 || word.length > 80) return undefined;
  let lower = 0;
  let upper = 0;
  let underscores = 0;
  let dashes = 0;
  let humps = 0; // an upper-case letter after a lower-case one or a digit: a camelCase word boundary
  for (let index = 0; index < word.length; index++) {
    const code = word.charCodeAt(index);
    if (isLower(code)) lower++;
    else if (isUpper(code)) {
      upper++;
      if (index > 0 && (isLower(word.charCodeAt(index - 1)) || isDigit(word.charCodeAt(index - 1)))) humps++;
    } else if (code === 95) underscores++;
    else if (code === 45) dashes++;
    else if (!isDigit(code)) return undefined;
  }
  const first = word.charCodeAt(0);
  const last = word.charCodeAt(word.length - 1);
  if (!isLower(first) && !isUpper(first)) return undefined;
  if (last === 95 || last === 45 || word.includes('__') || word.includes('--')) return undefined;
  if (underscores > 0 && dashes > 0) return undefined;
  if (underscores > 0) return upper === 0 ? 'snake_case' : lower === 0 ? 'CONSTANT_CASE' : undefined;
  if (dashes > 0) {
    if (upper === 0) return 'kebab-case';
    // Train-Case: every part capitalised.
    return word.split('-').every((part) => isUpper(part.charCodeAt(0)) && part.slice(1) === part.slice(1).toLowerCase()) ? 'Train-Case' : undefined;
  }
  if (humps === 0 || lower === 0 || !wordLike(word)) return undefined;
  return isLower(first) ? 'camelCase' : 'PascalCase';
}

/**
 * camelCase words read as words: no digit between two letters (`Zm9vYmFy`, Base64 of "foobar"),
 * and few one-letter runs of lower case (`eyJ1c2Vy…` has many; `userAccountId` one).
 */
function wordLike(word: string): boolean {
  let runs = 0;
  let shortRuns = 0;
  let run = 0;
  for (let index = 0; index <= word.length; index++) {
    const code = word.charCodeAt(index);
    if (isDigit(code) && index > 0 && !isDigit(word.charCodeAt(index - 1)) && (isLower(word.charCodeAt(index + 1)) || isUpper(word.charCodeAt(index + 1)))) return false;
    if (isLower(code)) run++;
    else {
      if (run > 0) {
        runs++;
        if (run === 1) shortRuns++;
      }
      run = 0;
    }
  }
  return shortRuns * 3 <= runs;
}

/**
 * A lone identifier in one letter case (`userAccountId`, `user_account_id`, `USER_ACCOUNT_ID`,
 * `user-account-id`, `UserAccountService`): this tool comes first for it. A few identifiers on a
 * line count less; a short phrase of plain words, little (any text can change case).
 */
export default {
  'case-converter': {
    pre: { minLength: 3, maxLength: 400, maxLines: 5 },
    prior: 0.3,
    score: ({ text, stats }): DetectScore | number => {
      if (!stats.has.space && !stats.has.lineBreak) {
        const found = identifierCase(text);
        return found ? { confidence: 0.85, reason: { key: 'identifier', params: { case: found } } } : 0;
      }
      const words = text.split(/\s+/);
      if (words.length > 8) return 0;
      // Several lines are converted one by one (the screen's multi-line field).
      const options = stats.has.lineBreak ? { options: { perLine: true } } : {};
      const identifiers = words.filter((word) => identifierCase(word) !== undefined).length;
      if (identifiers > 0 && words.length <= 6) return { confidence: 0.3 + (0.3 * identifiers) / words.length, ...options, reason: { key: 'identifiers' } };
      // Plain words (letters and digits): a phrase one may turn into an identifier.
      if (words.every((word) => /^[\p{L}\p{N}]+$/u.test(word))) return { confidence: 0.2, ...options, reason: { key: 'phrase' } };
      return 0;
    },
  },
} satisfies DetectDeclarations;

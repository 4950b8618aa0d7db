/**
 * Password strength analyser: the time an exhaustive (brute-force) search needs, from the
 * character classes a password uses and its length. Plain arithmetic, exactly as specified:
 * set size 26/26/10/32, entropy = length × log2(set size), seconds = 2^entropy / guesses per second,
 * then a duration in the two largest non-zero units. Pure TypeScript (Node, page, worker).
 */

/** Guesses per second of the attacker models; `offline` is the spec's one billion per second. */
export const ATTACKER_SPEEDS = { offline: 1e9, online: 100, gpu: 1e11, bcrypt: 1e4 } as const;
export type AttackerSpeed = keyof typeof ATTACKER_SPEEDS;
export const ATTACKER_SPEED_IDS = Object.keys(ATTACKER_SPEEDS) as AttackerSpeed[];

/** The units of the duration, largest first, in seconds (a year is 365 days, a month 30). */
export const DURATION_UNITS = [
  ['millennium', 31_536_000_000],
  ['century', 3_153_600_000],
  ['decade', 315_360_000],
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
] as const;
export type DurationUnit = (typeof DURATION_UNITS)[number][0];

const ENGLISH_PLURALS: Record<DurationUnit, string> = {
  millennium: 'millennia',
  century: 'centuries',
  decade: 'decades',
  year: 'years',
  month: 'months',
  week: 'weeks',
  day: 'days',
  hour: 'hours',
  minute: 'minutes',
  second: 'seconds',
};

/** From this many millennia on, the count is written in exponential notation, alone. */
export const EXPONENTIAL_MILLENNIA = 1e21;

export interface CharacterClasses {
  lowercase: boolean;
  uppercase: boolean;
  digits: boolean;
  /** Anything else: space, punctuation, accented letters, emoji… */
  other: boolean;
}

export function characterClasses(password: string): CharacterClasses {
  return {
    lowercase: /[a-z]/.test(password),
    uppercase: /[A-Z]/.test(password),
    digits: /[0-9]/.test(password),
    other: /[^a-zA-Z0-9]/u.test(password),
  };
}

/** 26 if any a-z, + 26 if any A-Z, + 10 if any digit, + 32 if any other character. */
export function characterSetSize(password: string): number {
  const classes = characterClasses(password);
  return (classes.lowercase ? 26 : 0) + (classes.uppercase ? 26 : 0) + (classes.digits ? 10 : 0) + (classes.other ? 32 : 0);
}

/** Length in Unicode code points (an emoji counts once). */
export function passwordLength(password: string): number {
  let length = 0;
  for (const _ of password) length += 1;
  return length;
}

/** length × log2(set size), 0 for the empty password. */
export function passwordEntropy(password: string): number {
  if (password === '') return 0;
  return passwordLength(password) * Math.log2(characterSetSize(password));
}

/** Entropy rounded to 2 decimals (53.59, 37.6, 0). */
export function roundEntropy(entropy: number): number {
  return Math.round(entropy * 100) / 100;
}

/** round(min(entropy / 128, 1) × 100): 0–100. */
export function passwordScore(entropy: number): number {
  return Math.round(Math.min(entropy / 128, 1) * 100);
}

/** Red below 40, orange below 70, green from 70. */
export function scoreColor(score: number): 'red' | 'orange' | 'green' {
  return score < 40 ? 'red' : score < 70 ? 'orange' : 'green';
}

/** Seconds an exhaustive search needs: 2^entropy / guesses per second (Infinity when 2^entropy overflows). */
export function secondsToCrack(entropy: number, guessesPerSecond: number = ATTACKER_SPEEDS.offline): number {
  return 2 ** entropy / guessesPerSecond;
}

export type CrackDuration =
  | { kind: 'instantly' }
  | { kind: 'lessThanASecond' }
  | { kind: 'forever' }
  /** Up to two units, the largest first; `quantity` as written ("15,091", "1.86e+34"). */
  | { kind: 'units'; parts: { unit: DurationUnit; count: number; quantity: string }[] };

/** Millennia with comma thousands separators whatever the locale; exponential from 10^21 on. */
function writeQuantity(unit: DurationUnit, count: number): string {
  if (unit === 'millennium' && count >= EXPONENTIAL_MILLENNIA) return String(Number(count.toExponential(2)));
  return unit === 'millennium' ? count.toLocaleString('en-US') : String(count);
}

/**
 * The duration of an exhaustive search: "Instantly" up to 1 ms, "Less than a second" up to 1 s,
 * else a greedy split into the units, keeping the first two non-zero ones (not necessarily
 * adjacent); from 10^21 millennia on, the millennia alone; infinite time is "Practically forever".
 */
export function crackDuration(seconds: number): CrackDuration {
  if (!Number.isFinite(seconds)) return { kind: 'forever' };
  if (seconds <= 0.001) return { kind: 'instantly' };
  if (seconds <= 1) return { kind: 'lessThanASecond' };
  const parts: { unit: DurationUnit; count: number; quantity: string }[] = [];
  let remaining = seconds;
  for (const [unit, unitSeconds] of DURATION_UNITS) {
    const count = Math.floor(remaining / unitSeconds);
    remaining %= unitSeconds;
    if (count <= 0) continue;
    parts.push({ unit, count, quantity: writeQuantity(unit, count) });
    if (unit === 'millennium' && count >= EXPONENTIAL_MILLENNIA) break;
    if (parts.length === 2) break;
  }
  return { kind: 'units', parts };
}

/** The duration in English, as the spec writes it ("5 months, 6 days", "1.86e+34 millennia"). */
export function formatCrackDurationEnglish(seconds: number): string {
  const duration = crackDuration(seconds);
  switch (duration.kind) {
    case 'instantly':
      return 'Instantly';
    case 'lessThanASecond':
      return 'Less than a second';
    case 'forever':
      return 'Practically forever';
    case 'units':
      return duration.parts.map(({ unit, count, quantity }) => `${quantity} ${count === 1 ? unit : ENGLISH_PLURALS[unit]}`).join(', ');
  }
}

export interface PasswordAnalysis {
  length: number;
  characterSetSize: number;
  entropy: number;
  seconds: number;
  score: number;
}

export function analysePassword(password: string, guessesPerSecond: number = ATTACKER_SPEEDS.offline): PasswordAnalysis {
  const entropy = passwordEntropy(password);
  return {
    length: passwordLength(password),
    characterSetSize: characterSetSize(password),
    entropy,
    seconds: secondsToCrack(entropy, guessesPerSecond),
    score: passwordScore(entropy),
  };
}

/** Token generator settings for a stronger password: the classes used (all when none), at least 20 characters. */
export function strongerTokenQuery(password: string): string {
  const classes = characterClasses(password);
  const none = !classes.lowercase && !classes.uppercase && !classes.digits && !classes.other;
  const params = new URLSearchParams({
    uppercase: String(none || classes.uppercase),
    lowercase: String(none || classes.lowercase),
    numbers: String(none || classes.digits),
    symbols: String(none || classes.other),
    length: String(Math.min(512, Math.max(20, passwordLength(password) + 4))),
  });
  return params.toString();
}

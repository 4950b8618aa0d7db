import { cryptoRandom, type RandomSource } from '../../lib/random';

/** The classic lorem ipsum vocabulary: lowercase Latin words, ASCII letters only, no duplicates. */
export const LOREM_WORDS: readonly string[] = [
  'a', 'ac', 'accumsan', 'ad', 'adipiscing', 'aenean', 'aliquam', 'aliquet', 'amet', 'ante', 'aptent', 'arcu', 'at',
  'auctor', 'augue', 'bibendum', 'blandit', 'class', 'commodo', 'condimentum', 'congue', 'consectetur', 'consequat',
  'conubia', 'convallis', 'cras', 'cubilia', 'curabitur', 'curae', 'cursus', 'dapibus', 'diam', 'dictum', 'dictumst',
  'dignissim', 'dis', 'dolor', 'donec', 'dui', 'duis', 'efficitur', 'egestas', 'eget', 'eleifend', 'elementum', 'elit',
  'enim', 'erat', 'eros', 'est', 'et', 'etiam', 'eu', 'euismod', 'ex', 'facilisi', 'facilisis', 'fames', 'faucibus',
  'felis', 'fermentum', 'feugiat', 'finibus', 'fringilla', 'fusce', 'gravida', 'habitant', 'habitasse', 'hac',
  'hendrerit', 'himenaeos', 'iaculis', 'id', 'imperdiet', 'in', 'inceptos', 'integer', 'interdum', 'ipsum', 'justo',
  'lacinia', 'lacus', 'laoreet', 'lectus', 'leo', 'libero', 'ligula', 'litora', 'lobortis', 'lorem', 'luctus',
  'maecenas', 'magna', 'magnis', 'malesuada', 'massa', 'mattis', 'mauris', 'maximus', 'metus', 'mi', 'molestie',
  'mollis', 'montes', 'morbi', 'mus', 'nam', 'nascetur', 'natoque', 'nec', 'neque', 'netus', 'nibh', 'nisi', 'nisl',
  'non', 'nostra', 'nulla', 'nullam', 'nunc', 'odio', 'orci', 'ornare', 'parturient', 'pellentesque', 'penatibus',
  'per', 'pharetra', 'phasellus', 'placerat', 'platea', 'porta', 'porttitor', 'posuere', 'potenti', 'praesent',
  'pretium', 'primis', 'proin', 'pulvinar', 'purus', 'quam', 'quis', 'quisque', 'rhoncus', 'ridiculus', 'risus',
  'rutrum', 'sagittis', 'sapien', 'scelerisque', 'sed', 'sem', 'semper', 'senectus', 'sit', 'sociosqu', 'sodales',
  'sollicitudin', 'suscipit', 'suspendisse', 'taciti', 'tellus', 'tempor', 'tempus', 'tincidunt', 'torquent',
  'tortor', 'tristique', 'turpis', 'ullamcorper', 'ultrices', 'ultricies', 'urna', 'ut', 'varius', 'vehicula', 'vel',
  'velit', 'venenatis', 'vestibulum', 'vitae', 'vivamus', 'viverra', 'volutpat', 'vulputate',
];

export const FIRST_SENTENCE = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit.';

export const PARAGRAPHS_MIN = 1;
export const PARAGRAPHS_MAX = 20;
export const SENTENCES_MIN = 1;
export const SENTENCES_MAX = 50;
export const WORDS_MIN = 1;
export const WORDS_MAX = 50;

export interface LoremOptions {
  paragraphs: number;
  /** Inclusive range of sentences per paragraph. */
  sentencesMin: number;
  sentencesMax: number;
  /** Inclusive range of words per sentence. */
  wordsMin: number;
  wordsMax: number;
  startWithLoremIpsum: boolean;
  asHtml: boolean;
}

export const DEFAULT_LOREM_OPTIONS: LoremOptions = {
  paragraphs: 1,
  sentencesMin: 3,
  sentencesMax: 8,
  wordsMin: 8,
  wordsMax: 15,
  startWithLoremIpsum: true,
  asHtml: false,
};

const BATCH = 1024;

/**
 * Uniform integers from a random source, drawn 1,024 32-bit words at a time (the worst case needs
 * about 52,000 draws: one call per draw would be slow) with rejection sampling, so no modulo bias.
 */
export function createIntegerDraw(random: RandomSource): (bound: number) => number {
  const words = new Uint32Array(BATCH);
  let next = BATCH;
  return (bound) => {
    if (bound <= 1) return 0;
    const limit = Math.floor(2 ** 32 / bound) * bound;
    for (;;) {
      if (next === BATCH) {
        random.getRandomValues(words);
        next = 0;
      }
      const word = words[next++] as number;
      if (word < limit) return word % bound;
    }
  };
}

function clampInt(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.min(max, Math.max(min, Math.round(value))) : min;
}

/** Options brought into range, with min ≤ max for both ranges (a swapped pair is put in order). */
export function normaliseLoremOptions(options: LoremOptions): LoremOptions {
  const sentences = [clampInt(options.sentencesMin, SENTENCES_MIN, SENTENCES_MAX), clampInt(options.sentencesMax, SENTENCES_MIN, SENTENCES_MAX)].sort((a, b) => a - b);
  const words = [clampInt(options.wordsMin, WORDS_MIN, WORDS_MAX), clampInt(options.wordsMax, WORDS_MIN, WORDS_MAX)].sort((a, b) => a - b);
  return {
    ...options,
    paragraphs: clampInt(options.paragraphs, PARAGRAPHS_MIN, PARAGRAPHS_MAX),
    sentencesMin: sentences[0] as number,
    sentencesMax: sentences[1] as number,
    wordsMin: words[0] as number,
    wordsMax: words[1] as number,
  };
}

/**
 * Lorem ipsum text. Draw order (for reproducible tests): per paragraph, its sentence count in
 * [sentencesMin, sentencesMax]; then per sentence, its word count in [wordsMin, wordsMax] followed
 * by its words. With "start with lorem ipsum", the first sentence of the first paragraph is the
 * classic one and takes the place of one drawn sentence (no word count or words drawn for it).
 */
export function generateLoremIpsum(input: LoremOptions, random: RandomSource = cryptoRandom): string {
  const options = normaliseLoremOptions(input);
  const draw = createIntegerDraw(random);
  const vocabulary = LOREM_WORDS;
  const paragraphs: string[] = [];
  for (let paragraph = 0; paragraph < options.paragraphs; paragraph += 1) {
    const sentenceCount = options.sentencesMin + draw(options.sentencesMax - options.sentencesMin + 1);
    const sentences: string[] = [];
    for (let sentence = 0; sentence < sentenceCount; sentence += 1) {
      if (paragraph === 0 && sentence === 0 && options.startWithLoremIpsum) {
        sentences.push(FIRST_SENTENCE);
        continue;
      }
      const wordCount = options.wordsMin + draw(options.wordsMax - options.wordsMin + 1);
      let text = '';
      for (let word = 0; word < wordCount; word += 1) {
        const chosen = vocabulary[draw(vocabulary.length)] as string;
        text += word === 0 ? chosen.charAt(0).toUpperCase() + chosen.slice(1) : ` ${chosen}`;
      }
      sentences.push(`${text}.`);
    }
    const body = sentences.join(' ');
    paragraphs.push(options.asHtml ? `<p>${body}</p>` : body);
  }
  return paragraphs.join('\n\n');
}

/** Words and characters of a generated text (HTML tags are not words). */
export function measureLorem(text: string): { words: number; characters: number } {
  const plain = text.replace(/<\/?p>/g, ' ');
  const words = plain.match(/\S+/g)?.length ?? 0;
  return { words, characters: text.length };
}

/** The download's file name. */
export function loremFileName(asHtml: boolean): string {
  return asHtml ? 'lorem-ipsum.html' : 'lorem-ipsum.txt';
}

import figlet from 'figlet';

/**
 * Every font figlet ships as an ES module (`figlet/importable-fonts/<Font>.js`), each loaded on
 * demand as its own chunk: nothing is fetched from another host and the list is complete by
 * construction.
 */
const FONT_MODULES = import.meta.glob<string>('../../../node_modules/figlet/importable-fonts/*.js', { import: 'default' });
const FONT_PATH = /\/([^/]+)\.js$/u;

const loaders = new Map<string, () => Promise<string>>();
for (const [path, load] of Object.entries(FONT_MODULES)) {
  const name = FONT_PATH.exec(path)?.[1];
  if (name) loaders.set(name, load);
}

/** Font names exactly as the files, sorted case-insensitively. */
export const FONT_NAMES: readonly string[] = [...loaders.keys()].sort((a, b) => {
  const lower = a.toLowerCase().localeCompare(b.toLowerCase(), 'en');
  return lower !== 0 ? lower : a.localeCompare(b, 'en');
});

export const DEFAULT_FONT = 'Standard';
export const DEFAULT_TEXT = 'Ascii ART';
export const DEFAULT_WIDTH = 80;
export const MAX_WIDTH = 10_000;

/** A stored font that no longer exists falls back to "Standard". */
export function knownFont(name: string): string {
  return loaders.has(name) ? name : DEFAULT_FONT;
}

const loading = new Map<string, Promise<void>>();

/** Loads and parses one font (once; later calls reuse it). Rejects for an unknown font. */
export function loadFont(name: string): Promise<void> {
  let promise = loading.get(name);
  if (!promise) {
    const load = loaders.get(name);
    promise = load ? load().then((data) => void figlet.parseFont(name, data)) : Promise.reject(new Error(`Unknown font ${name}`));
    // A failed load may be retried later (e.g. a chunk that failed to download).
    promise.catch(() => loading.delete(name));
    loading.set(name, promise);
  }
  return promise;
}

/** The width if it is an integer from 1 to 10000, else undefined (no clamping). */
export function parseWidth(value: string | number): number | undefined {
  const text = String(value).trim();
  if (!/^\d+$/u.test(text)) return undefined;
  const width = Number(text);
  return width >= 1 && width <= MAX_WIDTH ? width : undefined;
}

/**
 * The text drawn with a loaded font, exactly as figlet returns it (trailing spaces and blank last
 * lines kept): rows wrap at spaces when wider than `width`, a word wider than `width` is split
 * between letters; a line break starts a new row of art. Empty text → empty output.
 */
export function drawText(text: string, font: string, width: number): string {
  if (text === '') return '';
  return figlet.textSync(text, { font, width, whitespaceBreak: true });
}

export const COMMENT_STYLES = ['none', '#', '//', '--', ';'] as const;
export type CommentStyle = (typeof COMMENT_STYLES)[number];

/** Every line prefixed with the comment marker and a space, for pasting into code. */
export function applyCommentStyle(art: string, style: CommentStyle): string {
  if (style === 'none' || art === '') return art;
  return art
    .split('\n')
    .map((line) => `${style} ${line}`)
    .join('\n');
}

/** True when the text has something to draw but the drawing is only whitespace. */
export function isBlankDrawing(text: string, art: string): boolean {
  return text.trim() !== '' && art.trim() === '';
}

/**
 * The text files of a favicon set: the `<link>` tags for a page's `<head>` and the web app manifest.
 * Light and pure: the screen shows them as the options change, the service puts them in the ZIP.
 */

export interface FaviconMarkupOptions {
  /** Where the files are served, e.g. "/" or "/static/icons/". */
  path: string;
  /** The manifest's `name` and `short_name` (left out when empty). */
  name: string;
  shortName: string;
  /** The manifest's `theme_color` and the `theme-color` meta tag. */
  themeColor: string;
  /** The manifest's `background_color` (also behind the Apple touch icon). */
  background: string;
  /** The source was an SVG: favicon.svg is in the set. */
  svg: boolean;
}

/** The folder prefix of every link: "/" by default, always ending with "/" ("" stays relative). */
export function normalisePath(path: string): string {
  const trimmed = path.trim();
  if (trimmed === '') return '';
  return trimmed.endsWith('/') ? trimmed : `${trimmed}/`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The tags to put in the page's `<head>`. */
export function linkTags(options: FaviconMarkupOptions): string {
  const at = escapeAttribute(normalisePath(options.path));
  return [
    `<link rel="icon" href="${at}favicon.ico" sizes="16x16 32x32 48x48">`,
    ...(options.svg ? [`<link rel="icon" href="${at}favicon.svg" type="image/svg+xml" sizes="any">`] : []),
    `<link rel="icon" href="${at}favicon-32x32.png" type="image/png" sizes="32x32">`,
    `<link rel="icon" href="${at}favicon-16x16.png" type="image/png" sizes="16x16">`,
    `<link rel="apple-touch-icon" href="${at}apple-touch-icon.png" sizes="180x180">`,
    `<link rel="manifest" href="${at}site.webmanifest">`,
    `<meta name="theme-color" content="${escapeAttribute(options.themeColor)}">`,
  ].join('\n');
}

/** site.webmanifest (JSON, 2 spaces). */
export function webManifest(options: FaviconMarkupOptions): string {
  const at = normalisePath(options.path);
  const name = options.name.trim();
  const shortName = options.shortName.trim() || name;
  const manifest = {
    ...(name ? { name } : {}),
    ...(shortName ? { short_name: shortName } : {}),
    icons: [
      { src: `${at}android-chrome-192x192.png`, sizes: '192x192', type: 'image/png' },
      { src: `${at}android-chrome-512x512.png`, sizes: '512x512', type: 'image/png' },
    ],
    theme_color: options.themeColor,
    background_color: options.background,
    display: 'standalone',
  };
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

/** The PNG files of a set, in the ZIP's order: name and pixel size. */
export const FAVICON_PNGS = [
  { name: 'favicon-16x16.png', size: 16 },
  { name: 'favicon-32x32.png', size: 32 },
  { name: 'favicon-48x48.png', size: 48 },
  { name: 'apple-touch-icon.png', size: 180 },
  { name: 'android-chrome-192x192.png', size: 192 },
  { name: 'android-chrome-512x512.png', size: 512 },
] as const;

/** The sizes inside favicon.ico. */
export const ICO_SIZES = [16, 32, 48] as const;

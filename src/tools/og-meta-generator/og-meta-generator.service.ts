/** Open Graph (ogp.me) and Twitter card meta tags from a form: a pure, order-stable generator. */

export const PAGE_TYPES = [
  'website',
  'article',
  'book',
  'profile',
  'music.song',
  'music.album',
  'music.playlist',
  'music.radio_station',
  'video.movie',
  'video.episode',
  'video.tv_show',
  'video.other',
] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const TWITTER_CARDS = ['summary', 'summary_large_image', 'app', 'player'] as const;
export type TwitterCard = (typeof TWITTER_CARDS)[number];

/** A field of a type section: its meta property, its label key, and whether it takes one value per line. */
export interface TypeField {
  key: string;
  label: string;
  multi?: boolean;
}

const VIDEO_FIELDS: TypeField[] = [
  { key: 'video:actor', label: 'actor', multi: true },
  { key: 'video:director', label: 'director', multi: true },
  { key: 'video:writer', label: 'writer', multi: true },
  { key: 'video:duration', label: 'duration' },
  { key: 'video:release_date', label: 'releaseDate' },
  { key: 'video:tag', label: 'tag' },
];
const ALBUM_SONG_FIELDS: TypeField[] = [
  { key: 'music:song', label: 'song' },
  { key: 'music:song:disc', label: 'disc' },
  { key: 'music:song:track', label: 'track' },
];

/** Each page type's own fields, in form (and output) order. */
export const TYPE_FIELDS: Record<PageType, readonly TypeField[]> = {
  website: [],
  article: [
    { key: 'article:published_time', label: 'publishedTime' },
    { key: 'article:modified_time', label: 'modifiedTime' },
    { key: 'article:expiration_time', label: 'expirationTime' },
    { key: 'article:author', label: 'author' },
    { key: 'article:section', label: 'section' },
    { key: 'article:tag', label: 'tag' },
  ],
  book: [
    { key: 'book:author', label: 'author' },
    { key: 'book:isbn', label: 'isbn' },
    { key: 'book:release_date', label: 'releaseDate' },
    { key: 'book:tag', label: 'tag' },
  ],
  profile: [
    { key: 'profile:first_name', label: 'firstName' },
    { key: 'profile:last_name', label: 'lastName' },
    { key: 'profile:username', label: 'username' },
    { key: 'profile:gender', label: 'gender' },
  ],
  'music.song': [
    { key: 'music:duration', label: 'duration' },
    { key: 'music:album', label: 'album' },
    { key: 'music:album:disc', label: 'disc' },
    { key: 'music:album:track', label: 'track' },
    { key: 'music:musician', label: 'musician', multi: true },
  ],
  'music.album': [...ALBUM_SONG_FIELDS, { key: 'music:musician', label: 'musician' }, { key: 'music:release_date', label: 'releaseDate' }],
  'music.playlist': [...ALBUM_SONG_FIELDS, { key: 'music:creator', label: 'creator' }],
  'music.radio_station': [{ key: 'music:creator', label: 'creator' }],
  'video.movie': VIDEO_FIELDS,
  'video.episode': [...VIDEO_FIELDS, { key: 'video:series', label: 'series' }],
  'video.tv_show': VIDEO_FIELDS,
  'video.other': VIDEO_FIELDS,
};

/** Every type-field key, across all types (the form keeps one value per key). */
export const ALL_TYPE_KEYS = [...new Set(Object.values(TYPE_FIELDS).flatMap((fields) => fields.map((field) => field.key)))];

export interface OgForm {
  type: PageType;
  title: string;
  description: string;
  url: string;
  imageUrl: string;
  imageAlt: string;
  imageWidth: string;
  imageHeight: string;
  twitterCard: TwitterCard;
  twitterSite: string;
  twitterCreator: string;
  /** Values of the type section, by meta property (other types' keys are ignored). */
  typeValues: Readonly<Record<string, string>>;
}

export const EMPTY_FORM: OgForm = {
  type: 'website',
  title: '',
  description: '',
  url: '',
  imageUrl: '',
  imageAlt: '',
  imageWidth: '',
  imageHeight: '',
  twitterCard: 'summary_large_image',
  twitterSite: '',
  twitterCreator: '',
  typeValues: {},
};

export type FieldError = 'invalidUrl' | 'invalidNumber';

/** Page URL and Image url: empty, or an absolute http(s) URL. */
export function urlError(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\//i.test(trimmed) ? undefined : 'invalidUrl';
  } catch {
    return 'invalidUrl';
  }
}

/** Image width and height: empty, or digits only with a value of at least 1. */
export function sizeError(value: string): FieldError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  return /^\d+$/.test(trimmed) && Number(trimmed) >= 1 ? undefined : 'invalidNumber';
}

/** The validation message key of each checked field, when it has one. */
export function formErrors(form: OgForm): Partial<Record<'url' | 'imageUrl' | 'imageWidth' | 'imageHeight', FieldError>> {
  const errors: Partial<Record<'url' | 'imageUrl' | 'imageWidth' | 'imageHeight', FieldError>> = {};
  const url = urlError(form.url);
  const imageUrl = urlError(form.imageUrl);
  const imageWidth = sizeError(form.imageWidth);
  const imageHeight = sizeError(form.imageHeight);
  if (url) errors.url = url;
  if (imageUrl) errors.imageUrl = imageUrl;
  if (imageWidth) errors.imageWidth = imageWidth;
  if (imageHeight) errors.imageHeight = imageHeight;
  return errors;
}

/** Attribute escaping: typed text can never close the attribute or open a tag. */
export function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] as string);
}

/** Non-empty trimmed lines of a multi-value field. */
export function splitLines(value: string): string[] {
  return value
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * The two groups of tags, in a fixed order whatever the typing order: og:type, title, description,
 * url, image, alt, width, height, the type's fields in form order; then twitter:card, site,
 * creator and the mirrored title, description, image and alt. Empty and invalid fields are left out.
 */
export function generateMetaTags(form: OgForm): string {
  const errors = formErrors(form);
  const og: [string, string][] = [];
  const twitter: [string, string][] = [];
  const add = (list: [string, string][], key: string, value: string, invalid = false) => {
    const trimmed = value.trim();
    if (trimmed !== '' && !invalid) list.push([key, trimmed]);
  };

  add(og, 'og:type', form.type);
  add(og, 'og:title', form.title);
  add(og, 'og:description', form.description);
  add(og, 'og:url', form.url, errors.url !== undefined);
  add(og, 'og:image', form.imageUrl, errors.imageUrl !== undefined);
  add(og, 'og:image:alt', form.imageAlt);
  add(og, 'og:image:width', form.imageWidth, errors.imageWidth !== undefined);
  add(og, 'og:image:height', form.imageHeight, errors.imageHeight !== undefined);
  for (const field of TYPE_FIELDS[form.type] ?? []) {
    const value = form.typeValues[field.key] ?? '';
    if (field.multi) for (const line of splitLines(value)) add(og, field.key, line);
    else add(og, field.key, value);
  }

  add(twitter, 'twitter:card', form.twitterCard);
  add(twitter, 'twitter:site', form.twitterSite);
  add(twitter, 'twitter:creator', form.twitterCreator);
  add(twitter, 'twitter:title', form.title);
  add(twitter, 'twitter:description', form.description);
  add(twitter, 'twitter:image', form.imageUrl, errors.imageUrl !== undefined);
  add(twitter, 'twitter:image:alt', form.imageAlt);

  const lines = (attribute: 'property' | 'name', list: [string, string][]) =>
    list.map(([key, value]) => `<meta ${attribute}="${key}" content="${escapeAttribute(value)}" />`);
  return [['<!-- og meta -->', ...lines('property', og)].join('\n'), ['<!-- twitter meta -->', ...lines('name', twitter)].join('\n')].join('\n\n');
}

/** The form after a page-type change: the previous type's section is cleared. */
export function changePageType(form: OgForm, type: PageType): OgForm {
  return type === form.type ? form : { ...form, type, typeValues: {} };
}

/** What the preview card shows: the host of the page URL (or of the image when there is none). */
export function previewDomain(form: OgForm): string {
  for (const candidate of [form.url, form.imageUrl]) {
    if (urlError(candidate) === undefined && candidate.trim() !== '') return new URL(candidate.trim()).hostname;
  }
  return '';
}

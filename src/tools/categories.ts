/** Tool categories, in the order the shell shows them (00-shell.md). Labels live in the shell locale. */
export const categories = [
  'crypto',
  'converter',
  'web',
  'images-and-videos',
  'pdf',
  'development',
  'network',
  'math',
  'measurement',
  'text',
  'data',
] as const;

export type CategoryId = (typeof categories)[number];

export function isCategoryId(value: unknown): value is CategoryId {
  return typeof value === 'string' && (categories as readonly string[]).includes(value);
}

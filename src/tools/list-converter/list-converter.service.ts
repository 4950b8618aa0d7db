export const SORT_ORDERS = ['none', 'asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export interface ListOptions {
  trimItems: boolean;
  removeDuplicates: boolean;
  lowerCase: boolean;
  keepLineBreaks: boolean;
  reverseList: boolean;
  sortList: SortOrder;
  /** Sort numbers inside items by value (`2` before `10`) instead of character by character. */
  naturalSort: boolean;
  separator: string;
  itemPrefix: string;
  itemSuffix: string;
  listPrefix: string;
  listSuffix: string;
  /** Removed from the start of each item that has it (after trimming). */
  stripPrefix: string;
  /** Removed from the end of each item that has it (after trimming). */
  stripSuffix: string;
}

export const DEFAULT_LIST_OPTIONS: ListOptions = {
  trimItems: true,
  removeDuplicates: true,
  lowerCase: false,
  keepLineBreaks: false,
  reverseList: false,
  sortList: 'none',
  naturalSort: false,
  separator: ', ',
  itemPrefix: '',
  itemSuffix: '',
  listPrefix: '',
  listSuffix: '',
  stripPrefix: '',
  stripSuffix: '',
};

/**
 * Cleans up a column of values and joins it, in this order: lowercase → split on `\n` / `\r\n` →
 * trim → strip a given prefix/suffix → drop empty lines → remove duplicates (first kept) → sort
 * (locale-aware) → reverse → wrap each item → join with the separator (plus a line break when line
 * breaks are kept) → list prefix and suffix (on their own lines when line breaks are kept; an empty
 * one adds no line). No item → empty output, even with a list prefix or suffix.
 */
export function convertList(input: string, partial: Partial<ListOptions> = {}, locale?: string): string {
  const options = { ...DEFAULT_LIST_OPTIONS, ...partial };
  let items = (options.lowerCase ? input.toLocaleLowerCase(locale) : input).split(/\r?\n/);
  if (options.trimItems) items = items.map((item) => item.trim());
  if (options.stripPrefix !== '') items = items.map((item) => (item.startsWith(options.stripPrefix) ? item.slice(options.stripPrefix.length) : item));
  if (options.stripSuffix !== '') items = items.map((item) => (item.endsWith(options.stripSuffix) ? item.slice(0, item.length - options.stripSuffix.length) : item));
  items = items.filter((item) => item !== '');
  if (items.length === 0) return '';
  if (options.removeDuplicates) items = [...new Set(items)];
  if (options.sortList !== 'none') {
    const collator = new Intl.Collator(locale, { numeric: options.naturalSort });
    items.sort(collator.compare);
    if (options.sortList === 'desc') items.reverse();
  }
  if (options.reverseList) items.reverse();
  const body = items.map((item) => options.itemPrefix + item + options.itemSuffix).join(options.separator + (options.keepLineBreaks ? '\n' : ''));
  if (!options.keepLineBreaks) return options.listPrefix + body + options.listSuffix;
  return [options.listPrefix, body, options.listSuffix].filter((part) => part !== '').join('\n');
}

/**
 * The reverse operation: a delimited string (`a, b, c`) to one item per line. The delimiter is
 * used literally (an empty one leaves the text whole); items are trimmed when asked and empty
 * ones dropped.
 */
export function splitToLines(input: string, delimiter: string, { trimItems = true }: { trimItems?: boolean } = {}): string {
  const parts = delimiter === '' ? [input] : input.split(delimiter);
  return parts
    .map((part) => (trimItems ? part.trim() : part))
    .filter((part) => part !== '')
    .join('\n');
}

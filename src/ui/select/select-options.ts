import type FuseType from 'fuse.js';

/** One choice of a select. `tooltip` is shown when the option is hovered in the dropdown. */
export interface SelectOption<T extends string = string> {
  label: string;
  value: T;
  tooltip?: string;
  disabled?: boolean;
}

/** Options may be given as plain strings (value and label alike) or as objects. */
export type SelectOptionInput<T extends string = string> = T | SelectOption<T>;

/** Fuzzy search tolerance: 0 is an exact match, 1 matches anything. */
export const FUZZY_THRESHOLD = 0.3;

export function normalizeOptions<T extends string>(options: readonly SelectOptionInput<T>[]): SelectOption<T>[] {
  return options.map((option) => (typeof option === 'string' ? { label: option, value: option } : option));
}

/** Returns the values of the options matching `query`, best match first. */
export type OptionMatcher<T extends string> = (query: string) => T[];

/** Case-insensitive substring match on label and value (used until the fuzzy engine has loaded). */
export function createSubstringMatcher<T extends string>(options: readonly SelectOption<T>[]): OptionMatcher<T> {
  return (query) => {
    const needle = query.trim().toLowerCase();
    if (needle === '') return options.map((option) => option.value);
    return options
      .filter((option) => option.label.toLowerCase().includes(needle) || option.value.toLowerCase().includes(needle))
      .map((option) => option.value);
  };
}

/** Fuzzy match (Fuse.js, threshold 0.3, anywhere in the text) on label, then value. */
export function createFuzzyMatcher<T extends string>(Fuse: typeof FuseType, options: readonly SelectOption<T>[]): OptionMatcher<T> {
  let index: FuseType<SelectOption<T>> | undefined;
  return (query) => {
    const needle = query.trim();
    if (needle === '') return options.map((option) => option.value);
    index ??= new Fuse(options, {
      keys: [
        { name: 'label', weight: 2 },
        { name: 'value', weight: 1 },
      ],
      threshold: FUZZY_THRESHOLD,
      ignoreLocation: true,
    });
    return index.search(needle).map((result) => result.item.value);
  };
}

let fuseConstructor: typeof FuseType | undefined;
let fuseLoading: Promise<typeof FuseType> | undefined;

/** The Fuse.js constructor if already loaded (so later selects filter fuzzily from the first key). */
export function loadedFuse(): typeof FuseType | undefined {
  return fuseConstructor;
}

/** Loads Fuse.js on demand, so it stays out of the chunks of selects that are not searchable. */
export function loadFuse(): Promise<typeof FuseType> {
  fuseLoading ??= import('fuse.js').then((module) => {
    fuseConstructor = module.default;
    return module.default;
  });
  return fuseLoading;
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { readStoredJson, removeStored, removeStoredWithPrefix, writeStoredJson } from '../../lib/storage';
import { noteToolState } from '../../engine/handoff/handoff';
import { clearHandoff, pastePatch, peekHandoff, type Handoff, type PasteTarget } from '../../engine/handoff/handoff';

export type ToolFieldValue = string | number | boolean;
/** Where a field lives: the URL query (options), local storage (inputs) or nowhere (e.g. a random draw). */
export type ToolFieldPersistence = 'url' | 'local' | 'none';

export interface ToolStateOptions<T extends Record<string, ToolFieldValue>> {
  /** Per field; default `local` for text, `url` for booleans and numbers. */
  persist?: { [K in keyof T]?: ToolFieldPersistence };
  /** Accepted values for a field; anything else read from the URL or storage falls back to the default. */
  allowed?: { [K in keyof T]?: readonly T[K][] };
  /**
   * The operation's option schema (a Zod object): a field it names accepts only what the schema
   * accepts (its choices, bounds, type) when read from the URL or storage.
   */
  schema?: FieldSchemas;
  /**
   * What a smart-paste hand-off fills (paste-handoff.ts): the screen's main input, one field per
   * operation, or a function making the state's patch. Detected options go to the fields of the
   * same name first.
   */
  pasteInto?: PasteTarget<T>;
}

/** The part of a Zod object schema the state needs (no Zod import here). */
export interface FieldSchemas {
  shape: Record<string, { safeParse(value: unknown): { success: boolean } }>;
}

/** Values above this size are not written to local storage (the 5 MB quota is shared by all tools). */
export const MAX_STORED_CHARS = 1_000_000;
const WRITE_DELAY_MS = 300;

export function storageKey(toolId: string, field: string): string {
  return `tools:${toolId}:${field}`;
}

export function persistenceOf(value: ToolFieldValue, explicit: ToolFieldPersistence | undefined): ToolFieldPersistence {
  return explicit ?? (typeof value === 'string' ? 'local' : 'url');
}

/** Decodes a query-string value into the default's type; undefined when it does not fit. */
export function decodeQueryValue(raw: string, fallback: ToolFieldValue): ToolFieldValue | undefined {
  if (typeof fallback === 'boolean') return raw === 'true' ? true : raw === 'false' ? false : undefined;
  if (typeof fallback === 'number') {
    const value = raw.trim() === '' ? Number.NaN : Number(raw);
    return Number.isFinite(value) ? value : undefined;
  }
  return raw;
}

function sameType(value: unknown, fallback: ToolFieldValue): value is ToolFieldValue {
  return typeof value === typeof fallback && (typeof value !== 'number' || Number.isFinite(value));
}

/** Initial values: URL query for `url` fields, local storage for `local` fields, else defaults. */
export function readInitialToolState<T extends Record<string, ToolFieldValue>>(
  toolId: string,
  defaults: T,
  options: ToolStateOptions<T>,
  search: string,
): T {
  const params = new URLSearchParams(search);
  const state: Record<string, ToolFieldValue> = { ...defaults };
  for (const [field, fallback] of Object.entries(defaults) as [keyof T & string, ToolFieldValue][]) {
    const where = persistenceOf(fallback, options.persist?.[field]);
    let value: ToolFieldValue | undefined;
    if (where === 'url') {
      const raw = params.get(field);
      value = raw === null ? undefined : decodeQueryValue(raw, fallback);
    } else if (where === 'local') {
      value = readStoredJson(storageKey(toolId, field), (stored): stored is ToolFieldValue => sameType(stored, fallback));
    }
    const allowed = options.allowed?.[field] as readonly ToolFieldValue[] | undefined;
    const schema = options.schema && Object.hasOwn(options.schema.shape, field) ? options.schema.shape[field] : undefined;
    if (value !== undefined && (!allowed || allowed.includes(value)) && (!schema || schema.safeParse(value).success)) state[field] = value;
  }
  return state as T;
}

/**
 * `state` with a smart-paste hand-off in it: its options in the fields named like them, then what
 * `pasteInto` makes of it (the text in the target field); a value that does not fit its field (type,
 * allowed values, schema) is left out.
 */
export function withPaste<T extends Record<string, ToolFieldValue>>(state: T, defaults: T, options: ToolStateOptions<T>, handoff: Handoff): T {
  const next: Record<string, ToolFieldValue> = { ...state };
  const fits = (field: string, value: unknown): value is ToolFieldValue => {
    if (!Object.hasOwn(defaults, field) || !sameType(value, defaults[field] as ToolFieldValue)) return false;
    const allowed = options.allowed?.[field] as readonly ToolFieldValue[] | undefined;
    const schema = options.schema && Object.hasOwn(options.schema.shape, field) ? options.schema.shape[field] : undefined;
    return (!allowed || allowed.includes(value)) && (!schema || schema.safeParse(value).success);
  };
  for (const [field, value] of [...Object.entries(handoff.options), ...Object.entries(pastePatch(options.pasteInto, handoff))]) if (fits(field, value)) next[field] = value;
  return next as T;
}

function writeUrlFields<T extends Record<string, ToolFieldValue>>(state: T, urlFields: (keyof T & string)[]): void {
  if (urlFields.length === 0) return;
  const url = new URL(window.location.href);
  for (const field of urlFields) url.searchParams.set(field, String(state[field]));
  if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);
}

/** Bumped by clearToolState so that an instance being replaced does not write its old values back. */
const resetGenerations = new Map<string, number>();

/** Forgets everything a tool remembered: its stored inputs and its URL options. */
export function clearToolState(toolId: string): void {
  resetGenerations.set(toolId, (resetGenerations.get(toolId) ?? 0) + 1);
  removeStoredWithPrefix(`tools:${toolId}:`);
  const url = new URL(window.location.href);
  if (url.search !== '') {
    url.search = '';
    window.history.replaceState(window.history.state, '', url);
  }
}

/**
 * A tool's options and inputs. Options (`url`) are mirrored in the query string so that a link
 * reproduces the setup; inputs (`local`) are kept in local storage under `tools:<id>:<field>` so a
 * reload loses nothing. Large values are never put in the URL.
 */
export function useToolState<T extends Record<string, ToolFieldValue>>(
  toolId: string,
  defaults: T,
  options: ToolStateOptions<T> = {},
): [T, (patch: Partial<T> | ((current: T) => Partial<T>)) => void] {
  const [state, setState] = useState<T>(() => {
    const initial = readInitialToolState(toolId, defaults, options, typeof window === 'undefined' ? '' : window.location.search);
    const handoff = peekHandoff(toolId);
    return handoff ? withPaste(initial, defaults, options, handoff) : initial;
  });
  // A hand-off is kept like typed text (a reload finds it).
  const changed = useRef(peekHandoff(toolId) !== undefined);
  const pendingWrites = useRef(new Map<string, ToolFieldValue>());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const fields = useRef({ defaults, options });
  const generation = useRef(resetGenerations.get(toolId) ?? 0);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if ((resetGenerations.get(toolId) ?? 0) !== generation.current) {
      pendingWrites.current.clear();
      return;
    }
    pendingWrites.current.forEach((value, field) => {
      // Too large to keep: forget the older, smaller value too, so a reload never brings back a stale text.
      if (typeof value === 'string' && value.length > MAX_STORED_CHARS) removeStored(storageKey(toolId, field));
      else writeStoredJson(storageKey(toolId, field), value);
    });
    pendingWrites.current.clear();
  }, [toolId]);

  useEffect(() => {
    if (!changed.current) return;
    const { defaults: fieldDefaults, options: fieldOptions } = fields.current;
    const entries = Object.entries(fieldDefaults) as [keyof T & string, ToolFieldValue][];
    writeUrlFields(
      state,
      entries.filter(([field, fallback]) => persistenceOf(fallback, fieldOptions.persist?.[field]) === 'url').map(([field]) => field),
    );
    for (const [field, fallback] of entries) {
      if (persistenceOf(fallback, fieldOptions.persist?.[field]) === 'local') pendingWrites.current.set(field, state[field] as ToolFieldValue);
    }
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, WRITE_DELAY_MS);
  }, [state, flush]);

  // The screen made its first state (and its other fields) with the hand-off: a later visit starts as usual.
  useEffect(() => clearHandoff(toolId), [toolId]);

  // The tool page's "Open in recipe" reads the latest state (recipe-handoff.ts).
  useEffect(() => noteToolState(toolId, state), [toolId, state]);

  useEffect(() => {
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [flush]);

  const update = useCallback((patch: Partial<T> | ((current: T) => Partial<T>)) => {
    changed.current = true;
    setState((current) => ({ ...current, ...(typeof patch === 'function' ? patch(current) : patch) }));
  }, []);

  return [state, update];
}

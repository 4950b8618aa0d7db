import type { z } from './zod';

/**
 * Reading an operation's option schema, so that a screen's bounds and choices come from the one
 * place a recipe step and a command-line flag read them too. Schemas are read through their
 * definitions (`_zod.def`, the same for every Zod API).
 */

type Schema = z.ZodMiniType;

interface CheckDef {
  check: string;
  value?: number;
  inclusive?: boolean;
}

/** What the readers here use of a schema's definition. */
interface SchemaDef {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  shape?: Record<string, Schema>;
  entries?: Record<string, string | number>;
  values?: unknown[];
  options?: Schema[];
  format?: string;
  checks?: { _zod: { def: CheckDef } }[];
}

/** A schema's definition. */
export function schemaDef(schema: Schema): SchemaDef {
  return schema._zod.def as unknown as SchemaDef;
}

/** The schema under a default, `optional` and the like, and after a `z.pipe(z.transform(…), …)` (e.g. a clamp). */
export function innerSchema(field: Schema): Schema {
  let current = field;
  for (;;) {
    const def = schemaDef(current);
    if ((def.type === 'default' || def.type === 'optional' || def.type === 'nullable' || def.type === 'prefault') && def.innerType) current = def.innerType;
    else if (def.type === 'pipe' && def.in && def.out && schemaDef(def.in).type === 'transform') current = def.out;
    else return current;
  }
}

/** An object schema's fields, or undefined for another schema. */
export function objectShape(schema: Schema): Record<string, Schema> | undefined {
  const def = schemaDef(schema);
  return def.type === 'object' ? def.shape : undefined;
}

/**
 * A number schema's bounds, as classic Zod's `minValue`, `maxValue` and `isInt` give them (an
 * integer is within ±(2^53 − 1) unless narrower; `positive()` reads as a minimum of 0).
 */
export function numberSchemaBounds(schema: Schema): { min: number | null; max: number | null; integer: boolean } {
  const def = schemaDef(schema);
  const integer = def.format === 'safeint';
  let min = integer ? Number.MIN_SAFE_INTEGER : null;
  let max = integer ? Number.MAX_SAFE_INTEGER : null;
  for (const check of def.checks ?? []) {
    const { check: kind, value } = check._zod.def;
    if (typeof value !== 'number') continue;
    if (kind === 'greater_than') min = min === null ? value : Math.max(min, value);
    else if (kind === 'less_than') max = max === null ? value : Math.min(max, value);
  }
  return { min, max, integer };
}

/** The values an enum, a literal or a union of them allows, in the schema's order; undefined for anything else. */
export function schemaChoices(schema: Schema): unknown[] | undefined {
  const def = schemaDef(schema);
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return [...def.values];
  if (def.type === 'union' && def.options) {
    const values: unknown[] = [];
    for (const option of def.options) {
      const inner = schemaChoices(innerSchema(option));
      if (!inner) return undefined;
      values.push(...inner);
    }
    return values;
  }
  return undefined;
}

/** The field's schema in an object schema; throws when there is none (a typo in a screen). */
export function optionField(schema: Schema, name: string): Schema {
  const shape = objectShape(schema);
  const field = shape && Object.hasOwn(shape, name) ? shape[name] : undefined;
  if (!field) throw new Error(`The schema has no option "${name}"`);
  return field;
}

export interface NumberBounds {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
}

/** A number option's bounds (its minimum, maximum, and whether it is an integer). */
export function numberBounds(schema: Schema, name: string): NumberBounds {
  const field = innerSchema(optionField(schema, name));
  if (schemaDef(field).type !== 'number') throw new Error(`Option "${name}" is not a number`);
  const { min, max, integer } = numberSchemaBounds(field);
  const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? undefined : value);
  return { min: finite(min), max: finite(max), integer };
}

/** An enum option's choices, in the schema's order (`z.enum([...])` or a union of literals). */
export function optionChoices<T extends string | number | boolean = string>(schema: Schema, name: string): T[] {
  const choices = schemaChoices(innerSchema(optionField(schema, name)));
  if (!choices) throw new Error(`Option "${name}" is not a choice of values`);
  return choices as T[];
}

/** Every integer an integer option with both bounds accepts (for a select of sizes). */
export function integerRange(schema: Schema, name: string): number[] {
  const { min, max, integer } = numberBounds(schema, name);
  if (!integer || min === undefined || max === undefined || max - min > 1000) throw new Error(`Option "${name}" is not a small integer range`);
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

import { z } from 'zod';

/**
 * Reading an operation's option schema, so that a screen's bounds and choices come from the one
 * place a recipe step and a command-line flag read them too.
 */

/** The schema under `.default()`, `.optional()` and the like, and after a `z.preprocess()` (e.g. a clamp). */
export function innerSchema(field: z.ZodType): z.ZodType {
  let current: z.ZodType = field;
  for (;;) {
    if (current instanceof z.ZodDefault || current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodPrefault) {
      current = current.unwrap() as z.ZodType;
    } else if (current instanceof z.ZodPipe && current.in instanceof z.ZodTransform) {
      current = current.out as z.ZodType;
    } else return current;
  }
}

/** The field's schema in an object schema; throws when there is none (a typo in a screen). */
export function optionField(schema: z.ZodType, name: string): z.ZodType {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : undefined;
  const field = shape && Object.hasOwn(shape, name) ? shape[name] : undefined;
  if (!field) throw new Error(`The schema has no option "${name}"`);
  return field;
}

export interface NumberBounds {
  min: number | undefined;
  max: number | undefined;
  integer: boolean;
}

/** A number option's bounds (`.min()`, `.max()`, `.int()`). */
export function numberBounds(schema: z.ZodType, name: string): NumberBounds {
  const field = innerSchema(optionField(schema, name));
  if (!(field instanceof z.ZodNumber)) throw new Error(`Option "${name}" is not a number`);
  const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? undefined : value);
  return { min: finite(field.minValue), max: finite(field.maxValue), integer: field.isInt };
}

/** An enum option's choices, in the schema's order (`z.enum([...])` or a union of literals). */
export function optionChoices<T extends string | number | boolean = string>(schema: z.ZodType, name: string): T[] {
  const field = innerSchema(optionField(schema, name));
  if (field instanceof z.ZodEnum) return field.options as T[];
  if (field instanceof z.ZodLiteral) return [...field.values] as T[];
  if (field instanceof z.ZodUnion) {
    return (field.options as z.ZodType[]).flatMap((option) => {
      const inner = innerSchema(option);
      if (inner instanceof z.ZodLiteral) return [...inner.values] as T[];
      if (inner instanceof z.ZodEnum) return inner.options as T[];
      throw new Error(`Option "${name}" is not a choice of values`);
    });
  }
  throw new Error(`Option "${name}" is not a choice of values`);
}

/** Every integer an integer option with both bounds accepts (for a select of sizes). */
export function integerRange(schema: z.ZodType, name: string): number[] {
  const { min, max, integer } = numberBounds(schema, name);
  if (!integer || min === undefined || max === undefined || max - min > 1000) throw new Error(`Option "${name}" is not a small integer range`);
  return Array.from({ length: max - min + 1 }, (_, index) => min + index);
}

import { z } from 'zod';
import { innerSchema } from './schema';

/**
 * An operation's options as form fields, read from its Zod schema: what the Recipe page (and any
 * generated form) shows for a step. Booleans are switches, enums and literal unions choices,
 * numbers number inputs with their bounds, strings text; anything else (lists, objects) is edited
 * as JSON.
 */
export type OptionField =
  | { key: string; kind: 'boolean'; defaultValue: boolean }
  | { key: string; kind: 'choice'; choices: (string | number | boolean)[]; defaultValue: unknown }
  | { key: string; kind: 'number'; min: number | undefined; max: number | undefined; integer: boolean; defaultValue: number | undefined }
  | { key: string; kind: 'text'; defaultValue: string }
  | { key: string; kind: 'json'; defaultValue: unknown };

function literalChoices(field: z.ZodType): (string | number | boolean)[] | undefined {
  if (field instanceof z.ZodEnum) return field.options as (string | number)[];
  if (field instanceof z.ZodLiteral) return [...field.values].filter((value) => ['string', 'number', 'boolean'].includes(typeof value)) as (string | number | boolean)[];
  if (field instanceof z.ZodUnion) {
    const values: (string | number | boolean)[] = [];
    for (const option of field.options as z.ZodType[]) {
      const inner = literalChoices(innerSchema(option));
      if (!inner) return undefined;
      values.push(...inner);
    }
    return values;
  }
  return undefined;
}

function fieldOf(key: string, schema: z.ZodType, defaultValue: unknown): OptionField {
  const field = innerSchema(schema);
  if (field instanceof z.ZodBoolean) return { key, kind: 'boolean', defaultValue: defaultValue === true };
  const choices = literalChoices(field);
  if (choices) return { key, kind: 'choice', choices, defaultValue };
  if (field instanceof z.ZodNumber) {
    const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? undefined : value);
    return { key, kind: 'number', min: finite(field.minValue), max: finite(field.maxValue), integer: field.isInt, defaultValue: typeof defaultValue === 'number' ? defaultValue : undefined };
  }
  if (field instanceof z.ZodString) return { key, kind: 'text', defaultValue: typeof defaultValue === 'string' ? defaultValue : '' };
  return { key, kind: 'json', defaultValue };
}

/** The fields of an object schema, in the schema's order, with the defaults it fills in. */
export function optionFields(schema: z.ZodType): OptionField[] {
  if (!(schema instanceof z.ZodObject)) return [];
  const parsed = schema.safeParse({});
  const defaults = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([key, field]) => fieldOf(key, field, defaults[key]));
}

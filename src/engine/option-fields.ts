import type { z } from './zod';
import { innerSchema, numberSchemaBounds, objectShape, schemaChoices, schemaDef } from './schema';

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

function fieldOf(key: string, schema: z.ZodMiniType, defaultValue: unknown): OptionField {
  const field = innerSchema(schema);
  const type = schemaDef(field).type;
  if (type === 'boolean') return { key, kind: 'boolean', defaultValue: defaultValue === true };
  const choices = schemaChoices(field)?.filter((value) => ['string', 'number', 'boolean'].includes(typeof value)) as (string | number | boolean)[] | undefined;
  if (choices) return { key, kind: 'choice', choices, defaultValue };
  if (type === 'number') {
    const { min, max, integer } = numberSchemaBounds(field);
    const finite = (value: number | null) => (value === null || !Number.isFinite(value) ? undefined : value);
    return { key, kind: 'number', min: finite(min), max: finite(max), integer, defaultValue: typeof defaultValue === 'number' ? defaultValue : undefined };
  }
  if (type === 'string') return { key, kind: 'text', defaultValue: typeof defaultValue === 'string' ? defaultValue : '' };
  return { key, kind: 'json', defaultValue };
}

/** The fields of an object schema, in the schema's order, with the defaults it fills in. */
export function optionFields(schema: z.ZodMiniType): OptionField[] {
  const shape = objectShape(schema);
  if (!shape) return [];
  const parsed = schema.safeParse({});
  const defaults = (parsed.success ? parsed.data : {}) as Record<string, unknown>;
  return Object.entries(shape).map(([key, field]) => fieldOf(key, field, defaults[key]));
}

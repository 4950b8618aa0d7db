import type { SchemaDraft } from '@cfworker/json-schema';

/**
 * What the screen and the operations share without loading the validator: the drafts and the
 * page's first schema and document.
 */

/** `auto`: the schema's `$schema` says (2020-12 when it has none). */
export const DRAFT_CHOICES = ['auto', '2020-12', '2019-09', '7', '4'] as const;
export type DraftChoice = (typeof DRAFT_CHOICES)[number];

export const DRAFT_NAMES: Record<SchemaDraft, string> = { '4': 'draft-04', '7': 'draft-07', '2019-09': 'draft 2019-09', '2020-12': 'draft 2020-12' };

export const DEFAULT_SCHEMA = `{
  "$schema": "https://json-schema.org/draft/2020-12/schema",
  "title": "Person",
  "type": "object",
  "properties": {
    "name": { "type": "string", "minLength": 1 },
    "email": { "type": "string", "format": "email" },
    "age": { "type": "integer", "minimum": 0 },
    "tags": { "type": "array", "items": { "type": "string" }, "uniqueItems": true }
  },
  "required": ["name", "email"],
  "additionalProperties": false
}`;

export const DEFAULT_DOCUMENT = `{
  "name": "Ada Lovelace",
  "email": "ada@example.org",
  "age": -36,
  "tags": ["mathematics", "poetry", "mathematics"],
  "nickname": "Enchantress of Numbers"
}`;

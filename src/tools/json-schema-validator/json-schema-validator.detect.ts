import type { DetectDeclarations } from '../../engine/detect';

/** The `$schema` of a JSON Schema draft: json-schema.org's meta-schema URIs. */
const META_SCHEMA = /"\$schema"\s*:\s*"https?:\/\/json-schema\.org\/(?:draft-0[4-7]\/schema#?|draft\/20\d\d-\d\d\/schema)"/;
/** The same in YAML: `$schema: https://json-schema.org/…` on a line of its own. */
const YAML_META_SCHEMA = /^\$schema:[ \t]*['"]?https?:\/\/json-schema\.org\/(?:draft-0[4-7]\/schema#?|draft\/20\d\d-\d\d\/schema)['"]?[ \t]*$/m;
const SCHEMA_TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);

/**
 * A JSON Schema: an object naming json-schema.org's meta-schema in `$schema` (JSON or YAML), or a
 * JSON object with a `type` and `properties` whose members are schemas themselves. Goes to the
 * schema field.
 */
export default {
  'json-schema-validator-check-schema': {
    pre: { minLength: 20 },
    prior: 0.9,
    score: ({ text, truncated }) => {
      const head = text.slice(0, 2000);
      if (text.charCodeAt(0) !== 123) return YAML_META_SCHEMA.test(head) ? { confidence: 0.97, reason: { key: 'metaSchema' } } : 0;
      if (META_SCHEMA.test(head)) return { confidence: 0.97, reason: { key: 'metaSchema' } };
      if (truncated) return 0;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return 0;
      }
      const schema = value as { type?: unknown; properties?: unknown };
      if (typeof schema.type !== 'string' || !SCHEMA_TYPES.has(schema.type) || schema.properties === null || typeof schema.properties !== 'object' || Array.isArray(schema.properties)) return 0;
      const members = Object.values(schema.properties as object);
      if (members.length === 0 || !members.every((member) => typeof member === 'boolean' || (member !== null && typeof member === 'object' && !Array.isArray(member)))) return 0;
      const typed = members.filter((member) => typeof member === 'object' && ('type' in member || '$ref' in member || 'enum' in member)).length;
      return typed * 2 >= members.length ? { confidence: 0.95, reason: { key: 'typeAndProperties' } } : 0;
    },
  },
} satisfies DetectDeclarations;

import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { DRAFT_CHOICES } from './json-schema-validator.drafts';

const service = () => import('./json-schema-validator.service');

const PERSON_SCHEMA = '{"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","properties":{"name":{"type":"string"},"age":{"type":"integer","minimum":0}},"required":["name"]}';

/** The document is the input; the schema (JSON or YAML text) and the draft are options. */
const options = z.object({
  schema: z._default(z.string(), '{}'),
  draft: z._default(z.enum(DRAFT_CHOICES), 'auto'),
});

/**
 * Validates a JSON or YAML document against a JSON Schema: "Valid (draft …)", or an error listing
 * each problem with its JSON Pointer, line and column (the command line exits 1). Expected
 * messages are @cfworker/json-schema's; positions counted by hand in the example texts.
 */
export const jsonSchemaValidator = defineOperation({
  id: 'json-schema-validator',
  toolId: 'json-schema-validator',
  input: 'text',
  output: 'text',
  options,
  run: async (input, { schema, draft }) => (await service()).validateDocument(input, schema, draft),
  examples: [
    { description: 'A valid document; the draft from $schema', input: '{"name": "Ada", "age": 36}', options: { schema: PERSON_SCHEMA }, output: 'Valid (draft 2020-12)' },
    {
      description: 'A YAML document against a draft-07 schema written in YAML',
      input: 'name: Ada\nage: 36\n',
      options: { schema: '$schema: http://json-schema.org/draft-07/schema#\ntype: object\nrequired: [name]\n' },
      output: 'Valid (draft-07)',
    },
  ],
});

/**
 * The same validation as data, for the page: `valid`, the draft, and every error with its JSON
 * Pointer, schema keyword location, message, line and column. Not matching is not an error here;
 * a document or schema that cannot be read is.
 */
export const jsonSchemaValidatorReport = defineOperation({
  id: 'json-schema-validator-report',
  toolId: 'json-schema-validator',
  input: 'text',
  output: 'data',
  options,
  run: async (input, { schema, draft }) => (await service()).validationReport(input, schema, draft),
  examples: [
    {
      description: 'Two errors, placed in the document (line 1, columns 10 and 22)',
      input: '{"name": 42, "age": -1}',
      options: { schema: PERSON_SCHEMA },
      output: {
        valid: false,
        draft: '2020-12',
        documents: 1,
        errors: [
          { instancePath: '/name', keyword: 'type', schemaPath: '#/properties/name/type', message: 'Instance type "number" is invalid. Expected "string".', line: 1, column: 10 },
          { instancePath: '/age', keyword: 'minimum', schemaPath: '#/properties/age/minimum', message: '-1 is less than 0.', line: 1, column: 21 },
        ],
      },
    },
  ],
});

/** The schema alone: is it a JSON Schema of its draft (keyword types, regular expressions, a known $schema)? */
export const jsonSchemaValidatorCheckSchema = defineOperation({
  id: 'json-schema-validator-check-schema',
  toolId: 'json-schema-validator',
  input: 'text',
  output: 'text',
  options: z.object({ draft: z._default(z.enum(DRAFT_CHOICES), 'auto') }),
  run: async (input, { draft }) => (await service()).checkSchemaText(input, draft),
  examples: [
    { description: 'A draft 2020-12 schema', input: PERSON_SCHEMA, output: 'Valid JSON Schema (draft 2020-12)' },
    {
      description: 'A draft-07 schema',
      input: '{\n  "$schema": "http://json-schema.org/draft-07/schema#",\n  "type": "object",\n  "properties": {\n    "id": { "type": "string", "pattern": "^[a-z]+$" }\n  }\n}',
      output: 'Valid JSON Schema (draft-07)',
    },
  ],
});

export default [jsonSchemaValidator, jsonSchemaValidatorReport, jsonSchemaValidatorCheckSchema];

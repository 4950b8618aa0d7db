import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';

const SCHEMA = '{"type": "object", "properties": {"age": {"type": "integer", "minimum": 0}}, "required": ["age"]}';

describe('it-tools json-schema-validator', () => {
  it('prints Valid and exits 0 for a matching document, exits 1 listing each error with its place otherwise', async () => {
    const folder = scratchFolder();
    const document = join(folder, 'person.yaml');
    writeFileSync(document, 'name: Ada\nage: 36\n');
    const valid = await runCli(['json-schema-validator', '-i', document, '--schema', SCHEMA]);
    expect(valid.code).toBe(0);
    expect(valid.stdout.toString('utf8')).toBe('Valid (draft 2020-12)\n');

    const invalid = await runCli(['json-schema-validator', '--schema', SCHEMA], '{\n  "age": -3\n}\n');
    expect(invalid.code).toBe(1);
    expect(invalid.stdout.toString('utf8')).toBe('');
    expect(invalid.stderr).toContain('The document does not match the schema.');
    expect(invalid.stderr).toContain('/age (line 2, column 10): -3 is less than 0. [#/properties/age/minimum]');
  });

  it('exits 1 with the reason for a schema that is not a schema', async () => {
    const notASchema = await runCli(['json-schema-validator-check-schema'], '{"type": "obj"}');
    expect(notASchema.code).toBe(1);
    expect(notASchema.stderr).toContain('"type" must be one of array, boolean, integer, null, number, object, string');
  });
});

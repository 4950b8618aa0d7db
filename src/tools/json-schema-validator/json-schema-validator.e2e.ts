import { expect, test } from '../../../e2e/fixtures';

test('lists the errors with their pointers and places, says Valid once fixed, and names a schema that is not one', async ({ page }) => {
  await page.goto('/json-schema-validator');
  const schema = page.getByLabel('JSON Schema', { exact: true });
  const document = page.getByLabel('Document (JSON or YAML)', { exact: true });

  // The example: three errors, each with its JSON Pointer and line:column.
  await expect(page.getByRole('alert').filter({ hasText: '3 errors' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Validation errors' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText('/age');
  await expect(table.getByRole('row').nth(1)).toContainText('4:10');
  await expect(table.getByRole('row').nth(1)).toContainText('-36 is less than 0.');
  await expect(table.getByRole('row').nth(1)).toContainText('#/properties/age/minimum');

  await document.fill('name: Ada\nemail: ada@example.org\n');
  await expect(page.getByRole('status').filter({ hasText: 'Valid' })).toContainText('The document matches the schema (draft 2020-12).');

  await schema.fill('{"type": "obj"}');
  await expect(page.getByText('This schema is not valid: some keywords do not have the type the specification gives them.')).toBeVisible();
  await expect(page.getByText(/#\/type \(line 1, column 10\): "type" must be one of/)).toBeVisible();
  await expect(schema).toHaveValue('{"type": "obj"}');
  await schema.fill('[1, 2]');
  await expect(page.getByText('This is not a schema: a JSON Schema is an object or a boolean, not array.')).toBeVisible();
});

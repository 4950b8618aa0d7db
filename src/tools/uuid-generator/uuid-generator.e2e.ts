import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByRole('textbox', { name: 'UUIDs', exact: true });
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
const V4 = '[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}';

async function chooseVersion(page: Page, version: string) {
  await page.getByRole('combobox', { name: 'UUID version', exact: true }).click();
  await page.getByRole('option', { name: version, exact: true }).click();
}

test.describe('UUIDs generator', () => {
  test('makes v4 UUIDs, several at once, refreshes and copies them', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/uuid-generator');
    await expect(page).toHaveTitle('UUIDs generator - IT Tools');
    await expect(page.getByRole('combobox', { name: 'UUID version', exact: true })).toHaveValue('v4');
    await expect(output(page)).toHaveValue(new RegExp(`^${V4}$`));

    await quantity(page).fill('5');
    await expect(output(page)).toHaveValue(new RegExp(`^(${V4}\\n){4}${V4}$`));
    const before = await output(page).inputValue();
    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(output(page)).not.toHaveValue(before);

    await quantity(page).fill('100');
    await quantity(page).blur();
    await expect(quantity(page)).toHaveValue('50');
    expect((await output(page).inputValue()).split('\n')).toHaveLength(50);

    const value = await output(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('UUIDs copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(value);
  });

  test('v3 and v5 use the namespace presets and name; a bad namespace shows its message', async ({ page }) => {
    await page.goto('/uuid-generator');
    await chooseVersion(page, 'v3');
    await expect(quantity(page)).toBeDisabled();
    const namespace = page.getByRole('textbox', { name: 'Namespace UUID', exact: true });
    await expect(namespace).toHaveValue('6ba7b811-9dad-11d1-80b4-00c04fd430c8');
    await expect(page.getByRole('button', { name: 'URL', exact: true })).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('button', { name: 'DNS', exact: true }).click();
    await expect(namespace).toHaveValue('6ba7b810-9dad-11d1-80b4-00c04fd430c8');
    await expect(page.getByRole('button', { name: 'DNS', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('www.example.com');
    await expect(output(page)).toHaveValue('5df41881-3aed-3515-88a7-2f4a814cf09e');
    await chooseVersion(page, 'v5');
    await expect(output(page)).toHaveValue('2ed6657d-e927-568b-95e1-2665a8aea6a2');

    await namespace.fill('6ba7b810-9dad-11d1-80b4-00c04fd430c');
    await expect(page.getByText('Invalid UUID', { exact: true })).toBeVisible();
    await expect(namespace).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('www.example.com');

    await namespace.fill('6BA7B810-9DAD-11D1-80B4-00C04FD430C8');
    await expect(output(page)).toHaveValue('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  test('v7 batches are sorted, formats apply, and the version is remembered', async ({ page }) => {
    await page.goto('/uuid-generator');
    await chooseVersion(page, 'v7');
    await quantity(page).fill('20');
    await expect(output(page)).toHaveValue(/^([0-9a-f-]{36}\n){19}[0-9a-f-]{36}$/);
    const lines = (await output(page).inputValue()).split('\n');
    expect([...lines].sort()).toEqual(lines);
    for (const line of lines) expect(line).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab]/);

    await page.getByRole('switch', { name: 'UPPERCASE' }).click();
    await page.getByRole('combobox', { name: 'Wrapper', exact: true }).click();
    await page.getByRole('option', { name: '{braces}' }).click();
    await expect(output(page)).toHaveValue(/^\{[0-9A-F]{8}-[0-9A-F]{4}-7[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}\}\n/);

    await page.waitForTimeout(400); // settings are written to storage 300 ms after the last change
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'UUID version', exact: true })).toHaveValue('v7');
    await expect(quantity(page)).toHaveValue('20');
    await expect(output(page)).toHaveValue(/^\{[0-9A-F-]{36}\}(\n\{[0-9A-F-]{36}\}){19}$/);
  });

  test('decodes a pasted UUID and explains a bad one', async ({ page }) => {
    await page.goto('/uuid-generator');
    const decode = page.getByRole('textbox', { name: 'Decode a UUID', exact: true });
    await decode.fill('C232AB00-9414-11EC-B3C8-9F6BDECED846');
    const table = page.getByRole('table', { name: 'Decoded UUID' });
    await expect(table.getByRole('row', { name: /Version/ })).toContainText('Version 1');
    await expect(table.getByRole('row', { name: /Variant/ })).toContainText('RFC 9562');
    await expect(table.getByRole('row', { name: /^Timestamp \(UTC/ })).toContainText('2022-02-22T19:22:22.000Z');
    await expect(table.getByRole('row', { name: /Node/ })).toContainText('9f:6b:de:ce:d8:46');

    await decode.fill('017f22e2-79b0-7cc3-98c4');
    await expect(decode).toHaveAttribute('aria-invalid', 'true');
    await expect(table).toHaveCount(0);
    await expect(output(page)).toHaveValue(new RegExp(`^${V4}$`));
  });
});

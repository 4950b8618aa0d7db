import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByRole('textbox', { name: 'ULIDs', exact: true });
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
const ULID = '[0-7][0-9A-HJKMNP-TV-Z]{25}';
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const timeOf = (ulid: string) => [...ulid.slice(0, 10)].reduce((value, char) => value * 32 + CROCKFORD.indexOf(char), 0);

test.describe('ULID generator', () => {
  test('makes a ULID of the current time, several in ascending order, and copies them', async ({ page }) => {
    await allowClipboard(page);
    const before = Date.now();
    await page.goto('/ulid-generator');
    await expect(page).toHaveTitle('ULID generator - IT Tools');
    await expect(output(page)).toHaveValue(new RegExp(`^${ULID}$`));
    expect(Math.abs(timeOf(await output(page).inputValue()) - before)).toBeLessThan(60_000);

    await quantity(page).fill('25');
    await expect(output(page)).toHaveValue(new RegExp(`^(${ULID}\\n){24}${ULID}$`));
    const lines = (await output(page).inputValue()).split('\n');
    expect([...lines].sort()).toEqual(lines);
    expect(new Set(lines).size).toBe(25);

    await page.getByRole('button', { name: 'Refresh', exact: true }).click();
    await expect(output(page)).not.toHaveValue(lines.join('\n'));
    const value = await output(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('ULIDs copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(value);
  });

  test('JSON format and quantity are remembered; quantity is clamped', async ({ page }) => {
    await page.goto('/ulid-generator');
    await page.getByRole('combobox', { name: 'Format', exact: true }).click();
    await page.getByRole('option', { name: 'JSON', exact: true }).click();
    await quantity(page).fill('500');
    await quantity(page).blur();
    await expect(quantity(page)).toHaveValue('100');
    const list = JSON.parse(await output(page).inputValue()) as string[];
    expect(list).toHaveLength(100);
    expect(await output(page).inputValue()).toMatch(/^\[\n {2}"/);

    await page.waitForTimeout(400); // stored 300 ms after the last change
    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Format', exact: true })).toHaveValue('JSON');
    await expect(quantity(page)).toHaveValue('100');
    expect(JSON.parse(await output(page).inputValue())).toHaveLength(100);
  });

  test('a chosen timestamp is used; a bad one shows its message and keeps the other fields', async ({ page }) => {
    await page.goto('/ulid-generator');
    const timestamp = page.getByRole('textbox', { name: 'Timestamp', exact: true });
    await timestamp.fill('2016-07-30T22:36:16.385Z');
    await expect(output(page)).toHaveValue(/^01ARYZ6S41[0-9A-HJKMNP-TV-Z]{16}$/);

    await timestamp.fill('yesterday');
    await expect(page.getByText('Invalid timestamp: use ISO 8601 (2024-01-31T12:00:00Z) or Unix milliseconds')).toBeVisible();
    await expect(timestamp).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue('');
    await quantity(page).fill('3');
    await expect(quantity(page)).toHaveValue('3');

    await timestamp.fill('');
    await expect(output(page)).toHaveValue(new RegExp(`^${ULID}\\n${ULID}\\n${ULID}$`));
  });

  test('decodes a ULID and converts a UUID back', async ({ page }) => {
    await page.goto('/ulid-generator');
    const decode = page.getByRole('textbox', { name: 'Decode a ULID or convert a UUID', exact: true });
    const table = page.getByRole('table', { name: 'Decoded identifier' });
    await decode.fill('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await expect(table.getByRole('row', { name: /^UUID/ })).toContainText('01563df3-6481-d676-4c61-efb99302bd5b');
    await expect(table.getByRole('row', { name: /^Timestamp \(UTC/ })).toContainText('2016-07-30T22:36:16.385Z');
    await decode.fill('01563DF3-6481-D676-4C61-EFB99302BD5B');
    await expect(table.getByRole('row', { name: /^ULID/ })).toContainText('01ARYZ6S41TSV4RRFFQ69G5FAV');
    await decode.fill('01ARYZ6S41TSV4RRFFQ69G5FAU');
    await expect(decode).toHaveAttribute('aria-invalid', 'true');
    await expect(table).toHaveCount(0);
  });
});

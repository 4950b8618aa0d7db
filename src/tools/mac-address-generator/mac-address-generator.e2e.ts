import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByRole('textbox', { name: 'MAC addresses', exact: true });
const quantity = (page: Page) => page.getByRole('textbox', { name: 'Quantity', exact: true });
const prefix = (page: Page) => page.getByRole('textbox', { name: 'MAC address prefix', exact: true });

async function choose(page: Page, select: string, option: string) {
  await page.getByRole('combobox', { name: select, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('MAC address generator', () => {
  test('generates N addresses with the prefix, and copies them', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/mac-address-generator');
    await expect(page).toHaveTitle('MAC address generator - IT Tools');
    await expect(output(page)).toHaveValue(/^64:16:7F(:[0-9A-F]{2}){3}$/);
    await quantity(page).fill('5');
    await expect(output(page)).toHaveValue(/^(64:16:7F(:[0-9A-F]{2}){3}\n){4}64:16:7F(:[0-9A-F]{2}){3}$/);
    const list = await output(page).inputValue();
    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();
    expect(await readClipboard(page)).toBe(list);
  });

  test('case and separator apply; no prefix gives locally administered unicast; Refresh draws again', async ({ page }) => {
    await page.goto('/mac-address-generator');
    await choose(page, 'Case', 'Lowercase');
    await choose(page, 'Separator', 'Dot (.)');
    await expect(output(page)).toHaveValue(/^6416\.7f[0-9a-f]{2}\.[0-9a-f]{4}$/);
    await page.getByRole('button', { name: 'Clear' }).click();
    await quantity(page).fill('20');
    await expect(output(page)).toHaveValue(/^([0-9a-f][26ae][0-9a-f]{2}\.[0-9a-f]{4}\.[0-9a-f]{4}\n){19}[0-9a-f][26ae][0-9a-f]{2}\.[0-9a-f]{4}\.[0-9a-f]{4}$/);
    const before = await output(page).inputValue();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(output(page)).not.toHaveValue(before);
    await expect(output(page)).toHaveValue(/^[0-9a-f][26ae]/);
  });

  test('bad quantity or prefix shows its message and empties the list, other fields intact', async ({ page }) => {
    await page.goto('/mac-address-generator');
    await quantity(page).fill('101');
    await expect(page.getByText('Quantity must be between 1 and 100', { exact: true })).toBeVisible();
    await expect(output(page)).toHaveValue('');
    await quantity(page).fill('2');
    await prefix(page).fill('64:16:7G');
    await expect(page.getByText('Invalid partial MAC address', { exact: true })).toBeVisible();
    await expect(prefix(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(output(page)).toHaveValue('');
    await expect(quantity(page)).toHaveValue('2');
    await prefix(page).fill('ff-ee:a');
    await expect(output(page)).toHaveValue(/^FF:EE:0A(:[0-9A-F]{2}){3}\nFF:EE:0A(:[0-9A-F]{2}){3}$/);
  });
});

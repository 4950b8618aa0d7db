import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';
import { variedYamlStream } from './yaml-prettify.bench-data.mjs';

const input = (page: Page) => page.getByLabel('Your raw YAML', { exact: true });
const output = (page: Page) => page.getByLabel('Prettified version of your YAML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/yaml-prettify');
});

test('prettifies flow collections into block style, keeps comments; Copy copies', async ({ page }) => {
  await expect(page).toHaveTitle('YAML prettify and format - IT Tools');
  await expect(input(page)).toHaveAttribute('placeholder', 'Paste your raw YAML here...');
  await input(page).fill('# servers\nb: [1, 2]\na: {x: 1}\n');
  await expect(output(page)).toHaveValue('# servers\nb:\n  - 1\n  - 2\na:\n  x: 1\n');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe('# servers\nb:\n  - 1\n  - 2\na:\n  x: 1\n');
});

test('sort keys and indent size change the output', async ({ page }) => {
  await input(page).fill('b:\n  z: 1\n  y: 2\na: 3\n');
  await page.getByLabel('Sort keys').click();
  await page.getByLabel('Indent size').fill('4');
  await expect(output(page)).toHaveValue('a: 3\nb:\n    y: 2\n    z: 1\n');
});

test('invalid YAML shows the message with the position; a bad indent shows its own error', async ({ page }) => {
  await input(page).fill('a: [1\nb: 2');
  await expect(page.getByText('Provided YAML is not valid.')).toBeVisible();
  await expect(page.getByText(/at line 2, column 1/)).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await input(page).fill('a: 1');
  await expect(output(page)).toHaveValue('a: 1\n');
  await page.getByLabel('Indent size').fill('0');
  await expect(page.getByText('Enter a whole number between 1 and 10.')).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await expect(input(page)).toHaveValue('a: 1');
});

test('a large stream shows its progress and first lines while formatting; Cancel stops it', async ({ page }) => {
  // A known first and last document around 1 MB of varied ones (seconds of the library's time).
  const items = `- id: 0\n  tags: [a, b]\n- id: 1\n  tags: [c]\n---\n${variedYamlStream(1_000_000, 3)}---\n- id: last\n  tags: [a, b]\n`;
  await input(page).focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text/plain', text);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, items);
  const progress = page.getByRole('progressbar', { name: 'Progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^Formatting…/)).toBeVisible();
  // The first items are shown before the end.
  await expect(page.getByRole('textbox', { name: 'Prettified version of your YAML' })).toContainText('- id: 0\n  tags:\n    - a\n    - b\n- id: 1\n  tags:\n    - c\n---\n');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Formatting cancelled. Change the text or an option to format again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy', exact: true })).toBeDisabled();
  // A new option formats again, to the end.
  await page.getByLabel('Indent size').fill('4');
  await expect(page.getByRole('textbox', { name: 'Prettified version of your YAML' })).toContainText('---\n- id: last\n  tags:\n      - a\n      - b\n', { timeout: 90_000 });
  await expect(progress).toHaveCount(0);
});

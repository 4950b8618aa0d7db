import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';

const base64url = (text: string) => Buffer.from(text).toString('base64url');
// Not the JWT parser's own example: the field must get it from the paste.
const JWT = `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url('{"sub":"42","name":"Ada Lovelace","iat":1700000000}')}.${base64url('not a real signature, 32 bytes!!')}`;

const pasteField = (page: Page) => page.getByRole('textbox', { name: 'Paste anything' });
const suggestions = (page: Page) => page.getByRole('list', { name: 'Suggestions' }).getByRole('listitem');

/** A paste event on the page with `text` on the clipboard, where nothing is focused. */
async function pasteOnPage(page: Page, text: string) {
  await page.evaluate((pasted) => {
    (document.activeElement as HTMLElement | null)?.blur();
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    document.body.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a header line typed into "Paste anything" suggests the JWT parser for its token, says where it was read from, and opens it with the token alone', async ({ page }) => {
  await page.goto('/');
  await pasteField(page).fill(`Authorization: Bearer ${JWT}`);
  const first = suggestions(page).first();
  await expect(first.getByRole('link')).toHaveText('JWT parser');
  await expect(first).toContainText('the header names its algorithm (HS256). Read from the Bearer token of the Authorization header.');
  // The preview comes from a dry run in the operation worker.
  await expect(first).toContainText('HS256');
  expect(await suggestions(page).count()).toBeLessThanOrEqual(5);
  await first.getByRole('link').click();
  await expect(page).toHaveURL(/\/jwt-parser$/);
  await expect(page.getByRole('textbox', { name: /JWT to decode/i })).toHaveValue(JWT);
  await expect(page.getByText('Ada Lovelace').first()).toBeVisible();
  // The token went in memory, not in the address.
  expect(page.url()).not.toContain(JWT.slice(0, 20));
});

test('Base64 of JSON is offered as a chain, which opens as a two-step recipe with the formatted JSON', async ({ page }) => {
  await page.goto('/');
  await pasteField(page).fill(Buffer.from('{"b":1,"a":[1,2]}').toString('base64'));
  const first = suggestions(page).first();
  await expect(first).toContainText('Chain: Base64 decode → JSON prettify');
  await first.getByRole('button', { name: 'Open the chain Base64 decode → JSON prettify in a recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Recipe output' })).toHaveValue('{\n   "a": [\n      1,\n      2\n   ],\n   "b": 1\n}');
  await expect(page).toHaveURL(/#r=1\/base64-string-decode\/json-prettify$/);
});

test('a paste on the home page with no field focused lands in "Paste anything"; the keyboard reaches the suggestions', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'All the tools' })).toBeVisible();
  await pasteOnPage(page, '10.20.0.0/16');
  await expect(pasteField(page)).toHaveValue('10.20.0.0/16');
  await expect(pasteField(page)).toBeFocused();
  await expect(suggestions(page).first().getByRole('link')).toHaveText('IPv4 subnet calculator');
  await page.keyboard.press('Tab');
  await expect(suggestions(page).first().getByRole('link')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ipv4-subnet-calculator$/);
  await expect(page.getByRole('textbox', { name: /IPv4 address with or without mask/i })).toHaveValue('10.20.0.0/16');
});

test('prose gets no suggestion from a decoder and says so', async ({ page }) => {
  await page.goto('/');
  await pasteField(page).fill('999.1.1.1');
  await expect(page.getByRole('status').filter({ hasText: /No tool recognises this text|\d+ suggestions?/ })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Suggestions' }).getByRole('link', { name: /IPv4/ })).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the home page with suggestions has no serious or critical accessibility violations (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await pasteField(page).fill('*/15 9-17 * * 1-5');
    await expect(suggestions(page).first().getByRole('link')).toHaveText('Crontab generator');
    await expect(suggestions(page).first()).toContainText('Every 15 minutes, between 09:00 and 17:59, Monday through Friday');
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('the palette puts "Open in …" first for data and opens the tool with it', async ({ page }) => {
  await page.goto('/');
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search a tool or a command' }).fill(JWT);
  const first = page.getByRole('listbox', { name: 'Command palette' }).getByRole('option').first();
  await expect(first).toContainText('Open in JWT parser');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jwt-parser$/);
  await expect(page.getByRole('textbox', { name: /JWT to decode/i })).toHaveValue(JWT);
  // A tool's name is still a search for the tool.
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search a tool or a command' }).fill('json prettify');
  await expect(page.getByRole('listbox', { name: 'Command palette' }).getByRole('option').first()).not.toContainText('Open in');
});

test('"Send to…" on a decoded output offers JSON prettify and hands the JSON over', async ({ page }) => {
  const json = '{"name":"Ada","langs":["en","fr"]}';
  await page.goto('/base64-string-converter');
  await page.getByRole('textbox', { name: 'Base64 string to decode' }).fill(Buffer.from(json).toString('base64'));
  await expect(page.getByRole('textbox', { name: 'Decoded string' })).toHaveValue(json);
  await page.getByRole('button', { name: 'Send to… (Decoded string)' }).click();
  const item = page.getByRole('menuitem', { name: 'JSON prettify' });
  await expect(item).toBeVisible();
  await item.click();
  await expect(page).toHaveURL(/\/json-prettify$/);
  await expect(page.getByRole('textbox', { name: 'Your raw JSON' })).toHaveValue(json);
});

test('a PDF dropped on "Paste anything" suggests PDF info first and the signature checker, which opens with the file', async ({ page }) => {
  await page.goto('/');
  const dropped = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    // The first bytes say what it is, whatever its name.
    transfer.items.add(new File(['%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n'], 'contract', { type: '' }));
    return transfer;
  });
  await pasteField(page).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('group', { name: 'Dropped files' })).toContainText('The file contract');
  await expect(suggestions(page).first().getByRole('link')).toHaveText('PDF info and metadata');
  const checker = suggestions(page).filter({ has: page.getByRole('link', { name: 'PDF signature checker' }) });
  await expect(checker).toContainText('A PDF document: check its signatures');
  await checker.getByRole('link').click();
  await expect(page).toHaveURL(/\/pdf-signature-checker$/);
  await expect(page.getByText('No signatures found in the provided file.')).toBeVisible();
});

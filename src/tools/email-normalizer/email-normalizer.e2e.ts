import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const SAMPLE = 'John.Doe+news@GMail.com\n\nJane.Roe+x@Outlook.com\nnot-an-email\njohndoe@googlemail.com';

test.beforeEach(async ({ page }) => {
  await page.goto('/email-normalizer');
});

test('normalizes a multi-line list line by line; Copy copies it', async ({ page }) => {
  await expect(page).toHaveTitle('Email normalizer - IT Tools');
  await expect(page.getByLabel('Raw emails to normalize')).toBeFocused();
  await expect(page.getByRole('button', { name: 'Copy normalized emails' })).toBeDisabled();
  await page.getByLabel('Raw emails to normalize').fill(SAMPLE);
  const expected = 'johndoe@gmail.com\n\njane.roe@outlook.com\nUnable to parse email: not-an-email\njohndoe@gmail.com';
  await expect(page.getByLabel('Normalized emails', { exact: true })).toHaveValue(expected);
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy normalized emails' }).click();
  await expect(page.getByText('Normalized emails copied to the clipboard')).toBeVisible();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('remove duplicates keeps the first occurrence and drops blank lines', async ({ page }) => {
  await page.getByLabel('Raw emails to normalize').fill(SAMPLE);
  await page.getByLabel('Remove duplicates').click();
  await expect(page.getByLabel('Normalized emails', { exact: true })).toHaveValue('johndoe@gmail.com\njane.roe@outlook.com\nUnable to parse email: not-an-email');
});

test('Clear emails empties the input and the output', async ({ page }) => {
  await page.getByLabel('Raw emails to normalize').fill('a@b.com');
  await expect(page.getByLabel('Normalized emails', { exact: true })).toHaveValue('a@b.com');
  await page.getByRole('button', { name: 'Clear emails' }).click();
  await expect(page.getByLabel('Raw emails to normalize')).toHaveValue('');
  await expect(page.getByLabel('Normalized emails', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Normalized emails', { exact: true })).toHaveAttribute('placeholder', 'Normalized emails will appear here...');
});

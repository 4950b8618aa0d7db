import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/http-status-codes');
});

test('lists the five classes, and a click on a card copies its code and name', async ({ page }) => {
  for (const heading of ['1xx informational response', '2xx success', '3xx redirection', '4xx client error', '5xx server error']) {
    await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
  }
  await expect(page.getByText('451 · Unavailable For Legal Reasons', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^207 · Multi-Status/ }).getByText('WebDAV', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^200 · OK/ }).getByText('WebDAV', { exact: true })).toHaveCount(0);
  await allowClipboard(page);
  await page.getByRole('button', { name: /^418 · I'm a teapot/ }).click();
  await expect.poll(() => readClipboard(page)).toBe("418 I'm a teapot");
});

test('search narrows to "Search results", and says so when nothing matches', async ({ page }) => {
  const search = page.getByLabel('Search HTTP status');
  await expect(search).toBeFocused();
  await search.fill('teapot');
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  await expect(page.getByRole('heading', { name: '4xx client error' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^\d{3} · / })).toHaveCount(1);
  await search.fill('webdav 42');
  await expect(page.getByRole('button', { name: /^\d{3} · / })).toHaveText([/^423 · Locked/, /^424 · Failed Dependency/]);
  await search.fill('no such status at all');
  await expect(page.getByText('No HTTP status code matches your search')).toBeVisible();
  await search.fill('');
  await expect(page.getByRole('heading', { name: '5xx server error' })).toBeVisible();
});

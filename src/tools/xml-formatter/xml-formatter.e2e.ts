import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const output = (page: Page) => page.getByLabel('Formatted XML from your XML', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/xml-formatter');
});

test('formats the default XML', async ({ page }) => {
  await expect(page).toHaveTitle('XML formatter - IT Tools');
  await expect(page.getByLabel('Your XML', { exact: true })).toHaveValue('<hello><world>foo</world><world>bar</world></hello>');
  await expect(output(page)).toHaveValue('<hello>\n  <world>foo</world>\n  <world>bar</world>\n</hello>');
  await expect(page.getByRole('button', { name: 'Download XML' })).toBeEnabled();
});

test('collapse content off and indent 4 change the layout', async ({ page }) => {
  await page.getByLabel('Collapse content').click();
  await page.getByLabel('Indent size').fill('4');
  await expect(output(page)).toHaveValue('<hello>\n    <world>\n        foo\n    </world>\n    <world>\n        bar\n    </world>\n</hello>');
});

test('malformed XML shows the message with the parser position; other fields keep their values', async ({ page }) => {
  await page.getByLabel('Indent size').fill('3');
  await page.getByLabel('Your XML', { exact: true }).fill('<a><b></a>');
  await expect(page.getByText('Provided XML is not valid.')).toBeVisible();
  await expect(page.getByText(/Line 1, column \d+/)).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await expect(page.getByLabel('Indent size')).toHaveValue('3');
  await page.getByLabel('Your XML', { exact: true }).fill('<a><b/></a>');
  await expect(output(page)).toHaveValue('<a>\n   <b/>\n</a>');
});

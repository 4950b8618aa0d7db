import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Your string' });
const output = (page: Page, label: string) => page.getByRole('textbox', { name: label, exact: true });

test.describe('Case converter', () => {
  test('converts the default string into every case; typing updates them; copy', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/case-converter');
    await expect(page).toHaveTitle('Case converter - IT Tools');
    await expect(input(page)).toHaveValue('lorem ipsum dolor sit amet');
    await expect(output(page, 'Camelcase')).toHaveValue('loremIpsumDolorSitAmet');
    await expect(output(page, 'Mockingcase')).toHaveValue('LoReM IpSuM DoLoR SiT AmEt');

    await input(page).fill('helloWorld XMLHttpRequest');
    await expect(output(page, 'Snakecase')).toHaveValue('hello_world_xml_http_request');
    await expect(output(page, 'Constantcase')).toHaveValue('HELLO_WORLD_XML_HTTP_REQUEST');
    await expect(output(page, 'Headercase')).toHaveValue('Hello-World-Xml-Http-Request');
    await page.getByRole('button', { name: 'Copy Pascalcase' }).click();
    await expect.poll(() => readClipboard(page)).toBe('HelloWorldXmlHttpRequest');
  });

  test('line by line: each line converted on its own', async ({ page }) => {
    await page.goto('/case-converter');
    await page.getByRole('switch', { name: 'Convert each line separately' }).click();
    await input(page).fill('foo bar\nbaz qux');
    await expect(output(page, 'Paramcase')).toHaveValue('foo-bar\nbaz-qux');
    await expect(output(page, 'Camelcase')).toHaveValue('fooBar\nbazQux');
  });

  test('punctuation-only and empty input empty the word outputs and disable their copy', async ({ page }) => {
    await page.goto('/case-converter');
    await input(page).fill('!!! --- ???');
    await expect(output(page, 'Camelcase')).toHaveValue('');
    await expect(output(page, 'Uppercase')).toHaveValue('!!! --- ???');
    await input(page).fill('');
    await expect(output(page, 'Lowercase')).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Copy Lowercase' })).toBeDisabled();
  });
});

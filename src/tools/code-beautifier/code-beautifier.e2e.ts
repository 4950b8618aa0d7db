import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your code', { exact: true });
const output = (page: Page, name: 'Beautified code' | 'Minified code') => page.getByLabel(name, { exact: true });

test('beautify: language detected, indentation, sizes, and a large script in the operation worker while the page stays responsive', async ({ page }) => {
  await page.goto('/code-beautifier');
  await expect(page.getByRole('heading', { level: 1, name: 'Code beautifier and minifier' })).toBeVisible();
  // The default minified script, beautified with 2 spaces.
  await expect(output(page, 'Beautified code')).toHaveValue(/^function greet\(name\) {\n {2}if \(!name\) {\n {4}return "Hello, world!"\n {2}}/);

  // Minified CSS is recognised and laid out; the options apply at once.
  await input(page).fill('a{color:red;margin:0}b{padding:0}');
  await expect(page.getByRole('combobox', { name: 'Code language' })).toHaveValue('Auto-detect (CSS)');
  await expect(output(page, 'Beautified code')).toHaveValue('a {\n  color: red;\n  margin: 0\n}\n\nb {\n  padding: 0\n}');
  await page.getByText('4 spaces', { exact: true }).click();
  await expect(output(page, 'Beautified code')).toHaveValue('a {\n    color: red;\n    margin: 0\n}\n\nb {\n    padding: 0\n}');
  await expect(page.getByRole('status').filter({ hasText: /^Size: 33 Bytes → \d+ Bytes \(\+\d+(\.\d)?%\)$/ })).toBeVisible();

  // A large script goes to the operation worker; a heartbeat measures how long the page was blocked.
  await page.evaluate(() => {
    const state = window as unknown as { maxGap: number; lastTick: number };
    state.maxGap = 0;
    state.lastTick = performance.now();
    setInterval(() => {
      const now = performance.now();
      state.maxGap = Math.max(state.maxGap, now - state.lastTick);
      state.lastTick = now;
    }, 10);
  });
  // 100 kB of minified JavaScript, set as a script would (1 MB takes seconds on a slow machine: tried by hand).
  const length = await page.evaluate(() => {
    const parts: string[] = [];
    let size = 0;
    for (let index = 0; size < 100 * 1024; index++) {
      const part = `function f${index}(a,b){if(a>b){return a-b}return{sum:a+b,list:[a,b,${index}]}}`;
      parts.push(part);
      size += part.length;
    }
    const textarea = document.querySelector<HTMLTextAreaElement>('textarea:not([readonly])');
    if (!textarea) throw new Error('no input');
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(textarea, parts.join(''));
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    return size;
  });
  expect(length).toBeGreaterThan(100 * 1024);
  const outputStart = () =>
    page.evaluate(() => {
      const element = [...document.querySelectorAll<HTMLElement>('textarea[readonly], [role="textbox"][aria-readonly="true"]')].pop();
      return (element instanceof HTMLTextAreaElement ? element.value : (element?.textContent ?? '')).slice(0, 120);
    });
  await expect.poll(outputStart, { timeout: 20_000 }).toMatch(/^function f0\(a, b\) {\n {4}if \(a > b\) {\n {8}return a - b\n {4}}/);
  const maxGap = await page.evaluate(() => (window as unknown as { maxGap: number }).maxGap);
  test.info().annotations.push({ type: 'longest main-thread gap while beautifying 100 kB (ms)', description: maxGap.toFixed(0) });
  await expect(page.getByRole('status').filter({ hasText: /^Size: [\d.]+ KB → [\d.]+ KB \(\+\d+(\.\d)?%\)$/ })).toBeVisible();
  // The page answered while the worker worked: the options still apply.
  await page.getByText('Tab', { exact: true }).click();
  await expect.poll(outputStart, { timeout: 20_000 }).toMatch(/^function f0\(a, b\) {\n\tif \(a > b\) {\n\t\treturn a - b\n\t}/);
});

test('minify: CSS, JavaScript and HTML, with the size saved and syntax errors located', async ({ page }) => {
  await page.goto('/code-beautifier');
  await page.getByText('Minify', { exact: true }).click();
  await input(page).fill('a {\n  color: #ff0000;\n  margin: 0px;\n}\n');
  await expect(output(page, 'Minified code')).toHaveValue('a{color:red;margin:0}');
  await expect(page.getByRole('status').filter({ hasText: 'Size: 39 Bytes → 21 Bytes (-46.2%)' })).toBeVisible();
  await expect(page).toHaveURL(/mode=minify/);

  // A syntax error says where it is, keeps the input, and selects the line on request.
  await input(page).fill('const ok = 1;\nfunction (a {');
  await expect(page.getByText('JavaScript syntax error at line 2, column 10.')).toBeVisible();
  await expect(page.getByText('Unexpected token: punc (()')).toBeVisible();
  await expect(input(page)).toHaveValue('const ok = 1;\nfunction (a {');
  await expect(output(page, 'Minified code')).toHaveValue('');
  await page.getByRole('button', { name: 'Select line 2' }).click();
  expect(await input(page).evaluate((element: HTMLTextAreaElement) => element.value.slice(element.selectionStart, element.selectionEnd))).toBe('function (a {');

  // HTML with inline CSS and JavaScript: html-minifier-terser's browser build, CSSO and Terser.
  await input(page).fill('<div>\n  <!-- note -->\n  <p style="color: #ff0000">  Hi  </p>\n</div>\n<script>\n  var count = 1;\n  console.log( count );\n</script>');
  await expect(output(page, 'Minified code')).toHaveValue('<div><p style="color:red">Hi</p></div><script>var count=1;console.log(count)</script>');
});

import type { FileEntry } from '@zip.js/zip.js';
import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { decodeImage, encodeImage } from '../src/engine/image/codec';
import { syntheticPhoto } from '../src/test/synthetic-photo';
import { allowClipboard, expect, readClipboard, test } from './fixtures';

// {"b":1,"a":[1,2]} in Base64
const ENCODED = 'eyJiIjoxLCJhIjpbMSwyXX0=';
const PRETTY_2 = '{\n  "a": [\n    1,\n    2\n  ],\n  "b": 1\n}';

const recipeInput = (page: Page) => page.getByRole('textbox', { name: 'Recipe input' });
const recipeOutput = (page: Page) => page.getByRole('textbox', { name: 'Recipe output' });
const steps = (page: Page) => page.getByRole('list', { name: 'Steps' }).getByRole('listitem');

/** Gives `file` to the file chooser the button named `button` opens. */
async function chooseFile(page: Page, button: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles(file);
}
const importFile = (page: Page, file: { name: string; mimeType: string; buffer: Buffer }) => chooseFile(page, 'Import', file);

/** Chooses an operation in "Add a step" with the keyboard only. */
async function addStepByKeyboard(page: Page, search: string, option: RegExp) {
  const field = page.getByRole('combobox', { name: 'Add a step' });
  await field.focus();
  await page.keyboard.type(search);
  const listbox = page.getByRole('listbox');
  await expect(listbox.getByRole('option', { name: option }).first()).toBeVisible();
  // Down until the wanted option is the selected one, then Enter.
  for (let index = 0; index < 20; index++) {
    await page.keyboard.press('ArrowDown');
    const selected = listbox.locator('[data-combobox-selected]');
    if (option.test((await selected.textContent()) ?? '')) break;
  }
  await page.keyboard.press('Enter');
}

test('a recipe built with the keyboard only decodes Base64 and prettifies the JSON; its link opens it again elsewhere', async ({ page, browser }) => {
  await page.goto('/recipe');
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
  await recipeInput(page).focus();
  await page.keyboard.type(ENCODED);
  await addStepByKeyboard(page, 'Base64 decode', /^Base64 decode/);
  await expect(steps(page)).toHaveCount(1);
  await addStepByKeyboard(page, 'JSON prettify', /^JSON prettify/);
  await expect(steps(page)).toHaveCount(2);
  await expect(recipeOutput(page)).toHaveValue('{\n   "a": [\n      1,\n      2\n   ],\n   "b": 1\n}');

  // The second step's option, by keyboard: indent 2.
  const indent = steps(page).nth(1).getByRole('textbox', { name: 'Indent size' });
  await indent.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('2');
  await expect(recipeOutput(page)).toHaveValue(PRETTY_2);
  await expect(page).toHaveURL(/#r=1\/base64-string-decode\/json-prettify;indentSize=2$/);

  // Reorder with the buttons, then back: the output follows.
  await steps(page).nth(1).getByRole('button', { name: 'Move step 2 up' }).press('Enter');
  await expect(steps(page).first()).toHaveAccessibleName(/^Step 1: JSON prettify/);
  await expect(steps(page).first().getByRole('alert')).toBeVisible();
  await steps(page).first().getByRole('button', { name: 'Move step 1 down' }).press('Enter');
  await expect(recipeOutput(page)).toHaveValue(PRETTY_2);

  // The link carries the input only when asked.
  await page.getByRole('checkbox', { name: 'Include the input in the link' }).check();
  await expect(page.getByText(/The link then carries your data/)).toBeVisible();
  await expect(page).toHaveURL(/&i=/);
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = await readClipboard(page);
  expect(link).toBe(page.url());

  const other = await browser.newContext();
  const fresh = await other.newPage();
  await fresh.goto(link);
  await expect(recipeInput(fresh)).toHaveValue(ENCODED);
  await expect(recipeOutput(fresh)).toHaveValue(PRETTY_2);
  await expect(steps(fresh)).toHaveCount(2);
  await other.close();
});

test('a step that fails shows the tool’s message at that step and stops the run; a disabled step passes its input through', async ({ page }) => {
  await page.goto('/recipe#r=1/base64-string-decode/json-prettify');
  await expect(steps(page)).toHaveCount(2);
  await recipeInput(page).fill('not base64!');
  await expect(steps(page).first().getByRole('alert')).toBeVisible();
  await expect(steps(page).nth(1).getByRole('alert')).toHaveCount(0);
  await expect(recipeOutput(page)).toHaveValue('');

  await steps(page).first().getByRole('switch', { name: 'Enabled' }).uncheck({ force: true });
  await recipeInput(page).fill('{"b":1,"a":2}');
  await expect(recipeOutput(page)).toHaveValue('{\n   "a": 2,\n   "b": 1\n}');
  await expect(page).toHaveURL(/#r=1\/~base64-string-decode\/json-prettify$/);
});

test('a damaged link gives one clear message and an empty recipe; an unknown operation stays as an unavailable step', async ({ page }) => {
  await page.goto('/recipe#r=1z/AAAA');
  await expect(page.getByRole('alert')).toHaveCount(1);
  await expect(page.getByRole('alert')).toContainText('This link could not be read entirely');
  await expect(page.getByText('No steps yet: add one above.')).toBeVisible();

  const other = await page.context().newPage();
  await other.goto('/recipe#r=1/no-such-operation/json-minify');
  await expect(steps(other)).toHaveCount(2);
  await expect(steps(other).first()).toContainText('This step\'s operation (no-such-operation) is not available in this version of IT Tools.');
});

test('"Open in recipe" on JSON prettify carries its operation, options and input over', async ({ page }) => {
  await page.goto('/json-prettify');
  await page.getByLabel('Your raw JSON', { exact: true }).fill('{"z":1,"y":2}');
  await page.getByLabel('Indent size').fill('1');
  await page.getByRole('button', { name: 'Open in recipe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recipe' })).toBeVisible();
  await expect(recipeInput(page)).toHaveValue('{"z":1,"y":2}');
  await expect(recipeOutput(page)).toHaveValue('{\n "y": 2,\n "z": 1\n}');
  await expect(page).toHaveURL(/#r=1\/json-prettify;indentSize=1$/);
  // The input never goes in the address unless asked.
  expect(page.url()).not.toContain('%7B');
});

test('saved recipes: save, rename, load, export, import (a bad file changes nothing), delete', async ({ page }) => {
  await page.goto('/recipe#r=1/base64-string-decode/json-prettify;indentSize=2');
  await expect(steps(page)).toHaveCount(2);
  // The first run's previews push the page down: click once they are on screen.
  await expect(steps(page).nth(1).getByText(/^Output:/)).toBeVisible();
  await page.getByRole('textbox', { name: 'Recipe name' }).fill('Token payload');
  await page.getByRole('button', { name: 'Save recipe' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved as “Token payload”.');
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(2);

  await page.getByRole('button', { name: 'Rename Token payload' }).click();
  const rename = page.getByRole('textbox', { name: 'New name for Token payload' });
  await rename.fill('JWT body');
  await rename.press('Enter');
  await expect(table).toContainText('JWT body');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export JWT body' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('jwt-body.itrecipe.json');
  const exported = JSON.parse(await (await import('node:fs/promises')).readFile((await file.path())!, 'utf8')) as { format: string; name: string; steps: unknown[] };
  expect(exported).toEqual({ format: 'it-tools/recipe', v: 1, name: 'JWT body', steps: [{ op: 'base64-string-decode', options: {} }, { op: 'json-prettify', options: { indentSize: 2 } }] });

  // A bad file: one message, nothing changes.
  await importFile(page, { name: 'broken.itrecipe.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"it-tools/recipe","v":1,"steps":[{}]}') });
  await expect(page.getByRole('alert')).toContainText('broken.itrecipe.json was not imported');
  await expect(table.getByRole('row')).toHaveCount(2);
  // A good file is added.
  await importFile(page, { name: 'minify.itrecipe.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify({ format: 'it-tools/recipe', v: 1, name: 'Minify', steps: [{ op: 'json-minify', options: {} }] })) });
  await expect(page.getByRole('status')).toHaveText('Recipes imported: 1.');
  await expect(table.getByRole('row')).toHaveCount(3);

  await page.getByRole('button', { name: 'Load Minify' }).click();
  await expect(steps(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Append JWT body to the current recipe' }).click();
  await expect(steps(page)).toHaveCount(3);
  await expect(page).toHaveURL(/#r=1\/json-minify\/base64-string-decode\/json-prettify;indentSize=2&n=Minify$/);

  await page.getByRole('button', { name: 'Delete Minify' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await page.reload();
  await expect(page.getByRole('table')).toContainText('JWT body');
});

test('a file dropped on the input is its exact bytes; text steps refuse bytes that are not UTF-8; steps move by drag', async ({ page }) => {
  const bytes = [0xff, 0x00, 0x41, 0x0a];
  await page.goto('/recipe#r=1/hash-sha256');
  await expect(steps(page)).toHaveCount(1);
  const dropped = await page.evaluateHandle((values) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(values)], 'blob.bin'));
    return transfer;
  }, bytes);
  await recipeInput(page).dispatchEvent('drop', { dataTransfer: dropped });
  await expect(page.getByRole('group', { name: 'Recipe input' })).toContainText('The input is the file blob.bin: 4 bytes.');
  await expect(recipeOutput(page)).toHaveValue(createHash('sha256').update(Buffer.from(bytes)).digest('hex'));

  // A text step first: the bytes are not UTF-8, and the message names a step that helps.
  await addStepByKeyboard(page, 'JSON minify', /^JSON minify/);
  await expect(steps(page)).toHaveCount(2);
  const minify = steps(page).nth(1);
  // The digest is not JSON: the run's error is on screen (the layout has settled) before the drag.
  await expect(minify.getByRole('alert')).toBeVisible();
  await minify.locator('[data-drag-handle]').dragTo(steps(page).first());
  await expect(steps(page).first()).toHaveAccessibleName(/^Step 1: JSON minify/);
  await expect(page).toHaveURL(/#r=1\/json-minify\/hash-sha256$/);
  await expect(steps(page).first().getByRole('alert')).toHaveText('The input is bytes that are not UTF-8 text. Add a step that turns bytes into text, such as File to Base64, before step 1.');
  await expect(recipeOutput(page)).toHaveValue('');

  // Back to text: the field returns, and the file chooser gives another file.
  await page.getByRole('button', { name: 'Remove the file' }).click();
  await recipeInput(page).fill('{ "a": 1 }');
  await expect(recipeOutput(page)).toHaveValue(createHash('sha256').update('{"a":1}').digest('hex'));
  await chooseFile(page, 'Choose files', { name: 'data.json', mimeType: 'application/json', buffer: Buffer.from('[ 1, 2 ]') });
  await expect(page.getByRole('group', { name: 'Recipe input' })).toContainText('data.json: 8 bytes');
  await expect(recipeOutput(page)).toHaveValue(createHash('sha256').update('[1,2]').digest('hex'));
});

test('an image through a resize and a conversion: each step says which file it made and its size, the output is the image to download', async ({ page }) => {
  await page.goto('/recipe#r=1/image-resizer;width=40/image-converter;format=webp');
  await expect(steps(page)).toHaveCount(2);
  const png = await encodeImage(syntheticPhoto(80, 60, 4), 'png');
  await chooseFile(page, 'Choose files', { name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(page.getByRole('group', { name: 'Recipe input' })).toContainText(`The input is the file photo.png: ${png.length.toLocaleString('en')} bytes.`);
  await expect(steps(page).first()).toContainText(/Output: photo\.png · [\d.]+ (Bytes|KB) · \d+ ms/);
  await expect(steps(page).nth(1)).toContainText(/Output: photo\.webp · [\d.]+ (Bytes|KB) · \d+ ms/);
  const output = page.getByRole('group', { name: 'Recipe output' });
  await expect(output).toContainText('photo.webp');
  await expect(output).toContainText('40 × 30 px');
  const download = page.waitForEvent('download');
  await output.getByRole('button', { name: 'Download photo.webp' }).click();
  const bytes = Buffer.concat(await (await (await download).createReadStream()).toArray());
  const decoded = await decodeImage(new Uint8Array(bytes));
  expect([decoded.format, decoded.raster.width, decoded.raster.height]).toEqual(['webp', 40, 30]);
});

test('a step its operation marks as costly waits for the Run button', async ({ page }) => {
  await page.goto('/recipe#r=1/bcrypt-hash;rounds=13');
  await recipeInput(page).fill('secret');
  await expect(page.getByText('Step 1 (Bcrypt hash) can take seconds with these options: the recipe runs when you press Run.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toBeVisible();
  await expect(recipeOutput(page)).toHaveValue('');
  const rounds = steps(page).first().getByRole('textbox', { name: 'Salt rounds' });
  await rounds.fill('4');
  await expect(page.getByRole('button', { name: 'Run', exact: true })).toHaveCount(0);
  await expect(recipeOutput(page)).toHaveValue(/^\$2b\$04\$[./A-Za-z0-9]{53}$/);
});

test('a batch of three files through a two-step recipe: each file its status and download, one failure alone, "Download all (ZIP)" holds the outputs', async ({ page }) => {
  await page.goto('/recipe#r=1/json-minify/base64-string-encode');
  await expect(steps(page)).toHaveCount(2);
  const files = [
    { name: 'a.json', mimeType: 'application/json', buffer: Buffer.from('{ "a": 1 }') },
    { name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{ "a": ') },
    { name: 'c.json', mimeType: 'application/json', buffer: Buffer.from('[ 1, 2, 3 ]') },
  ];
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
  await expect(page.getByRole('group', { name: 'Recipe input' })).toContainText('The input is 3 files: the recipe runs on each of them.');
  await page.getByRole('button', { name: 'Run on 3 files' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'of 3 done' })).toHaveText('2 of 3 done, 1 failed');
  const rows = page.getByRole('table', { name: 'Files of the batch' }).getByRole('row');
  await expect(rows.filter({ hasText: 'a.json' })).toContainText('Done');
  await expect(rows.filter({ hasText: 'broken.json' })).toContainText(/^broken\.jsonFailed: Provided JSON is not valid\. JSON5: invalid end of input at 1:8/);
  const one = page.waitForEvent('download');
  await rows.filter({ hasText: 'c.json' }).getByRole('button', { name: 'Download c.txt' }).click();
  expect(await (await (await one).createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString())).toBe(Buffer.from('[1,2,3]').toString('base64'));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all (ZIP)' }).click();
  const zip = await download;
  expect(zip.suggestedFilename()).toBe('recipe-outputs.zip');
  const { ZipReader, Uint8ArrayReader, TextWriter } = await import('@zip.js/zip.js/index-native.js');
  const bytes = Buffer.concat(await (await zip.createReadStream()).toArray());
  const entries = await new ZipReader(new Uint8ArrayReader(new Uint8Array(bytes)), { useWebWorkers: false }).getEntries();
  const contents = Object.fromEntries(await Promise.all(entries.map(async (entry) => [entry.filename, await (entry as FileEntry).getData(new TextWriter())] as const)));
  expect(contents).toEqual({ 'a.txt': Buffer.from('{"a":1}').toString('base64'), 'c.txt': Buffer.from('[1,2,3]').toString('base64') });
});

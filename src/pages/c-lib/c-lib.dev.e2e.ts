import { test, expect, allowClipboard, readClipboard } from '../../../e2e/fixtures';

/** The component gallery exists in development builds only: these tests run against the Vite dev server. */

const DEMO_NAMES = [
  'c-select',
  'c-table',
  'c-tooltip',
  'c-modal',
  'c-button',
  'c-alert',
  'c-input-text',
  'c-markdown',
  'c-file-upload',
  'c-copyable',
  'c-collapse',
  'c-modal-value',
  'c-large-text',
];

test.describe('gallery index', () => {
  test('shows one button per demo in a 5-column grid', async ({ page }) => {
    await page.goto('/c-lib');
    await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    await expect(page).toHaveTitle('Component gallery - IT Tools');
    const links = page.getByRole('navigation', { name: 'Component demos' }).getByRole('link');
    await expect(links).toHaveText(DEMO_NAMES);

    const boxes = await Promise.all(DEMO_NAMES.map((name) => page.getByRole('link', { name, exact: true }).boundingBox()));
    const lefts = boxes.map((box) => Math.round(box?.x ?? -1));
    const tops = boxes.map((box) => Math.round(box?.y ?? -1));
    // First row: five distinct columns on one line; the sixth button starts the second row under the first.
    expect(new Set(lefts.slice(0, 5)).size).toBe(5);
    expect(new Set(tops.slice(0, 5)).size).toBe(1);
    expect(lefts[5]).toBe(lefts[0]);
    expect(tops[5]).toBeGreaterThan(tops[0] ?? 0);
  });

  test('each button opens its demo page, which links back', async ({ page }) => {
    // Thirteen demo pages, each compiled on demand by the dev server on its first visit.
    test.slow();
    await page.goto('/c-lib');
    for (const name of DEMO_NAMES) {
      await page.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/c-lib/${name}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(name);
      await page.getByRole('link', { name: 'Back to the component gallery' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Component gallery' })).toBeVisible();
    }
  });

  test('an unknown demo says so and links back', async ({ page }) => {
    await page.goto('/c-lib/c-nothing');
    await expect(page.getByRole('heading', { level: 1, name: 'Unknown demo' })).toBeVisible();
    await expect(page.getByText('c-nothing')).toBeVisible();
    await page.getByRole('link', { name: 'Back to the component gallery' }).click();
    await expect(page).toHaveURL(/\/c-lib$/);
  });
});

test.describe('c-select', () => {
  test('sizes are 28, 34 and 40 px high', async ({ page }) => {
    await page.goto('/c-lib/c-select');
    for (const [label, height] of [
      ['Small', 28],
      ['Medium', 34],
      ['Large', 40],
    ] as const) {
      const box = await page.getByRole('combobox', { name: label, exact: true }).boundingBox();
      expect(box?.height, label).toBeCloseTo(height, 0);
    }
  });

  test('the searchable select filters, says "No results found", and selects', async ({ page }) => {
    await page.goto('/c-lib/c-select');
    const field = page.getByRole('combobox', { name: 'Searchable', exact: true });
    await expect(field).toHaveAttribute('placeholder', 'Search...');
    await field.click();
    await field.fill('typescrpt');
    const listbox = page.getByRole('listbox');
    await expect(listbox.getByRole('option', { name: 'TypeScript' })).toBeVisible();
    await expect(listbox.getByRole('option', { name: 'Rust' })).toHaveCount(0);

    await field.fill('zzqqxxjj');
    await expect(page.getByRole('listbox', { name: 'Searchable' }).getByText('No results found')).toBeVisible();

    await field.fill('pyth');
    await listbox.getByRole('option', { name: 'Python' }).click();
    await expect(field).toHaveValue('Python');
    await expect(page.getByText('Value: python')).toBeVisible();
  });

  test('the 1000-option select finds a late option and closes on Escape', async ({ page }) => {
    await page.goto('/c-lib/c-select');
    const field = page.getByRole('combobox', { name: '1000 options', exact: true });
    await field.click();
    await field.fill('Option 999');
    await expect(page.getByRole('option', { name: 'Option 999', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden();
  });

  test('the empty list says "No results found"', async ({ page }) => {
    await page.goto('/c-lib/c-select');
    const field = page.getByRole('combobox', { name: 'Empty list', exact: true });
    await expect(field).toHaveAttribute('placeholder', 'Select an option');
    await field.click();
    await expect(page.getByRole('listbox', { name: 'Empty list' }).getByText('No results found')).toBeVisible();
  });

  test('string options, left labels and the custom displayed value', async ({ page }) => {
    await page.goto('/c-lib/c-select');
    const fruits = page.getByRole('combobox', { name: 'String options', exact: true });
    await fruits.click();
    await page.getByRole('option', { name: 'Cherry' }).click();
    await expect(fruits).toHaveValue('Cherry');

    for (const align of ['left', 'center', 'right']) {
      const label = page.locator('label', { hasText: `Align ${align}` });
      await expect(label).toHaveCSS('text-align', align);
      const labelBox = await label.boundingBox();
      const inputBox = await page.getByRole('combobox', { name: `Align ${align}`, exact: true }).boundingBox();
      expect(labelBox && inputBox && labelBox.x + labelBox.width <= inputBox.x).toBe(true);
    }

    const colors = page.getByRole('region', { name: 'Custom displayed value' });
    await expect(colors.locator('[data-custom-value]')).toHaveText('Blue');
  });
});

test.describe('c-input-text', () => {
  test('the validation example shows "Length must be > 10" until the text is long enough', async ({ page }) => {
    await page.goto('/c-lib/c-input-text');
    const field = page.getByLabel('Validated text', { exact: true });
    await field.fill('short');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Length must be > 10', { exact: true })).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Length must be > 10');

    await field.fill('long enough text');
    await expect(page.getByText('Length must be > 10', { exact: true })).toHaveCount(0);
    await expect(field).not.toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveValue('long enough text');
  });

  test('default placeholder, 3-row multiline and the password toggle', async ({ page }) => {
    await page.goto('/c-lib/c-input-text');
    await expect(page.getByLabel('Default', { exact: true })).toHaveAttribute('placeholder', 'Input text');
    await expect(page.getByLabel('Multiline', { exact: true })).toHaveAttribute('rows', '3');
    const password = page.getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });
});

test.describe('c-modal', () => {
  test('opens from a button and closes with Escape or an outside click', async ({ page }) => {
    await page.goto('/c-lib/c-modal');
    const dialog = page.getByRole('dialog', { name: 'Demo modal' });
    await page.getByRole('button', { name: 'Open modal' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.getByRole('button', { name: 'Open modal' }).click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(5, 400);
    await expect(dialog).toBeHidden();
  });
});

test.describe('c-tooltip', () => {
  test('shows a tooltip on each of the four sides on hover', async ({ page }) => {
    await page.goto('/c-lib/c-tooltip');
    for (const position of ['top', 'bottom', 'left', 'right'] as const) {
      const button = page.getByRole('button', { name: position.charAt(0).toUpperCase() + position.slice(1), exact: true });
      const tip = page.getByRole('tooltip').filter({ hasText: `Tooltip on ${position}` });
      await expect(tip).toBeHidden();
      await button.hover();
      await expect(tip).toBeVisible();
      await expect(button).toHaveAccessibleDescription(`Tooltip on ${position}`);
      const [b, t] = await Promise.all([button.boundingBox(), tip.boundingBox()]);
      expect(b && t).toBeTruthy();
      if (!b || !t) continue;
      if (position === 'top') expect(t.y + t.height).toBeLessThanOrEqual(b.y);
      if (position === 'bottom') expect(t.y).toBeGreaterThanOrEqual(b.y + b.height);
      if (position === 'left') expect(t.x + t.width).toBeLessThanOrEqual(b.x);
      if (position === 'right') expect(t.x).toBeGreaterThanOrEqual(b.x + b.width);
      await page.mouse.move(0, 0);
      await expect(tip).toBeHidden();
    }
  });
});

test.describe('c-table', () => {
  test('renders headers from a map, a list, the rows’ keys, or not at all', async ({ page }) => {
    await page.goto('/c-lib/c-table');
    const mapped = page.getByRole('table', { name: 'Header map' });
    await expect(mapped.getByRole('columnheader')).toHaveText(['Name', 'City of residence', 'E-mail address']);
    await expect(mapped.getByRole('row').nth(1).getByRole('cell')).toHaveText(['Ada Lovelace', 'London', 'ada@example.com']);

    await expect(page.getByRole('table', { name: 'Default headers' }).getByRole('columnheader')).toHaveText(['name', 'age', 'city', 'email', 'tags']);
    await expect(page.getByRole('table', { name: 'Header list' }).getByRole('columnheader')).toHaveText(['name', 'city']);
    await expect(page.getByRole('table', { name: 'Custom labels' }).getByRole('columnheader')).toHaveText(['Full name', 'Age (years)', 'city']);
    await expect(page.getByRole('table', { name: 'Hidden headers' }).getByRole('columnheader')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Custom cell' }).getByRole('link', { name: 'grace@example.com' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Data table' })).toBeVisible();
  });
});

test.describe('c-markdown', () => {
  test('renders the sample and removes the attacks', async ({ page }) => {
    await page.goto('/c-lib/c-markdown');
    const output = page.getByTestId('markdown-output');
    await expect(output.getByRole('heading', { level: 1, name: 'Heading 1' })).toBeVisible();
    await expect(output.getByRole('listitem').filter({ hasText: /^Nested item$/ })).toBeVisible();
    await expect(output.locator('pre code')).toContainText('function greet');
    const link = output.getByRole('link', { name: 'a link' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await expect(output.locator('script, iframe, [onerror], [onclick], [style]')).toHaveCount(0);
    await expect(output.locator('[href^="javascript:" i], [src^="javascript:" i]')).toHaveCount(0);
  });
});

test.describe('c-file-upload', () => {
  test('lists the names of the selected files', async ({ page }) => {
    await page.goto('/c-lib/c-file-upload');
    const single = page.getByRole('region', { name: 'Single file' });
    await single.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await expect(single.getByRole('list', { name: 'Selected file' })).toContainText('notes.txt');

    const multiple = page.getByRole('region', { name: 'Multiple files' });
    await multiple.locator('input[type=file]').setInputFiles([
      { name: 'a.json', mimeType: 'application/json', buffer: Buffer.from('{}') },
      { name: 'b.csv', mimeType: 'text/csv', buffer: Buffer.from('x,y') },
    ]);
    await expect(multiple.getByRole('list', { name: 'Selected files' }).getByRole('listitem')).toContainText(['a.json', 'b.csv']);
  });
});

test.describe('c-copyable, c-collapse and c-modal-value', () => {
  test('copy buttons copy, say "Copied!" and toast (default or custom text)', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/c-lib/c-copyable');
    const section = page.getByRole('region', { name: 'CopyButton', exact: true });
    await section.getByRole('button', { name: 'Copy the token', exact: true }).click();
    expect(await readClipboard(page)).toBe('f3b1c0de-9a7e-4d2b-8c5f-1e6a2b3c4d5e');
    await expect(section.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Copied to the clipboard', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Custom toast' }).click();
    await expect(page.getByText('Token copied')).toBeVisible();

    await page.getByRole('button', { name: 'Copy to clipboard: f3b1…4d5e (shortened)' }).click();
    expect(await readClipboard(page)).toBe('f3b1c0de-9a7e-4d2b-8c5f-1e6a2b3c4d5e');
  });

  test('a collapse panel starts collapsed and opens from its title', async ({ page }) => {
    await page.goto('/c-lib/c-collapse');
    const toggle = page.getByRole('button', { name: 'Advanced options' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Options hidden until the panel is opened.')).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Options hidden until the panel is opened.')).toBeVisible();
  });

  test('a modal value opens with its value and a Copy button', async ({ page }) => {
    await page.goto('/c-lib/c-modal-value');
    await page.getByRole('button', { name: 'Show the token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generated token' });
    await expect(dialog).toContainText('tok_3f9a8b7c6d5e4f3a2b1c');
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

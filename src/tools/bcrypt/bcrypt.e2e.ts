import bcrypt from 'bcryptjs';
import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const rounds = (page: Page) => page.getByRole('textbox', { name: 'Salt rounds', exact: true });
const hashOutput = (page: Page) => field(page, 'Bcrypt hash');
const VECTOR = '$2a$06$If6bvum7DFjUnE9p2uDeDu0YHzrHM6tf.iqN8.yx.jNN1ILEf7h0i'; // "abc" (jBCrypt)

test.describe('Bcrypt', () => {
  test('hashes the typed string in a worker, only the latest value, and copies the hash', async ({ page }) => {
    await allowClipboard(page);
    await page.goto('/bcrypt');
    await expect(page).toHaveTitle('Bcrypt - IT Tools');
    await expect(field(page, 'String to hash')).toHaveAttribute('placeholder', 'Your string to bcrypt...');
    await expect(rounds(page)).toHaveValue('10');
    await expect(hashOutput(page)).toHaveValue(/^\$2b\$10\$[./A-Za-z0-9]{53}$/);

    // Typed quickly: earlier requests are dropped, the shown hash is the one of the final string.
    await field(page, 'String to hash').pressSequentially('crème brûlée', { delay: 20 });
    await expect(page.getByText(/Computed in \d+/)).toBeVisible();
    await expect.poll(async () => bcrypt.compareSync('crème brûlée', await hashOutput(page).inputValue())).toBe(true);
    const hash = await hashOutput(page).inputValue();

    await page.getByRole('button', { name: 'Copy hash' }).click();
    await expect(page.getByText('Hashed string copied to the clipboard')).toBeVisible();
    expect(await readClipboard(page)).toBe(hash);

    await page.getByRole('textbox', { name: 'Username' }).fill('alice');
    await expect(field(page, 'htpasswd line')).toHaveValue(`alice:$2y$${hash.slice(4)}`);
  });

  test('invalid salt rounds show the message and empty the hash; other fields keep working', async ({ page }) => {
    await page.goto('/bcrypt');
    await field(page, 'String to hash').fill('secret');
    for (const value of ['3', '32', '10.5', '']) {
      await rounds(page).fill(value);
      await expect(page.getByText('Salt rounds must be an integer between 4 and 31')).toBeVisible();
      await expect(rounds(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(hashOutput(page)).toHaveValue('');
    }
    await expect(field(page, 'String to hash')).toHaveValue('secret');
    // The compare card is independent of the error.
    await field(page, 'String to compare').fill('abc');
    await field(page, 'Hash to compare').fill(VECTOR);
    await expect(field(page, 'Do they match?')).toHaveValue('Yes');

    await rounds(page).fill('4');
    await expect(page.getByText('Salt rounds must be an integer between 4 and 31')).toHaveCount(0);
    await expect(hashOutput(page)).toHaveValue(/^\$2b\$04\$/);
    expect(bcrypt.compareSync('secret', await hashOutput(page).inputValue())).toBe(true);
    await expect(page).toHaveURL(/[?&]rounds=4(&|$)/);
  });

  test('compares a string with 2a/2b/2y hashes and explains a bad hash', async ({ page }) => {
    await page.goto('/bcrypt');
    const match = field(page, 'Do they match?');
    await expect(match).toHaveValue('No');
    await field(page, 'String to compare').fill('abc');
    await field(page, 'Hash to compare').fill(`  ${VECTOR} `);
    await expect(match).toHaveValue('Yes');
    await expect(page.getByText('Version 2a · cost 06 · salt If6bvum7DFjUnE9p2uDeDu')).toBeVisible();
    await field(page, 'Hash to compare').fill(VECTOR.replace('$2a$', '$2y$'));
    await expect(match).toHaveValue('Yes');

    await field(page, 'String to compare').fill('abd');
    await expect(match).toHaveValue('No');

    await field(page, 'Hash to compare').fill('$2a$06$tooshort');
    await expect(page.getByText('Invalid bcrypt hash')).toBeVisible();
    await expect(field(page, 'Hash to compare')).toHaveAttribute('aria-invalid', 'true');
    await expect(match).toHaveValue('No');
    await expect(field(page, 'String to compare')).toHaveValue('abd');
  });

  test('a high cost warns, shows progress and can be cancelled; long strings are flagged', async ({ page }) => {
    await page.goto('/bcrypt');
    await field(page, 'String to hash').fill('é'.repeat(37));
    await expect(page.getByText('bcrypt only uses the first 72 bytes of the string')).toBeVisible();
    await rounds(page).fill('20');
    await expect(page.getByText('High cost: each extra round doubles the time; this can take a long while.')).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Hashing progress' })).toBeVisible();
    await expect(hashOutput(page)).toHaveAttribute('placeholder', 'Hashing…');
    // The page stays usable while the worker hashes.
    await field(page, 'String to compare').fill('typing still works');
    await expect(field(page, 'String to compare')).toHaveValue('typing still works');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByText('Hashing cancelled.')).toBeVisible();
    await rounds(page).fill('5');
    await expect(hashOutput(page)).toHaveValue(/^\$2b\$05\$/);
  });
});

import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/chmod-calculator');
});

test('checkbox clicks update octal, symbolic and the command, which copies', async ({ page }) => {
  await expect(page).toHaveTitle('Chmod calculator - IT Tools');
  await expect(page.getByLabel('Octal')).toHaveValue('000');
  await expect(page.getByLabel('Symbolic')).toHaveValue('---------');
  for (const name of ['Owner read', 'Owner write', 'Owner execute', 'Group read', 'Group execute', 'Public read', 'Public execute']) {
    await page.getByRole('checkbox', { name, exact: true }).check();
  }
  await expect(page.getByLabel('Octal')).toHaveValue('755');
  await expect(page.getByLabel('Symbolic')).toHaveValue('rwxr-xr-x');
  await page.getByRole('checkbox', { name: 'Setuid' }).check();
  await expect(page.getByLabel('Octal')).toHaveValue('4755');
  await expect(page.getByLabel('Symbolic')).toHaveValue('rwsr-xr-x');
  await expect(page.getByLabel('Command')).toHaveValue('chmod 4755 path');
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe('chmod 4755 path');
});

test('typing octal or symbolic updates the other views', async ({ page }) => {
  await page.getByLabel('Octal').fill('1777');
  await expect(page.getByLabel('Symbolic')).toHaveValue('rwxrwxrwt');
  await expect(page.getByRole('checkbox', { name: 'Sticky' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Public write' })).toBeChecked();
  await page.getByLabel('Symbolic').fill('drw-r-Sr--');
  await expect(page.getByLabel('Symbolic')).toHaveValue('drw-r-Sr--');
  await expect(page.getByLabel('Octal')).toHaveValue('2644');
  await expect(page.getByRole('checkbox', { name: 'Setgid' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Group execute' })).not.toBeChecked();
});

test('invalid text shows its error and the other views keep the last valid mode', async ({ page }) => {
  await page.getByLabel('Octal').fill('644');
  await page.getByLabel('Octal').fill('648');
  await expect(page.getByText('Enter 3 or 4 octal digits (0-7).')).toBeVisible();
  await expect(page.getByLabel('Octal')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Symbolic')).toHaveValue('rw-r--r--');
  await expect(page.getByLabel('Command')).toHaveValue('chmod 644 path');
  await page.getByLabel('Symbolic').fill('rwxr-xr-');
  await expect(page.getByText('Enter 9 characters like rwxr-xr-x.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Owner write' })).toBeChecked();
});

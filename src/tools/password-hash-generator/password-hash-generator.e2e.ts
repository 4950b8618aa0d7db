import bcrypt from 'bcryptjs';
import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

test.describe('Password hash generator', () => {
  test('generates a bcrypt hash in a worker and its htpasswd line', async ({ page }) => {
    await page.goto('/password-hash-generator');
    await expect(page).toHaveTitle('Password hash generator - IT Tools');
    await expect(field(page, 'Hash')).toHaveAttribute('placeholder', 'Type a password to hash it');
    await field(page, 'Password').fill('crème brûlée');
    // Argon2id with OWASP's parameters by default.
    await expect(field(page, 'Hash')).toHaveValue(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    await page.getByRole('combobox', { name: 'Algorithm', exact: true }).click();
    await page.getByRole('option', { name: 'bcrypt', exact: true }).click();
    await expect(field(page, 'Cost (2^cost rounds)')).toHaveValue('12');
    await field(page, 'Cost (2^cost rounds)').fill('4');
    await expect(field(page, 'Hash')).toHaveValue(/^\$2b\$04\$/);
    const hash = await field(page, 'Hash').inputValue();
    expect(bcrypt.compareSync('crème brûlée', hash)).toBe(true);
    await expect(page.getByText('bcrypt ($2b$), cost 4.')).toBeVisible();

    await field(page, 'User name').fill('alice');
    await expect(field(page, 'htpasswd line')).toHaveValue(`alice:$2y$${hash.slice(4)}`);
    await expect(page).toHaveURL(/[?&]bcryptCost=4(&|$)/);

    await field(page, 'Cost (2^cost rounds)').fill('40');
    await expect(page.getByText('Enter a whole number from 4 to 31')).toBeVisible();
    await expect(field(page, 'Password')).toHaveValue('crème brûlée');
  });

  test('verifies hashes made by OpenSSL and htpasswd, naming the format, and explains bad ones', async ({ page }) => {
    await page.goto('/password-hash-generator');
    const hash = field(page, 'Hash, htpasswd line or /etc/shadow line');
    const match = field(page, 'Do they match?');
    await field(page, 'Password to check').fill('password');
    // openssl passwd -6 -salt saltstringsaltst password
    await hash.fill('$6$saltstringsaltst$6JOgtRfhXqEisnc/Nr64lml/zPnCnvtLyMVxFEVg0sI2Ph9URAKlnVjjIHOFI2r8ATszyoPTXlBwcJIQYQ0QN0');
    await expect(page.getByText('Recognised: SHA-512-crypt ($6$), rounds=5000')).toBeVisible();
    await expect(match).toHaveValue('Yes');

    // htpasswd -nbB -C 5 alice secret
    await hash.fill('alice:$2y$05$c3NRx7fqR8iZnjA/RVAZM.0qKAG3ha2T2OvLGYvb57KV3bvP53aPC');
    await expect(page.getByText('Recognised: bcrypt ($2y$), cost 5, user alice')).toBeVisible();
    await expect(match).toHaveValue('No');
    await field(page, 'Password to check').fill('secret');
    await expect(match).toHaveValue('Yes');

    await hash.fill('$y$j9T$Hq9iwooOy27ezaovekgYN/$pc0Apxr1d.HJzqf/YFjVfUdBNsMRk7etT8tyInG6cA8');
    await expect(page.getByText('Recognised as yescrypt ($y$), which this tool cannot verify.')).toBeVisible();
    await hash.fill('5f4dcc3b5aa765d61d8327deb882cf99');
    await expect(page.getByText(/^Unknown hash format\./)).toBeVisible();
    await expect(hash).toHaveAttribute('aria-invalid', 'true');
    await expect(match).toHaveValue('No');
    await expect(field(page, 'Password to check')).toHaveValue('secret');
  });
});

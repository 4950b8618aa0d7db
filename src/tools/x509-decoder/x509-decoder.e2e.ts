import type { Page } from '@playwright/test';
import { expect, test } from '../../../e2e/fixtures';
import { ED25519, INTERMEDIATE, LEAF, ROOT } from './x509-decoder.fixtures';

const input = (page: Page) => page.getByRole('textbox', { name: 'Certificate, chain, CSR, CRL or public key', exact: true });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('decodes a pasted chain in order, a dropped DER file, and explains a broken PEM', async ({ page }) => {
  // The validity countdown is computed from the page's clock.
  await page.clock.setFixedTime(new Date('2026-12-10T00:00:00Z'));
  await page.goto('/x509-decoder');

  // A chain pasted root first is put in order leaf → root, each signature checked.
  await input(page).fill(ROOT + INTERMEDIATE + LEAF);
  const chain = section(page, 'Chain order (leaf → root)');
  await expect(chain.getByText('Complete: each certificate is signed by the next, up to a self-signed root')).toBeVisible();
  await expect(chain.getByRole('listitem')).toHaveText([/example\.com.*certificate 3 in the input.*Signed by certificate 2/s, /Acme Intermediate CA.*Signed by certificate 1/s, /Acme Root CA.*Self-signed root/s]);
  const leaf = section(page, 'Certificate 3 of 3');
  await expect(leaf.getByText('Valid: expires in 82 days')).toBeVisible();
  const fields = leaf.getByRole('table', { name: 'Fields of Certificate 3 of 3' });
  await expect(fields.getByRole('row', { name: /^SHA-256 fingerprint 9E:13:BB:4F:C7:03:E9:55/ })).toBeVisible();
  await expect(fields.getByRole('row', { name: 'Public key EC P-384' })).toBeVisible();
  await expect(leaf.getByRole('table', { name: 'Extensions of Certificate 3 of 3' }).getByRole('row', { name: /^Key Usage critical Digital Signature, Key Encipherment$/i })).toBeVisible();

  // A DER file (.cer) is shown as PEM in the field and decoded.
  const der = Buffer.from(ED25519.replace(/-----[^-]+-----|\s/g, ''), 'base64');
  await page.getByLabel('Certificate file').setInputFiles({ name: 'ed25519.cer', mimeType: 'application/pkix-cert', buffer: der });
  await expect(input(page)).toHaveValue(ED25519);
  const certificate = section(page, 'Certificate');
  await expect(certificate.getByRole('row', { name: 'Public key Ed25519' })).toBeVisible();
  await expect(certificate.getByText('Valid: expires in 22 days')).toBeVisible();

  // A PEM cut short: a message under the field, the text kept.
  const cut = ED25519.split('\n').slice(0, 3).join('\n');
  await input(page).fill(cut);
  await expect(page.getByText('The PEM block "CERTIFICATE" has no END line: the text was cut short')).toBeVisible();
  await expect(input(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(input(page)).toHaveValue(cut);
});

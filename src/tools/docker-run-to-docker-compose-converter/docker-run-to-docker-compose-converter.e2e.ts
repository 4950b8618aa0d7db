import type { Page } from '@playwright/test';
import { allowClipboard, expect, readClipboard, test } from '../../../e2e/fixtures';

const input = (page: Page) => page.getByLabel('Your docker run command', { exact: true });
const output = (page: Page) => page.getByLabel('Docker compose file', { exact: true });

test.beforeEach(async ({ page }) => {
  await page.goto('/docker-run-to-docker-compose-converter');
});

test('converts the default command; Copy copies the file', async ({ page }) => {
  await expect(page).toHaveTitle('Docker run to Docker compose converter - IT Tools');
  const expected =
    'name: <your project name>\nservices:\n  nginx:\n    ports:\n      - 80:80\n    volumes:\n      - /var/run/docker.sock:/tmp/docker.sock:ro\n    restart: always\n    logging:\n      options:\n        max-size: 1g\n    image: nginx';
  await expect(output(page)).toHaveValue(expected);
  await expect(page.getByRole('button', { name: 'Download compose.yaml' })).toBeEnabled();
  await allowClipboard(page);
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect.poll(() => readClipboard(page)).toBe(expected);
});

test('several commands in Version 3.x make one file; ignored options are listed', async ({ page }) => {
  await page.getByRole('combobox', { name: 'Compose format' }).click();
  await page.getByRole('option', { name: 'Version 3.x' }).click();
  await input(page).fill('docker run --name web -p 80:80 --foo bar nginx\ndocker run --name db -e A=1 postgres');
  await expect(output(page)).toHaveValue(/^# ignored options for 'nginx'\n# --foo=bar\nversion: "3"\nservices:\n {2}nginx:[\s\S]*\n {2}postgres:\n {4}container_name: db/);
  await expect(page.getByText('These options were not converted:')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: '--foo=bar' })).toHaveText('--foo=bar (nginx)');
});

test('a non-docker input shows the error, empties the output and keeps the format', async ({ page }) => {
  await expect(output(page)).not.toHaveValue('');
  await input(page).fill('ls -la');
  await expect(page.getByText('The input is not a docker run command.')).toBeVisible();
  await expect(output(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Download compose.yaml' })).toBeDisabled();
  await input(page).fill('docker run -p 80:80');
  await expect(page.getByText('No image name was found in the command.')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Compose format' })).toHaveValue('Compose Specification (latest)');
});

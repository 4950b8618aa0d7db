import { expect, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/docker-compose-converter');
});

test('turns a Compose file into docker run commands and Kubernetes manifests; invalid YAML is located', async ({ page }) => {
  await expect(page).toHaveTitle('Docker Compose converter - IT Tools');
  const input = page.getByLabel('Compose file or docker run command', { exact: true });
  await input.fill('services:\n  cache:\n    image: redis:7\n    ports:\n      - "6379:6379"\n    restart: always\n    stop_signal: SIGINT\n    develop:\n      watch: []\n');
  await expect(page.getByLabel('docker run commands', { exact: true })).toHaveValue('# cache\ndocker run -d \\\n  --name cache \\\n  -p 6379:6379 \\\n  --restart always \\\n  --stop-signal SIGINT \\\n  redis:7');
  await expect(page.getByText('cache: develop has no docker run equivalent.')).toBeVisible();

  await page.getByText('Kubernetes', { exact: true }).click();
  await expect(page.getByLabel('Kubernetes manifests', { exact: true })).toHaveValue(/^apiVersion: apps\/v1\nkind: Deployment\nmetadata:\n {2}name: cache\n[\s\S]*\n---\napiVersion: v1\nkind: Service\n[\s\S]*ports:\n {4}- name: tcp-6379\n {6}port: 6379\n {6}targetPort: 6379$/);
  await expect(page).toHaveURL(/target=kubernetes/);

  await input.fill('services:\n  web:\n    image: nginx\n    image: httpd\n');
  await expect(page.getByText('The Compose file is not valid YAML.')).toBeVisible();
  await expect(page.getByText('Map keys must be unique at line 4, column 5')).toBeVisible();
  await page.getByRole('button', { name: 'Select line 4' }).click();
  expect(await input.evaluate((element: HTMLTextAreaElement) => element.value.slice(element.selectionStart, element.selectionEnd))).toBe('    image: httpd');
});

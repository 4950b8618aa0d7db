import { test, expect } from '../../../e2e/fixtures';

test('the component gallery opens in development', async ({ page }) => {
  await page.goto('/c-lib');
  await expect(page.getByRole('heading', { name: 'Component gallery' })).toBeVisible();
});

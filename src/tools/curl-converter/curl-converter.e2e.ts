import { expect, test } from '../../../e2e/fixtures';

test.beforeEach(async ({ page }) => {
  await page.goto('/curl-converter');
});

test('converts a pasted curl command to Python, lists what it cannot convert, and a fetch call back to curl', async ({ page }) => {
  await expect(page).toHaveTitle('curl converter - IT Tools');
  const toCode = page.getByRole('region', { name: 'curl to code' });
  const command = toCode.getByLabel('Your curl command', { exact: true });
  await command.fill("curl 'https://api.example.com/items?page=2' \\\n  -H 'accept: application/json' \\\n  -u ann:secret \\\n  --data-raw '{\"qty\":2}' \\\n  -o out.json --frobnicate");
  await toCode.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'Python (requests)' }).click();
  await expect(toCode.getByLabel('Code', { exact: true })).toHaveValue(
    "import requests\n\nheaders = {\n    'accept': 'application/json',\n    'Content-Type': 'application/x-www-form-urlencoded',\n}\n\ndata = '{\"qty\":2}'\n\nresponse = requests.post(\n    'https://api.example.com/items?page=2',\n    headers=headers,\n    data=data,\n    auth=('ann', 'secret'),\n)\nprint(response.text)",
  );
  await expect(toCode.getByText('Unknown options, not converted: --frobnicate')).toBeVisible();
  await expect(toCode.getByText('The code prints the response; not converted: -o out.json')).toBeVisible();

  await command.fill('curl https://api.example.com \\\n  -H "a: b');
  await expect(toCode.getByText('A " quote is never closed.')).toBeVisible();
  await expect(toCode.getByText('Unclosed " quote starting at line 2, column 6')).toBeVisible();

  const fromFetch = page.getByRole('region', { name: 'fetch to curl' });
  await fromFetch.getByLabel('Your fetch call', { exact: true }).fill('fetch("https://api.example.com/items/7", { "method": "DELETE", "headers": { "authorization": "Bearer abc" } });');
  await expect(fromFetch.getByLabel('curl command', { exact: true })).toHaveValue("curl https://api.example.com/items/7 \\\n  -X DELETE \\\n  -H 'authorization: Bearer abc'");
});

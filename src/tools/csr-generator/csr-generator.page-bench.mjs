// A CSR with a new RSA 4096 key and an encrypted private key, then the CSR decoded back: the time
// from the click on "Generate CSR" to the CSR on screen, and the longest main-thread task from the
// click until the decoded table shows the key (the page must stay responsive: budget 200 ms).
export default async function csrBench({ newPage, base, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.goto(`${base}/csr-generator?keyType=rsa4096`, { waitUntil: 'networkidle' });
  const field = (name) => page.getByRole('textbox', { name, exact: true });
  await page.getByLabel('Passphrase for the new private key (optional)', { exact: true }).fill('correct horse');
  await field('Common Name (CN)').fill('big.example');
  await resetLongTasks(page);
  const elapsed = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.trim() === 'Generate CSR');
    const start = performance.now();
    button.click();
    await new Promise((resolve) => {
      const check = () => ([...document.querySelectorAll('textarea')].some((area) => area.value.includes('BEGIN CERTIFICATE REQUEST')) ? resolve() : requestAnimationFrame(check));
      check();
    });
    return performance.now() - start;
  });
  await field('CSR to decode').fill(await field('CSR (PEM)').inputValue());
  await page.getByRole('table', { name: 'Decode a CSR' }).getByText('RSA 4096').waitFor();
  const longest = await longestTask(page);
  console.log('CSR with a new RSA 4096 key, private key encrypted, then decoded back');
  console.log(`  click to CSR on screen: ${fmt(elapsed)}; longest main-thread task until decoded: ${fmt(longest)} (budget 200 ms); all over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record('CSR generator, RSA 4096', 'click to CSR on screen', elapsed, null);
  record('CSR generator, RSA 4096', 'longest main-thread task, generation and decoding', longest, 200);
  await page.close();
}

// QR code of 2,000 characters: time from the input event to the new image on screen (npm run bench).
export default async function ({ base, newPage, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const page = await newPage();
  await page.goto(base + '/qrcode-generator', { waitUntil: 'networkidle' });
  await page.getByRole('img', { name: 'QR code', exact: true }).waitFor();
  console.log('QR Code generator, 2,000 characters (level M)');
  for (const [label, text] of [
    ['plain text', 'The quick brown fox jumps over the lazy dog. '.repeat(50).slice(0, 2000)],
    ['URL-like text', 'https://example.com/?q=' + 'a1B2c3D4e5'.repeat(200).slice(0, 1977)],
  ]) {
    await resetLongTasks(page);
    const ms = await page.evaluate(async (value) => {
      const area = [...document.querySelectorAll('textarea')].find((element) => element.labels?.[0]?.textContent?.trim() === 'Text');
      const image = () => document.querySelector('img[alt="QR code"]');
      const before = image()?.getAttribute('src');
      const start = performance.now();
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set;
      setter.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => {
        const check = () => {
          const current = image();
          if (current && current.getAttribute('src') !== before && current.complete && current.naturalWidth > 0) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - start;
    }, text);
    console.log(`  ${label}: image on screen in ${fmt(ms)}, of which 100 ms is the typing debounce (budget 100 ms for the drawing)`);
    console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 200 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
    record('QR Code generator, 2,000 characters', `${label}: drawing (image on screen minus the 100 ms debounce)`, ms - 100, 100);
    record('QR Code generator, 2,000 characters', `${label}: longest main-thread task`, await longestTask(page), 200);
  }
  await page.close();
}

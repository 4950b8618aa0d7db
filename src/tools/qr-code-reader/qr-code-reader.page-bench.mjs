// A QR code read from a 2 MP photo (issue 35: ≤ 300 ms; no main-thread task over 50 ms): a
// 1920 × 1080 photo-like JPEG with a printed QR code in it, drawn in the page (seeded), given to the
// file input; the time from the file's arrival to "1 code found" on screen (decoding and scanning in
// the operation worker). The first read loads ZXing and the JPEG decoder; the figure with the target
// is the median of five reads once the pool's workers have it loaded.
import QRCode from 'qrcode';

export default async function ({ base, newPage, longestTask, allLongTasks, resetLongTasks, fmt, record }) {
  const section = 'QR code reader, 2 MP photo';
  const { modules } = QRCode.create('https://it-tools.tech/qr-code-reader?from=bench', { errorCorrectionLevel: 'M' });
  const page = await newPage();
  await page.goto(base + '/qr-code-reader', { waitUntil: 'networkidle' });
  const bytes = await page.evaluate(
    async ({ size, data }) => {
      let seed = 0x51c0de;
      const random = () => {
        seed = (seed * 1664525 + 1013904223) >>> 0;
        return seed / 2 ** 32;
      };
      const width = 1920;
      const height = 1080;
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      const gradient = context.createLinearGradient(0, 0, width, height);
      gradient.addColorStop(0, 'hsl(30 40% 55%)');
      gradient.addColorStop(1, 'hsl(200 35% 35%)');
      context.fillStyle = gradient;
      context.fillRect(0, 0, width, height);
      for (let shape = 0; shape < 120; shape += 1) {
        context.fillStyle = `hsla(${random() * 360} 60% ${30 + random() * 50}% / ${0.2 + random() * 0.5})`;
        context.beginPath();
        context.arc(random() * width, random() * height, random() * 220, 0, Math.PI * 2);
        context.fill();
      }
      // A printed code, a little turned, in the middle third: 8 px a module with its quiet zone.
      const modulePx = 8;
      const side = (size + 8) * modulePx;
      context.save();
      context.translate(820, 360);
      context.rotate(0.08);
      context.fillStyle = '#f4f1ea';
      context.fillRect(0, 0, side, side);
      context.fillStyle = '#1b1b1b';
      for (let row = 0; row < size; row += 1) for (let column = 0; column < size; column += 1) if (data[row * size + column]) context.fillRect((column + 4) * modulePx, (row + 4) * modulePx, modulePx, modulePx);
      context.restore();
      // Sensor-like grain.
      const grain = context.getImageData(0, 0, width, height);
      for (let at = 0; at < grain.data.length; at += 4) {
        const noise = (random() - 0.5) * 24;
        grain.data[at] += noise;
        grain.data[at + 1] += noise;
        grain.data[at + 2] += noise;
      }
      context.putImageData(grain, 0, 0);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 });
      window.__photo = new File([blob], 'photo.jpg', { type: 'image/jpeg' });
      return blob.size;
    },
    { size: modules.size, data: Array.from(modules.data) },
  );
  console.log(section);
  console.log(`  1920 × 1080 JPEG, ${(bytes / 1024).toFixed(0)} KB`);
  const read = () =>
    page.evaluate(async () => {
      const input = document.querySelector('input[type=file]');
      const transfer = new DataTransfer();
      // A new File each time (the same one would not count as a change).
      transfer.items.add(new File([window.__photo], `photo-${performance.now()}.jpg`, { type: 'image/jpeg' }));
      const found = () => [...document.querySelectorAll('[role=status]')].some((element) => element.textContent === '1 code found');
      // The previous result goes first.
      const clear = new DataTransfer();
      input.files = clear.files;
      const start = performance.now();
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
      await new Promise((resolve, reject) => {
        const deadline = start + 20_000;
        const check = () => {
          const text = document.querySelector('textarea')?.value;
          if (found() && text === 'https://it-tools.tech/qr-code-reader?from=bench') resolve();
          else if (performance.now() > deadline) reject(new Error('no code found'));
          else requestAnimationFrame(check);
        };
        requestAnimationFrame(check);
      });
      return performance.now() - start;
    });
  const first = await read();
  console.log(`  first read (loads ZXing and the JPEG decoder): ${fmt(first)}`);
  // The pool has up to four operation workers, each loading ZXing on its first read: the next reads
  // may land on one that has not yet (printed, not counted in the median).
  const warming = [];
  for (let run = 0; run < 3; run += 1) warming.push(await read());
  console.log(`  next reads (a pool worker may load ZXing): ${warming.map((ms) => ms.toFixed(0)).join(', ')} ms`);
  await resetLongTasks(page);
  const times = [];
  for (let run = 0; run < 5; run += 1) times.push(await read());
  const median = [...times].sort((a, b) => a - b)[2];
  console.log(`  read, median of 5: ${fmt(median)} (runs: ${times.map((ms) => ms.toFixed(0)).join(', ')}; target 300 ms)`);
  console.log(`  longest main-thread task: ${fmt(await longestTask(page))} (budget 50 ms); tasks over 50 ms: ${(await allLongTasks(page)) || 'none'}`);
  record(section, 'first read (ZXing and the JPEG decoder load)', first, null);
  record(section, 'QR code read from a 2 MP photo (median of 5)', median, 300);
  record(section, 'longest main-thread task while reading', await longestTask(page), 50);
  await page.close();
}

// Documents for the benches, made at bench time and seeded (the same every run): JPEG photos drawn
// in the bench's browser (gradients, shapes, sensor-like noise) and PDFs of text pages (paragraphs
// of varied words), photo pages, or both alternating.
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** A seeded generator (the same inputs every run). */
export function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * JPEG photos drawn in the page, kept there as `window.__benchPhotos` (Files named photo-01.jpg…):
 * `sizes` as [width, height], each a gradient, translucent discs and sensor-like grain, JPEG quality
 * 90. The benches that give photos to a page and those that need their bytes share these.
 * Returns their sizes in bytes.
 */
export async function drawPhotosInPage(page, sizes, seed) {
  return page.evaluate(
    async ({ sizes, seed }) => {
      let state = seed >>> 0;
      const random = () => ((state = (state * 1664525 + 1013904223) >>> 0), state / 2 ** 32);
      const photos = [];
      for (const [width, height] of sizes) {
        const canvas = new OffscreenCanvas(width, height);
        const context = canvas.getContext('2d');
        const gradient = context.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, `hsl(${random() * 360} 60% 50%)`);
        gradient.addColorStop(1, `hsl(${random() * 360} 60% 40%)`);
        context.fillStyle = gradient;
        context.fillRect(0, 0, width, height);
        for (let shape = 0; shape < 150; shape += 1) {
          context.fillStyle = `hsla(${random() * 360} 70% ${30 + random() * 50}% / ${0.2 + random() * 0.6})`;
          context.beginPath();
          context.arc(random() * width, random() * height, random() * width * 0.15, 0, Math.PI * 2);
          context.fill();
        }
        // Sensor-like grain, block by block: each block its own (one tile stamped over the whole
        // photo made every photo a repeated 512-pixel pattern).
        for (let x = 0; x < width; x += 512) {
          for (let y = 0; y < height; y += 512) {
            const block = context.getImageData(x, y, Math.min(512, width - x), Math.min(512, height - y));
            for (let at = 0; at < block.data.length; at += 4) {
              const grain = (random() - 0.5) * 24;
              block.data[at] += grain;
              block.data[at + 1] += grain;
              block.data[at + 2] += grain;
            }
            context.putImageData(block, x, y);
          }
        }
        const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
        photos.push(new File([blob], `photo-${String(photos.length + 1).padStart(2, '0')}.jpg`, { type: 'image/jpeg' }));
      }
      window.__benchPhotos = photos;
      return photos.map((photo) => photo.size);
    },
    { sizes, seed },
  );
}

/** The same photos' bytes, in Node. */
export async function drawPhotos(page, sizes, seed) {
  await drawPhotosInPage(page, sizes, seed);
  const encoded = await page.evaluate(() =>
    Promise.all(
      window.__benchPhotos.map(async (photo) => {
        const bytes = new Uint8Array(await photo.arrayBuffer());
        let text = '';
        for (let at = 0; at < bytes.length; at += 0x8000) text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
        return btoa(text);
      }),
    ),
  );
  return encoded.map((text) => new Uint8Array(Buffer.from(text, 'base64')));
}

const WORDS = 'the of and to in a is that for it as was with be by on not he this are or his from at which but have an they you were her she there been one all we their has would when if so no will more can said what up its about into them than only other time new some could these two may first then do any like my now over such our man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(' ');

/** A PDF of `pages` pages: 'text' (paragraphs of varied words), 'image' (a photo each) or 'mixed' (alternating), seeded. */
export async function buildPdf({ pages, kind, photos, seed }) {
  const random = seeded(seed);
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const images = kind === 'text' ? [] : await Promise.all(photos.map((bytes) => document.embedJpg(bytes)));
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([595.28, 841.89]);
    const image = kind === 'image' || (kind === 'mixed' && index % 2 === 1);
    if (image) {
      const picture = images[index % images.length];
      const scale = Math.min(515 / picture.width, 600 / picture.height);
      page.drawImage(picture, { x: 40, y: 200, width: picture.width * scale, height: picture.height * scale });
      page.drawText(`Figure ${index + 1}`, { x: 40, y: 170, size: 11, font });
    } else {
      let y = 800;
      while (y > 60) {
        const words = Array.from({ length: 12 + Math.floor(random() * 4) }, () => WORDS[Math.floor(random() * WORDS.length)]);
        page.drawText(words.join(' '), { x: 40, y, size: 11, font });
        y -= 15;
      }
    }
  }
  return document.save({ useObjectStreams: true });
}


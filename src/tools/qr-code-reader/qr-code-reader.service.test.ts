import { describe, expect, it } from 'vitest';
import { drawingSVG, ean13, ean8, upca, upce } from 'bwip-js/generic';
import { decodeImage, encodeImage, resizeRaster } from '../../engine/image/codec';
import { createRaster, type Raster } from '../../engine/image/raster';
import { startOperation } from '../../engine/operation';
import type { FileValue } from '../../engine/values';
import { isToolInputError } from '../../lib/errors';
import { createQrMatrix, qrMatrixToPixels, type QrErrorLevel } from '../../lib/qr/qr-code';
import { parseContent, parseMecard, parseOtpauth, parseProduct, parseUrl, parseVcard, parseWifi } from './qr-code-reader.content';
import { qrCodeReader, qrCodeReaderDetails } from './qr-code-reader.operations';
import { readCodes, scanRaster } from './qr-code-reader.service';

/** A QR code drawn by the project's generator (src/lib/qr/qr-code.ts, as the QR code generator makes it), `modulePx` pixels a module, quiet zone included. */
function qrRaster(text: string, { level = 'M', modulePx = 4 }: { level?: QrErrorLevel; modulePx?: number } = {}): Raster {
  const matrix = createQrMatrix(text, level);
  const width = (matrix.size + 8) * modulePx;
  return { width, height: width, data: qrMatrixToPixels(matrix, { foreground: '#000000', background: '#ffffff' }, width) };
}

const png = async (raster: Raster, name = 'code.png'): Promise<FileValue> => ({ name, type: 'image/png', bytes: await encodeImage(raster, 'png') });

/** A seeded generator (xorshift32): the same noise every run. */
function seeded(seed: number) {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** A photo-like background: coloured blotches and grain, `width` × `height`. */
function noisyBackground(width: number, height: number, seed = 7): Raster {
  const random = seeded(seed);
  const raster = createRaster(width, height);
  const blotches = Array.from({ length: 12 }, () => ({ x: random() * width, y: random() * height, r: (0.05 + random() * 0.2) * width, c: [random() * 255, random() * 255, random() * 255] }));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * 4;
      let [r, g, b] = [120 + (60 * x) / width, 110 + (50 * y) / height, 100];
      for (const blotch of blotches) {
        const d = Math.hypot(x - blotch.x, y - blotch.y);
        if (d < blotch.r) {
          const k = 0.5 * (1 - d / blotch.r);
          r = r * (1 - k) + blotch.c[0]! * k;
          g = g * (1 - k) + blotch.c[1]! * k;
          b = b * (1 - k) + blotch.c[2]! * k;
        }
      }
      const grain = (random() - 0.5) * 50;
      raster.data[at] = r + grain;
      raster.data[at + 1] = g + grain;
      raster.data[at + 2] = b + grain;
      raster.data[at + 3] = 255;
    }
  }
  return raster;
}

/** `code` pasted into `into` at (x, y), its pixels softened and dimmed like a printed code photographed under room light. */
function paste(into: Raster, code: Raster, x: number, y: number, seed = 3): Raster {
  const random = seeded(seed);
  for (let row = 0; row < code.height; row++) {
    for (let column = 0; column < code.width; column++) {
      const from = (row * code.width + column) * 4;
      const to = ((y + row) * into.width + x + column) * 4;
      const light = 0.8 + 0.15 * (column / code.width); // uneven lighting
      for (let channel = 0; channel < 3; channel++) into.data[to + channel] = 30 + code.data[from + channel]! * light * 0.85 + (random() - 0.5) * 30;
    }
  }
  return into;
}

async function inputError(promise: Promise<unknown>): Promise<{ key: string; params?: Record<string, string | number> }> {
  try {
    await promise;
  } catch (error) {
    if (isToolInputError(error)) return { key: error.messageKey, ...(error.params ? { params: error.params } : {}) };
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('QR codes made by our generator, read back', () => {
  it.each([
    ['a URL', 'https://it-tools.tech/qr-code-reader?x=1', 'M' as const],
    ['digits (numeric mode)', '0123456789012345678901234567890', 'L' as const],
    ['UTF-8 text', 'Grüße aus Köln — 日本語のテキスト ✓', 'Q' as const],
    ['a long text at level H', 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(8).trim(), 'H' as const],
    ['a multi-line text', 'first line\nsecond line\n\tindented', 'M' as const],
  ])('%s', async (_name, text, level) => {
    const codes = await readCodes(await png(qrRaster(text, { level })));
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ format: 'QR Code', text });
  });

  it('gives the corners in the image pixels (4-module quiet zone at 4 px a module: 16 px in)', async () => {
    const raster = qrRaster('https://example.com', { modulePx: 4 });
    const [code] = await readCodes(await png(raster));
    const end = raster.width - 16;
    expect(code!.position).toEqual({ topLeft: { x: 16, y: 16 }, topRight: { x: end, y: 16 }, bottomRight: { x: end, y: end }, bottomLeft: { x: 16, y: end } });
  });

  it('reads it from JPEG, WebP and AVIF as well as PNG', async () => {
    const raster = qrRaster('format check', { modulePx: 6 });
    for (const format of ['jpeg', 'webp', 'avif'] as const) {
      const file = { name: `code.${format}`, type: `image/${format}`, bytes: await encodeImage(raster, format, { quality: 80 }) };
      expect((await readCodes(file)).map((code) => code.text)).toEqual(['format check']);
    }
  });

  it('reads two codes, top to bottom then left to right, and the text operation gives one a line', async () => {
    const first = qrRaster('first', { modulePx: 5 });
    const second = qrRaster('second', { modulePx: 5 });
    const third = qrRaster('third', { modulePx: 5 });
    const sheet = createRaster(first.width * 2 + 20, first.height * 2 + 20);
    sheet.data.fill(255);
    const place = (code: Raster, x: number, y: number) => {
      for (let row = 0; row < code.height; row++) sheet.data.set(code.data.subarray(row * code.width * 4, (row + 1) * code.width * 4), ((y + row) * sheet.width + x) * 4);
    };
    place(third, first.width + 20, first.height + 20);
    place(second, first.width + 20, 0);
    place(first, 0, 0);
    const file = await png(sheet);
    expect((await readCodes(file)).map((code) => code.text)).toEqual(['first', 'second', 'third']);
    expect(await startOperation(qrCodeReader, file, {})).toBe('first\nsecond\nthird');
  });

  it('a photo-like picture: the code scaled by a non-integer factor, on a noisy background, lit unevenly, JPEG-compressed', async () => {
    const code = await resizeRaster(qrRaster('WIFI:T:WPA;S:Cafe Lumière;P:croissant42;;', { modulePx: 10 }), 290, 290, 'triangle');
    const photo = paste(noisyBackground(800, 600), code, 301, 157);
    const jpeg = { name: 'photo.jpg', type: 'image/jpeg', bytes: await encodeImage(photo, 'jpeg', { quality: 60 }) };
    const codes = await readCodes(jpeg);
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatchObject({ format: 'QR Code', kind: 'wifi', fields: { ssid: 'Cafe Lumière', security: 'WPA', password: 'croissant42', hidden: false } });
    // Its corners are where it was pasted (within a module's width).
    expect(codes[0]!.position.topLeft.x).toBeGreaterThan(301 + 30);
    expect(codes[0]!.position.topLeft.x).toBeLessThan(301 + 50);
  });

  it('light modules on a dark background (inverted) are read too', async () => {
    const raster = qrRaster('inverted', { modulePx: 5 });
    for (let at = 0; at < raster.data.length; at += 4) for (let channel = 0; channel < 3; channel++) raster.data[at + channel] = 255 - raster.data[at + channel]!;
    expect((await readCodes(await png(raster))).map((code) => code.text)).toEqual(['inverted']);
  });
});

describe('contents parsed into fields, from QR codes', () => {
  it('a Wi-Fi network with escaped characters and a hidden SSID', async () => {
    const text = 'WIFI:S:My\\;Net\\:work;T:WPA;P:pa\\\\ss\\,word;H:true;;';
    const [code] = await readCodes(await png(qrRaster(text)));
    expect(code).toMatchObject({ text, kind: 'wifi', fields: { ssid: 'My;Net:work', security: 'WPA', password: 'pa\\ss,word', hidden: true } });
  });

  it('an otpauth TOTP account (Key Uri Format)', async () => {
    const text = 'otpauth://totp/ACME%20Co:alice@example.com?secret=JBSWY3DPEHPK3PXP&issuer=ACME%20Co&algorithm=SHA256&digits=8&period=60';
    const [code] = await readCodes(await png(qrRaster(text)));
    expect(code).toMatchObject({
      kind: 'otpauth',
      fields: { type: 'totp', issuer: 'ACME Co', account: 'alice@example.com', secret: 'JBSWY3DPEHPK3PXP', algorithm: 'SHA256', digits: 8, period: 60 },
    });
  });

  it('a vCard', async () => {
    const text = 'BEGIN:VCARD\nVERSION:3.0\nN:Doe;Jane;;Dr.;\nFN:Dr. Jane Doe\nORG:Example Ltd;R&D\nTEL;TYPE=CELL:+33 6 12 34 56 78\nEMAIL:jane@example.com\nEND:VCARD';
    const [code] = await readCodes(await png(qrRaster(text)));
    expect(code).toMatchObject({ kind: 'contact', fields: { name: 'Dr. Jane Doe', organisation: 'Example Ltd, R&D', phones: ['+33 6 12 34 56 78'], emails: ['jane@example.com'] } });
  });

  it('the details operation gives format, text, position, kind and fields as data', async () => {
    const output = (await startOperation(qrCodeReaderDetails, await png(qrRaster('https://example.org/a?b=c')), {})) as unknown[];
    expect(output).toEqual([
      { format: 'QR Code', text: 'https://example.org/a?b=c', position: expect.any(Object) as unknown, kind: 'url', fields: { url: 'https://example.org/a?b=c', host: 'example.org' } },
    ]);
  });
});

describe('retail codes drawn by bwip-js (as the barcode generator does), read back as product numbers', () => {
  const encoders = { upca, upce, ean13, ean8 };
  it.each([
    ['upca', '036000291452', 'EAN-13', { gtin: '0036000291452', upcA: '036000291452' }],
    ['upce', '01234565', 'UPC-E', { gtin: '0012345000065', upcA: '012345000065', upcE: '01234565' }],
    ['ean13', '5901234123457', 'EAN-13', { gtin: '5901234123457' }],
    ['ean8', '96385074', 'EAN-8', { gtin: '96385074' }],
  ] as const)('%s %s', async (symbology, text, format, fields) => {
    const svg = encoders[symbology]({ bcid: symbology, text, scale: 3, includetext: true, paddingwidth: 10, paddingheight: 10, backgroundcolor: 'ffffff' }, drawingSVG());
    const { raster } = await decodeImage(new TextEncoder().encode(svg));
    const [code] = await scanRaster(raster);
    expect([code?.format, code?.kind, code?.kind === 'product' ? code.fields : undefined]).toEqual([format, 'product', fields]);
  });

  it.each([
    ['EAN13', '4006381333931', '', { gtin: '4006381333931' }],
    ['UPCE', '0012345000065', 'not json', { gtin: '0012345000065', upcA: '012345000065' }],
    ['Code128', '4006381333931', '', undefined],
    ['EAN13', '400638133393', '', undefined],
  ])('parseProduct(%s, %s)', (format, text, extra, fields) => {
    const content = parseProduct(format, text, extra);
    expect(content && content.kind === 'product' ? content.fields : undefined).toEqual(fields);
  });
});

describe('bad input and no code', () => {
  it.each([
    ['an image without a code', async () => png(noisyBackground(200, 150)), { key: 'noCode' }],
    ['an empty file', async () => ({ name: 'empty.png', type: 'image/png', bytes: new Uint8Array(0) }), { key: 'image.empty' }],
    ['a PDF', async () => ({ name: 'doc.pdf', type: 'application/pdf', bytes: new TextEncoder().encode('%PDF-1.7\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n') }), { key: 'image.notImage' }],
    ['a truncated PNG', async () => ({ name: 'cut.png', type: 'image/png', bytes: (await png(qrRaster('cut'))).bytes.slice(0, 60) }), { key: 'image.damaged' }],
  ])('%s', async (_name, make, expected) => {
    const error = await inputError(readCodes(await make()));
    expect(error.key).toBe(expected.key);
  });

  it('a QR code when only 1D barcodes are looked for: none found', async () => {
    const file = await png(qrRaster('only linear'));
    expect((await inputError(readCodes(file, { formats: 'linear' }))).key).toBe('noCode');
    expect((await readCodes(file, { formats: 'qr' })).map((code) => code.text)).toEqual(['only linear']);
  });

  it('a camera frame without a code is an empty list, not an error', async () => {
    expect(await scanRaster(noisyBackground(320, 240))).toEqual([]);
  });
});

describe('parseContent', () => {
  it.each([
    ['WIFI:T:WEP;S:home;P:12345;;', { kind: 'wifi', fields: { ssid: 'home', security: 'WEP', password: '12345', hidden: false } }],
    ['WIFI:S:open;;', { kind: 'wifi', fields: { ssid: 'open', security: 'none', password: '', hidden: false } }],
    ['wifi:T:nopass;S:Guest;H:false;;', { kind: 'wifi', fields: { ssid: 'Guest', security: 'none', password: '', hidden: false } }],
    [
      'WIFI:T:WPA2-EAP;S:corp;E:PEAP;PH2:MSCHAPV2;I:bob;A:anon;P:pw;;',
      { kind: 'wifi', fields: { ssid: 'corp', security: 'WPA2-EAP', password: 'pw', hidden: false, eapMethod: 'PEAP', phase2: 'MSCHAPV2', identity: 'bob', anonymousIdentity: 'anon' } },
    ],
    ['otpauth://totp/alice?secret=jbsw%20y3dp', { kind: 'otpauth', fields: { type: 'totp', issuer: '', account: 'alice', secret: 'JBSWY3DP', algorithm: 'SHA1', digits: 6, period: 30 } }],
    ['otpauth://hotp/Bank:bob?secret=ABCDEFGH&counter=7', { kind: 'otpauth', fields: { type: 'hotp', issuer: 'Bank', account: 'bob', secret: 'ABCDEFGH', algorithm: 'SHA1', digits: 6, counter: 7 } }],
    ['https://example.com:8443/path?q=1#top', { kind: 'url', fields: { url: 'https://example.com:8443/path?q=1#top', host: 'example.com:8443' } }],
    ['ftp://files.example.org/pub', { kind: 'url', fields: { url: 'ftp://files.example.org/pub', host: 'files.example.org' } }],
    ['MECARD:N:Doe,John;TEL:+15551234;EMAIL:john@example.com;URL:https\\://john.example;;', { kind: 'contact', fields: { name: 'John Doe', phones: ['+15551234'], emails: ['john@example.com'], urls: ['https://john.example'] } }],
    ['Just some words', { kind: 'text' }],
    ['see https://example.com for more', { kind: 'text' }],
    ['otpauth://totp/no-secret', { kind: 'text' }],
    ['WIFI:T:WPA;P:no ssid;;', { kind: 'text' }],
    ['4006381333931', { kind: 'text' }],
  ])('%s', (text, expected) => {
    expect(parseContent(text)).toEqual(expected);
  });

  it('a vCard 2.1 with folded lines, groups, types and escapes', () => {
    const card = [
      'BEGIN:VCARD',
      'VERSION:2.1',
      'N:Müller;Anna;Maria;;',
      'item1.TEL;CELL:+49 170 1234567',
      'TEL;WORK;VOICE:+49 30 123',
      'EMAIL;INTERNET:anna@example.de',
      'ADR;WORK:;;Hauptstraße 1;Berlin;;10115;Germany',
      'NOTE:Met at the conference\\, hall B\\nSecond line that is',
      '  folded here',
      'URL:https://anna.example.de',
      'BDAY:1990-04-01',
      'TITLE:Engineer',
      'END:VCARD',
    ].join('\r\n');
    expect(parseVcard(card)).toEqual({
      name: 'Anna Maria Müller',
      title: 'Engineer',
      phones: ['+49 170 1234567', '+49 30 123'],
      emails: ['anna@example.de'],
      urls: ['https://anna.example.de'],
      addresses: ['Hauptstraße 1, Berlin, 10115, Germany'],
      birthday: '1990-04-01',
      note: 'Met at the conference, hall B\nSecond line that is folded here',
    });
  });

  it('refuses what is not its format', () => {
    expect(parseWifi('WIFI')).toBeUndefined();
    expect(parseOtpauth('otpauth://push/x?secret=AAAA')).toBeUndefined();
    expect(parseVcard('BEGIN:VCARD\nEND:VCARD')).toBeUndefined();
    expect(parseMecard('MECARD:;;')).toBeUndefined();
    expect(parseUrl('https://')).toBeUndefined();
    expect(parseUrl('otpauth://totp/x?secret=AAAA')).toBeUndefined();
  });

  it('reads long adversarial input (linear time: a quadratic parser would hit the test timeout)', () => {
    expect(parseContent(`WIFI:${'S:\\;'.repeat(50_000)}`).kind).toBe('wifi');
    expect(parseContent(`BEGIN:VCARD\n${'N:;;;;\n'.repeat(20_000)}`).kind).toBe('text');
    expect(parseContent(`MECARD:${'N:a,'.repeat(30_000)}`).kind).toBe('contact');
  });
});

import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { checkBase64, composeFileName, decodeBase64File, detectExtension, detectMime, fileToDataUrl, withoutDataUrlPrefix } from './base64-file-converter.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (isToolInputError(error)) return error.messageKey;
    throw error;
  }
  return undefined;
}

/** Base64 of real magic numbers, computed with Node's Buffer (independent of the tool's encoder). */
const b64 = (bytes: number[] | string) => Buffer.from(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Uint8Array.from(bytes)).toString('base64');

describe('detectExtension', () => {
  it.each<[string, string]>([
    ['image/png', 'png'],
    ['image/jpeg', 'jpg'],
    ['image/gif', 'gif'],
    ['image/webp', 'webp'],
    ['image/svg+xml', 'svg'],
    ['image/x-icon', 'ico'],
    ['application/pdf', 'pdf'],
    ['application/json', 'json'],
    ['application/zip', 'zip'],
    ['text/plain', 'txt'],
    ['text/html', 'html'],
    ['text/css', 'css'],
    ['text/csv', 'csv'],
    ['audio/mpeg', 'mp3'],
    ['video/mp4', 'mp4'],
  ])('data:%s → %s', (mime, extension) => {
    expect(detectExtension(`data:${mime};base64,AAAA`)).toBe(extension);
  });

  it.each<[string, string]>([
    [b64('%PDF-1.7\n'), 'pdf'],
    [b64('GIF87a\x01\x00'), 'gif'],
    [b64('GIF89a\x01\x00'), 'gif'],
    [b64([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    [b64([0xff, 0xd8, 0xff, 0xe0, 0, 16]), 'jpg'],
    [b64('PK\x03\x04\x14\x00'), 'zip'],
  ])('signature %s → %s', (base64, extension) => {
    expect(detectExtension(base64)).toBe(extension);
  });

  it('an unknown data-URL type falls back to the signature', () => {
    expect(detectExtension(`data:application/x-thing;base64,${b64('%PDF-1.4')}`)).toBe('pdf');
  });

  it.each(['', 'SGVsbG8=', 'data:application/x-thing;base64,SGVsbG8='])('nothing recognised in %j', (text) => {
    expect(detectExtension(text)).toBeUndefined();
  });
});

describe('detectMime', () => {
  it.each<[string, string, string | undefined]>([
    ['data:image/png;base64,AAAA', '', 'image/png'],
    ['data:application/x-thing;charset=utf-8;base64,AAAA', '', 'application/x-thing'],
    [b64('%PDF-1.7'), '', 'application/pdf'],
    ['SGVsbG8=', 'txt', 'text/plain'],
    ['SGVsbG8=', '.JSON', 'application/json'],
    ['SGVsbG8=', '', undefined],
  ])('%s (extension %j) → %s', (text, extension, mime) => {
    expect(detectMime(text, extension)).toBe(mime);
  });
});

describe('composeFileName', () => {
  it.each<[string, string, string]>([
    ['file', 'png', 'file.png'],
    ['file', '', 'file'],
    ['report.pdf', 'pdf', 'report.pdf'],
    ['report.PDF', 'pdf', 'report.PDF'],
    ['archive', '.zip', 'archive.zip'],
    ['photo.png', 'jpg', 'photo.png.jpg'],
    ['', 'txt', 'file.txt'],
  ])('%j + %j → %j', (name, extension, fileName) => {
    expect(composeFileName(name, extension)).toBe(fileName);
  });
});

describe('validation (standard alphabet rules of the string tool)', () => {
  it.each<[string, number]>([
    ['Zm9vYmFy', 6],
    ['Zg==', 1],
    ['data:text/plain;base64,Zm9v', 3],
    ['Zm9v\nYmFy', 6],
    ['', 0],
  ])('%j is valid (%d bytes)', (text, size) => {
    expect(checkBase64(text)).toBe(size);
  });

  it.each(['a', 'é', 'bG9yZW0gaXBzdW0', 'Zm9v-_', 'Zg=a', 'Zm9vYmFy='])('%j is refused', (text) => {
    expect(errorKey(() => checkBase64(text))).toBe('invalidBase64');
    expect(errorKey(() => decodeBase64File(text))).toBe('invalidBase64');
  });
});

describe('decodeBase64File', () => {
  it('decodes bytes and takes the type from the data URL, the extension or octet-stream', () => {
    expect(decodeBase64File('data:text/plain;base64,SGk=')).toEqual({ bytes: Uint8Array.from([72, 105]), mime: 'text/plain' });
    expect(decodeBase64File('SGk=', 'json').mime).toBe('application/json');
    expect(decodeBase64File('SGk=').mime).toBe('application/octet-stream');
  });
});

describe('fileToDataUrl', () => {
  it('a small File becomes a data URL with its type', async () => {
    const file = new File(['Hello, world!'], 'hello.txt', { type: 'text/plain' });
    expect(await fileToDataUrl(file)).toBe(`data:text/plain;base64,${Buffer.from('Hello, world!').toString('base64')}`);
  });

  it('an unknown type is application/octet-stream; raw Base64 on request', async () => {
    const file = new File([Uint8Array.from([0, 1, 2, 250])], 'blob.bin');
    expect(await fileToDataUrl(file)).toBe('data:application/octet-stream;base64,AAEC+g==');
    expect(await fileToDataUrl(file, { dataUrl: false })).toBe('AAEC+g==');
    expect(withoutDataUrlPrefix('data:application/octet-stream;base64,AAEC+g==')).toBe('AAEC+g==');
  });
});

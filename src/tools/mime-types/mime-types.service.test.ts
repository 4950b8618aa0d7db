import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import {
  detectFileType,
  extensionsOfMimeType,
  KNOWN_EXTENSIONS,
  MIME_TABLE,
  mimeTypeOfExtension,
  normalizeExtension,
  sniffMimeType,
  suggestExtensions,
  suggestMimeTypes,
} from './mime-types.service';

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey : 'other';
  }
  return undefined;
}

const bytes = (...parts: (string | number[])[]) => new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (char) => char.charCodeAt(0)) : part)));

describe('extensionsOfMimeType', () => {
  it.each([
    ['text/html', ['html', 'htm', 'shtml']],
    ['  TEXT/HTML ', ['html', 'htm', 'shtml']],
    ['application/pdf', ['pdf']],
    ['application/json', ['json', 'map']],
    ['image/jpeg', ['jpg', 'jpeg', 'jpe']],
  ])('%j → %j (database order)', (type, extensions) => {
    expect(extensionsOfMimeType(type)).toEqual(extensions);
  });

  it.each(['', '  ', 'text/ht', 'applic', 'json'])('a partial or empty entry %j gives nothing and no error', (text) => {
    expect(extensionsOfMimeType(text)).toBeUndefined();
  });

  it.each(['text/zzz', 'nothing/like-this', '💥'])('%j → unknownType', (text) => {
    expect(errorKey(() => extensionsOfMimeType(text))).toBe('unknownType');
  });
});

describe('mimeTypeOfExtension', () => {
  it.each([
    ['pdf', 'application/pdf'],
    ['.PDF', 'application/pdf'],
    ['report.final.PDF', 'application/pdf'],
    [' mp4 ', 'video/mp4'],
    ['mp3', 'audio/mpeg'],
    ['js', 'text/javascript'],
    ['json', 'application/json'],
    ['photo.JPEG', 'image/jpeg'],
  ])('%j → %s', (text, type) => {
    expect(mimeTypeOfExtension(text)).toBe(type);
  });

  it.each(['', ' ', 'pd', '.ht', 'x'])('a partial or empty entry %j gives nothing and no error', (text) => {
    expect(mimeTypeOfExtension(text)).toBeUndefined();
  });

  it.each(['qqqq', 'file.zzzzz', '.', 'report.'])('%j → unknownExtension', (text) => {
    expect(errorKey(() => mimeTypeOfExtension(text))).toBe('unknownExtension');
  });

  it('normalises dots, case and file names', () => {
    expect(normalizeExtension(' Archive.TAR.GZ ')).toBe('gz');
  });
});

describe('suggestions and table', () => {
  it('suggests at most 50 types containing the text', () => {
    expect(suggestMimeTypes('application').length).toBe(50);
    expect(suggestMimeTypes('PDF')).toContain('application/pdf');
    expect(suggestMimeTypes('zzzz')).toEqual([]);
  });

  it('suggests extensions starting with the text, dot or file name accepted', () => {
    expect(suggestExtensions('.jp')).toEqual(expect.arrayContaining(['jpg', 'jpeg']));
    expect(suggestExtensions('x.pd')).toContain('pdf');
    expect(KNOWN_EXTENSIONS).toContain('html');
  });

  it('lists every type that has extensions, sorted, application/json included', () => {
    expect(MIME_TABLE.find((entry) => entry.type === 'application/json')?.extensions).toEqual(['json', 'map']);
    const types = MIME_TABLE.map((entry) => entry.type);
    expect([...types].sort()).toEqual(types);
    expect(new Set(types).size).toBe(types.length);
    expect(MIME_TABLE.length).toBeGreaterThan(900);
    expect(MIME_TABLE.every((entry) => entry.extensions.length > 0 && entry.extensions.every((extension) => !extension.startsWith('*')))).toBe(true);
  });
});

describe('sniffMimeType (format specifications)', () => {
  it.each<[string, Uint8Array, string | undefined]>([
    ['PNG', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a, 0, 0]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF89a', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '), 'image/webp'],
    ['WAV', bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '), 'audio/wav'],
    ['PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['ZIP', bytes('PK', [3, 4, 20, 0]), 'application/zip'],
    ['gzip', bytes([0x1f, 0x8b, 8, 0]), 'application/gzip'],
    ['MP4', bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
    ['HEIC', bytes([0, 0, 0, 0x18], 'ftypheic', [0, 0, 0, 0]), 'image/heic'],
    ['MP3 with ID3', bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
    ['WebAssembly', bytes([0, 0x61, 0x73, 0x6d, 1, 0, 0, 0]), 'application/wasm'],
    ['SVG', bytes('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['HTML', bytes('  <!DOCTYPE html><html>'), 'text/html'],
    ['tar', bytes(new Array(257).fill(0), 'ustar\u000000'), 'application/x-tar'],
    ['plain text', bytes('hello world'), undefined],
    ['empty', new Uint8Array(), undefined],
  ])('%s', (_name, head, type) => {
    expect(sniffMimeType(head)).toBe(type);
  });
});

describe('detectFileType', () => {
  it.each<[string, Uint8Array, string | undefined, string | undefined, boolean]>([
    ['photo.png', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]), 'image/png', 'image/png', false],
    ['photo.jpg', bytes([0x89], 'PNG\r\n', [0x1a, 0x0a]), 'image/jpeg', 'image/png', true],
    ['report.docx', bytes('PK', [3, 4]), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/zip', false],
    ['clip.mov', bytes([0, 0, 0, 0x14], 'ftypqt  '), 'video/quicktime', 'video/quicktime', false],
    ['notes.txt', bytes('just text'), 'text/plain', undefined, false],
    ['noextension', bytes('%PDF-1.4'), undefined, 'application/pdf', false],
    ['setup.exe', bytes('MZ', [0x90, 0]), 'application/octet-stream', 'application/x-msdownload', false],
  ])('%s', (name, head, fromExtension, fromContent, mismatch) => {
    expect(detectFileType(name, head)).toEqual({ fromExtension, fromContent, mismatch });
  });
});

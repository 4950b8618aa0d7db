import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FileEntry } from '@zip.js/zip.js';
import { describe, expect, it } from 'vitest';
import { runCli, scratchFolder } from '../../cli/cli-test-kit';
import { readIcoEntries } from '../../engine/image/ico';

const LOGO = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="5" fill="#0a7"/></svg>';

describe('it-tools favicon-generator', () => {
  it('makes the ZIP from an SVG, then reads its favicon.ico back into PNGs', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'logo.svg'), LOGO);
    const made = await runCli(['favicon-generator', '-i', join(dir, 'logo.svg'), '-o', join(dir, 'icons.zip'), '--name', 'My app', '--theme-color', '#00aa77']);
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const { ZipReader, Uint8ArrayReader, Uint8ArrayWriter } = await import('@zip.js/zip.js/index-native.js');
    const entries = await new ZipReader(new Uint8ArrayReader(readFileSync(join(dir, 'icons.zip'))), { useWebWorkers: false }).getEntries();
    expect(entries.map((entry) => entry.filename)).toEqual([
      'favicon.ico',
      'favicon.svg',
      'favicon-16x16.png',
      'favicon-32x32.png',
      'favicon-48x48.png',
      'apple-touch-icon.png',
      'android-chrome-192x192.png',
      'android-chrome-512x512.png',
      'site.webmanifest',
      'favicon.html',
    ]);
    const data = async (name: string) => (entries.find((entry) => entry.filename === name) as FileEntry).getData(new Uint8ArrayWriter());
    expect(JSON.parse(new TextDecoder().decode(await data('site.webmanifest')))).toMatchObject({ name: 'My app', theme_color: '#00aa77' });
    const ico = await data('favicon.ico');
    expect(readIcoEntries(ico).map((entry) => entry.width)).toEqual([16, 32, 48]);

    writeFileSync(join(dir, 'favicon.ico'), ico);
    const read = await runCli(['favicon-generator-read-ico', '-i', join(dir, 'favicon.ico'), '-o', `${join(dir, 'out')}/`]);
    expect(read.stderr).toBe('');
    expect(read.code).toBe(0);
    expect(readdirSync(join(dir, 'out')).sort()).toEqual(['favicon-16x16.png', 'favicon-32x32.png', 'favicon-48x48.png']);
    expect(Buffer.from(readFileSync(join(dir, 'out', 'favicon-32x32.png'))).equals(Buffer.from(await data('favicon-32x32.png')))).toBe(true);
  });

  it('says what is wrong with a file that is not an image', async () => {
    const dir = scratchFolder();
    writeFileSync(join(dir, 'notes.pdf'), '%PDF-1.7\n1 0 obj\n<<>>\nendobj\n');
    const { code, stderr } = await runCli(['favicon-generator', '-i', join(dir, 'notes.pdf'), '-o', join(dir, 'icons.zip')]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/^it-tools: This file is a PDF document, not an image read here\./);
  });
});

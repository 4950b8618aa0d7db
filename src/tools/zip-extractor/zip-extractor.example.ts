import { base64ToBytes } from '../../lib/base64/base64';

/**
 * Small archives for the operations' examples and the tests, written out in code (their bytes
 * never change). The ZIP is zip-creator's example: "hello.txt" and "dir/b.txt", stored, dated
 * 1980-01-01 with no extra fields (Info-ZIP's "unzip -t" checks it as sound).
 */
export function exampleZip(): Uint8Array {
  return base64ToBytes(
    'UEsDBAoAAAAAAAAAIQAYp1V7DgAAAA4AAAAJAAAAaGVsbG8udHh0SGVsbG8sIHdvcmxkIQpQSwMECgAAAAAAAAAhAK68ujweAAAAHgAAAAkAAABkaXIvYi50eHRiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJiYmJQSwECAAMKAAAAAAAAACEAGKdVew4AAAAOAAAACQAAAAAAAAAAAAAApIEAAAAAaGVsbG8udHh0UEsBAgADCgAAAAAAAAAhAK68ujweAAAAHgAAAAkAAAAAAAAAAAAAAKSBNQAAAGRpci9iLnR4dFBLBQYAAAAAAgACAG4AAAB6AAAAAAA=',
  );
}

export interface TarItem {
  name: string;
  /** '0' file (default), '5' folder, '2' symlink, '1' hard link, 'L' GNU long name, 'x' pax header. */
  type?: string;
  data?: Uint8Array | string;
  linkName?: string;
  /** Seconds since 1970. */
  mtime?: number;
  /** Put the name's folder part in the ustar prefix field. */
  prefix?: string;
}

const encoder = new TextEncoder();

/** One 512-byte ustar header (octal fields, checksum computed). */
function tarHeader(item: TarItem, size: number): Uint8Array {
  const block = new Uint8Array(512);
  const put = (text: string, at: number, length: number) => block.set(encoder.encode(text).subarray(0, length), at);
  const octal = (value: number, at: number, length: number) => put(`${value.toString(8).padStart(length - 1, '0')}\0`, at, length);
  put(item.name, 0, 100);
  octal(0o644, 100, 8);
  octal(0, 108, 8);
  octal(0, 116, 8);
  octal(size, 124, 12);
  octal(item.mtime ?? 1_700_000_000, 136, 12);
  put('        ', 148, 8);
  put(item.type ?? '0', 156, 1);
  if (item.linkName) put(item.linkName, 157, 100);
  put('ustar\0', 257, 6);
  put('00', 263, 2);
  if (item.prefix) put(item.prefix, 345, 155);
  const sum = block.reduce((total, byte) => total + byte, 0);
  put(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8);
  return block;
}

/** A tar archive of `items`, each a header then its data padded to 512 bytes, closed by two zero blocks. */
export function makeTar(items: readonly TarItem[]): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const item of items) {
    const data = typeof item.data === 'string' ? encoder.encode(item.data) : (item.data ?? new Uint8Array(0));
    parts.push(tarHeader(item, data.byteLength), data, new Uint8Array((512 - (data.byteLength % 512)) % 512));
  }
  parts.push(new Uint8Array(1024));
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.byteLength, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.byteLength;
  }
  return bytes;
}

/** A pax extended header's records ("length key=value\n", the length counting itself). */
export function paxData(records: Record<string, string>): string {
  return Object.entries(records)
    .map(([key, value]) => {
      const body = ` ${key}=${value}\n`;
      let length = encoder.encode(body).byteLength + 1;
      while (String(length).length + encoder.encode(body).byteLength !== length) length += 1;
      return `${length}${body}`;
    })
    .join('');
}

/** The examples' tar: a folder, a file in it and a symlink (dated 2023-11-14T22:13:20Z). */
export function exampleTar(): Uint8Array {
  return makeTar([
    { name: 'docs/', type: '5' },
    { name: 'docs/readme.txt', data: 'Read me.\n' },
    { name: 'docs/latest', type: '2', linkName: 'readme.txt' },
  ]);
}

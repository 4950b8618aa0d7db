/**
 * The SSH wire encoding (RFC 4251 §5): `uint32` big-endian, `string` (a uint32 length, then the
 * bytes), `mpint` (a string holding a two's-complement big-endian integer, no needless leading
 * byte). Keys, OpenSSH's private key container and PuTTY's blobs are all built of them.
 */
import { concatBytes } from '../../lib/crypto-encoding/bytes';

/** Thrown when a blob ends early or holds an impossible length: the caller turns it into its own message. */
export class WireError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WireError';
  }
}

export class SshReader {
  offset = 0;
  constructor(readonly bytes: Uint8Array) {}

  get remaining(): number {
    return this.bytes.length - this.offset;
  }

  uint32(): number {
    if (this.remaining < 4) throw new WireError('the data ends early');
    const value = new DataView(this.bytes.buffer, this.bytes.byteOffset + this.offset, 4).getUint32(0);
    this.offset += 4;
    return value;
  }

  bytesOf(length: number): Uint8Array {
    if (length > this.remaining) throw new WireError('a field is longer than the data');
    const out = this.bytes.subarray(this.offset, this.offset + length);
    this.offset += length;
    return out;
  }

  string(): Uint8Array {
    return this.bytesOf(this.uint32());
  }

  text(): string {
    return new TextDecoder().decode(this.string());
  }

  /** An mpint as its unsigned magnitude (keys hold no negative numbers): leading zero bytes dropped. */
  mpint(): Uint8Array {
    const value = this.string();
    if (value.length > 0 && (value[0]! & 0x80) !== 0) throw new WireError('a key number is negative');
    return stripZeros(value);
  }
}

export function stripZeros(bytes: Uint8Array): Uint8Array {
  let start = 0;
  while (start < bytes.length && bytes[start] === 0) start += 1;
  return bytes.subarray(start);
}

export function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

export function sshString(value: Uint8Array | string): Uint8Array {
  const bytes = typeof value === 'string' ? new TextEncoder().encode(value) : value;
  return concatBytes(uint32(bytes.length), bytes);
}

/** An mpint of an unsigned big-endian magnitude: zeros dropped, one 0x00 added when the top bit is set. */
export function sshMpint(magnitude: Uint8Array): Uint8Array {
  const trimmed = stripZeros(magnitude);
  return sshString(trimmed.length > 0 && (trimmed[0]! & 0x80) !== 0 ? concatBytes(new Uint8Array([0]), trimmed) : trimmed);
}

/** Base64 (RFC 4648) in lines of `width` characters, each ended by a line break. */
export function wrapLines(base64: string, width: number): string {
  let out = '';
  for (let index = 0; index < base64.length; index += width) out += `${base64.slice(index, index + width)}\n`;
  return out;
}

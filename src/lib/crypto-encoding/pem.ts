import { bytesToBase64 } from '../base64/base64';
import { base64ToBytes } from './bytes';

/** A PEM block (RFC 7468): `-----BEGIN <label>-----`, Base64 in 64-character lines, final newline. */
export function toPem(label: string, der: Uint8Array): string {
  const base64 = bytesToBase64(der);
  const lines: string[] = [];
  for (let index = 0; index < base64.length; index += 64) lines.push(base64.slice(index, index + 64));
  return `-----BEGIN ${label}-----\n${lines.join('\n')}${lines.length > 0 ? '\n' : ''}-----END ${label}-----\n`;
}

export interface PemBlock {
  label: string;
  /** Headers of the legacy OpenSSL form (`Proc-Type`, `DEK-Info`), lower-cased names. */
  headers: Record<string, string>;
  der: Uint8Array<ArrayBuffer>;
}

const PEM_BLOCK = /-----BEGIN ([A-Z0-9 ]+)-----([\s\S]*?)-----END \1-----/g;

/** Every PEM block in a text, in order; blocks whose Base64 is malformed are skipped. */
export function parsePemBlocks(text: string): PemBlock[] {
  const blocks: PemBlock[] = [];
  for (const match of text.matchAll(PEM_BLOCK)) {
    const label = match[1] ?? '';
    const headers: Record<string, string> = {};
    const bodyLines: string[] = [];
    for (const line of (match[2] ?? '').split(/\r?\n/)) {
      const header = /^([A-Za-z-]+):\s*(.*)$/.exec(line.trim());
      if (header) headers[(header[1] ?? '').toLowerCase()] = header[2] ?? '';
      else bodyLines.push(line);
    }
    try {
      blocks.push({ label, headers, der: base64ToBytes(bodyLines.join('')) });
    } catch {
      // not Base64: not a usable block
    }
  }
  return blocks;
}

/** Light helpers the screen and the service share (no library). */

export type X509Kind = 'certificate' | 'csr' | 'crl' | 'publicKey';

/** File extensions for a DER download. */
export const DER_EXTENSIONS: Readonly<Record<X509Kind, string>> = { certificate: 'cer', csr: 'csr', crl: 'crl', publicKey: 'der' };

/** The common name of a distinguished name written `C=FR, O=Acme, CN=…` (the whole name when it has none). */
export function commonName(name: string): string {
  return /(?:^|, )CN=((?:\\.|[^,\\])+)/.exec(name)?.[1]?.replace(/\\(.)/g, '$1') ?? name;
}

/** A name for an item's DER download: its subject's (or a CRL issuer's) common name, else its kind. */
export function derFileName(kind: X509Kind, name: string): string {
  const base = (name === '' ? (kind === 'publicKey' ? 'public-key' : kind) : commonName(name)).replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '') || kind;
  return `${base}.${DER_EXTENSIONS[kind]}`;
}

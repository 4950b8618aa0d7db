import type { CertificateInfo } from './pdf-signature-checker.service';

/**
 * What the screen writes from a report, without the CMS and X.509 libraries (the service, which
 * reads the signatures, loads in the worker).
 */

/** Size in 1024-based units, at most 2 decimals, trailing zeros dropped ("0 Bytes", "12.5 KB", "1.23 MB"). */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}

/** Every certificate of a signature as one PEM bundle, signer first. */
export function chainPem(certificates: readonly CertificateInfo[]): string {
  return certificates.map((certificate) => certificate.pem).join('');
}

import { z } from '../../engine/zod';
import { base64ToBytes } from '../../lib/crypto-encoding';
import { defineOperation } from '../../engine/operation';
import { SIGNED_RSA_PDF_BASE64 } from './pdf-signature-checker.example';
import type { SignatureReport } from './pdf-signature-checker.service';

/** The CMS and X.509 libraries load with the first run (in the worker), not with the screen, which only needs the schemas. */
const service = () => import('./pdf-signature-checker.service');

/** The reports of a PDF's signatures; in the browser the input may also be a dropped file (a Blob), read in the worker. */
async function readReports(input: Uint8Array | Blob): Promise<SignatureReport[]> {
  return (await service()).checkPdfSignatures(input instanceof Blob ? new Uint8Array(await input.arrayBuffer()) : input);
}

/** The signatures of a PDF, summarised: validity, coverage, expiry, signer and reason. */
export const pdfSignatureChecker = defineOperation({
  id: 'pdf-signature-checker',
  toolId: 'pdf-signature-checker',
  input: 'bytes',
  output: 'data',
  options: z.object({}),
  run: async (input) =>
    (await readReports(input)).map((signature) =>
      signature.readable
        ? {
            signatureValid: signature.signatureValid,
            coversWholeDocument: signature.coversWholeDocument,
            signerExpired: signature.signerExpired,
            signer: signature.details.signerName,
            reason: signature.details.reason,
            certificates: signature.certificates.map((certificate) => certificate.issuedTo.commonName),
          }
        : { readable: false },
    ),
  examples: [
    {
      description: 'A PDF signed with OpenSSL (cms -sign) by a throwaway RSA certificate: fixtures/signed-rsa.pdf',
      input: base64ToBytes(SIGNED_RSA_PDF_BASE64),
      output: [
        {
          signatureValid: true,
          coversWholeDocument: true,
          signerExpired: false,
          signer: 'Alice Example',
          reason: 'I approve this document',
          certificates: ['Alice Example', 'Test Root rsa'],
        },
      ],
    },
  ],
});

/** fixtures/unreadable-signature.pdf, as make-fixtures.mjs makes it: the signed PDF with its signature's first bytes overwritten. */
function unreadableSignaturePdf(): Uint8Array {
  const bytes = base64ToBytes(SIGNED_RSA_PDF_BASE64);
  const start = new TextDecoder('latin1').decode(bytes).indexOf('/Contents <') + '/Contents <'.length;
  bytes.set(new TextEncoder().encode('3082ffff'), start);
  return bytes;
}

/**
 * Everything the screen shows of each signature: validity, coverage, expiry, all the details, each
 * certificate (names, dates, PEM), the timestamp; `{ readable: false }` for a signature that
 * cannot be decoded.
 */
export const pdfSignatureCheckerReport = defineOperation({
  id: 'pdf-signature-checker-report',
  toolId: 'pdf-signature-checker',
  input: 'bytes',
  output: 'data',
  options: z.object({}),
  run: (input) => readReports(input),
  examples: [{ description: 'A signature whose CMS structure is broken: fixtures/unreadable-signature.pdf', input: unreadableSignaturePdf(), output: [{ readable: false }] }],
});

export default [pdfSignatureChecker, pdfSignatureCheckerReport];

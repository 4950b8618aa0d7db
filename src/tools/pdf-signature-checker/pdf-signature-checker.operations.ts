import { z } from 'zod';
import { base64ToBytes } from '../../lib/crypto-encoding';
import { defineOperation } from '../../lib/operations/operation';
import { SIGNED_RSA_PDF_BASE64 } from './pdf-signature-checker.example';
import { checkPdfSignatures } from './pdf-signature-checker.service';

/** The signatures of a PDF, summarised: validity, coverage, expiry, signer and reason. */
export default [
  defineOperation({
    id: 'pdf-signature-checker',
    toolId: 'pdf-signature-checker',
    input: 'bytes',
    output: 'data',
    options: z.object({}),
    run: async (input) =>
      (await checkPdfSignatures(input)).map((signature) =>
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
  }),
];

import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { decodeCsr } from './csr-generator.service';

/**
 * Generating a request needs a key (new keys are random; ECDSA signatures too), so the declared
 * operation is the deterministic one: decoding a CSR. The example request was made by the OpenSSL 3
 * CLI (`openssl req -new -key ec.pem -subj /C=FR/O=Acme/CN=example.com -addext subjectAltName=…`).
 */
const OPENSSL_CSR = "-----BEGIN CERTIFICATE REQUEST-----\nMIIBLjCB1AIBADAyMQswCQYDVQQGEwJGUjENMAsGA1UECgwEQWNtZTEUMBIGA1UE\nAwwLZXhhbXBsZS5jb20wWTATBgcqhkjOPQIBBggqhkjOPQMBBwNCAAQjCy10YdvV\nWOI/sWuyln8qpsq+mMmdAi4czmTPRQMu7Ksxl29iPZHTpH6pTW2sKOLo1c6ThaQb\nsLpn+pSqHV0AoEAwPgYJKoZIhvcNAQkOMTEwLzAtBgNVHREEJjAkggtleGFtcGxl\nLmNvbYIPd3d3LmV4YW1wbGUuY29thwTAAAIBMAoGCCqGSM49BAMCA0kAMEYCIQDN\nQBWYvyvfYu88SDtuOCW/O2+DljV6LYusLQzdyeQtKwIhAMTC78bLUUgmjGYfXcuJ\nIzEt3fe7vTiDsJ4Oov9Ki+Ft\n-----END CERTIFICATE REQUEST-----\n";

export const csrDecode = defineOperation({
  id: 'csr-decode',
  toolId: 'csr-generator',
  input: 'text',
  output: 'data',
  options: z.object({}),
  run: (input) => decodeCsr(input),
  examples: [
    {
      input: OPENSSL_CSR,
      output: {
        subject: 'C=FR, O=Acme, CN=example.com',
        sans: 'DNS:example.com, DNS:www.example.com, IP Address:192.0.2.1',
        keyType: 'ECDSA P-256',
        signatureValid: true,
      },
    },
  ],
});

export default [csrDecode];

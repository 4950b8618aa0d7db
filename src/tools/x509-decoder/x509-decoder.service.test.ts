import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import { derFileName } from './x509-decoder.format';
import { base64ToBytes } from '../../lib/crypto-encoding';
import { countdown, countdownText, decodeX509, parseNow, readItems, toDer, toPemText, type CertificateReport, type CrlReport, type CsrReport, type PublicKeyReport } from './x509-decoder.service';
import { BUNDLE, CRL, CSR, ED25519, INTERMEDIATE, LEAF, PUBLIC_KEY, ROOT } from './x509-decoder.fixtures';

const NOW = new Date('2026-12-10T00:00:00Z');

function errorKey(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey.replace(/^errors\./, '') : `other: ${String(error)}`;
  }
  return undefined;
}

async function asyncErrorKey(run: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await run();
  } catch (error) {
    return isToolInputError(error) ? error.messageKey.replace(/^errors\./, '') : `other: ${String(error)}`;
  }
  return undefined;
}

const body = (pem: string) => pem.replace(/-----[^-]+-----/g, '').replace(/\s+/g, '');

describe('certificates, as OpenSSL prints them', () => {
  it('the leaf: names, serial, validity, key, extensions, fingerprints', async () => {
    const [leaf] = (await decodeX509(LEAF, NOW)).items as [CertificateReport];
    expect(leaf).toEqual({
      kind: 'certificate',
      version: 3,
      subject: 'C=FR, ST=Île-de-France, L=Paris, O=Acme\\, Inc., OU=Web, CN=example.com, emailAddress=admin@example.com',
      issuer: 'C=FR, O=Acme, CN=Acme Intermediate CA',
      selfSigned: false,
      serialNumber: '0A1B2C3D4E5F60718293A4B5C6D7E8F901234567',
      validity: { notBefore: '2026-12-02T03:01:18Z', notAfter: '2027-03-02T03:01:18Z', status: 'valid', amount: 82, unit: 'day', countdown: 'expires in 82 days' },
      subjectAltNames: ['DNS:example.com', 'DNS:*.example.com', 'IP Address:192.0.2.1', 'IP Address:2001:DB8:0:0:0:0:0:1', 'email:admin@example.com', 'URI:https://example.com/'],
      publicKey: { algorithm: 'EC', size: 384, curve: 'P-384', summary: 'EC P-384', pinSha256: 'cvJmrIcl635bNRz/tNf5inyQxLXqC9ujLqiZjX3jw2U=' },
      signatureAlgorithm: 'sha256WithRSAEncryption',
      extensions: [
        { name: 'Basic Constraints', oid: '2.5.29.19', critical: false, value: 'CA:FALSE' },
        { name: 'Key Usage', oid: '2.5.29.15', critical: true, value: 'Digital Signature, Key Encipherment' },
        { name: 'Extended Key Usage', oid: '2.5.29.37', critical: false, value: 'TLS Web Server Authentication, TLS Web Client Authentication' },
        { name: 'Subject Key Identifier', oid: '2.5.29.14', critical: false, value: '26:6D:82:FF:D6:54:29:A4:DC:AC:F6:EF:69:55:31:6B:07:7D:52:A3' },
        { name: 'Authority Key Identifier', oid: '2.5.29.35', critical: false, value: '85:07:2D:95:8E:67:12:AA:65:C3:3F:41:9C:34:66:C3:71:25:F6:0C' },
        {
          name: 'Subject Alternative Name',
          oid: '2.5.29.17',
          critical: false,
          value: 'DNS:example.com, DNS:*.example.com, IP Address:192.0.2.1, IP Address:2001:DB8:0:0:0:0:0:1, email:admin@example.com, URI:https://example.com/',
        },
        { name: 'CRL Distribution Points', oid: '2.5.29.31', critical: false, value: 'Full Name: URI:http://crl.example.com/inter.crl' },
        { name: 'Authority Information Access', oid: '1.3.6.1.5.5.7.1.1', critical: false, value: 'OCSP - URI:http://ocsp.example.com\nCA Issuers - URI:http://ca.example.com/inter.crt' },
        { name: 'Certificate Policies', oid: '2.5.29.32', critical: false, value: 'Policy: 2.23.140.1.2.2 (organization validated)' },
        { name: '1.2.3.4.5', oid: '1.2.3.4.5', critical: false, value: 'custom value' },
      ],
      fingerprints: {
        sha1: '83:6F:11:49:18:AA:FC:4B:2C:B5:11:E6:53:FF:3F:75:3A:02:A2:08',
        sha256: '9E:13:BB:4F:C7:03:E9:55:9D:C5:95:EE:0F:5C:A9:3D:0A:00:B6:4C:44:A6:1B:07:41:26:14:30:F5:57:A7:70',
      },
    });
  });

  it.each([
    // [name, pem, subject, serial, signature algorithm, key, sha1, sha256, selfSigned]
    ['root', ROOT, 'C=FR, O=Acme, CN=Acme Root CA', '01', 'ecdsa-with-SHA256', 'EC P-256', '7A:51:8C:1F:9B:E4:43:0D:F1:53:FA:D0:C3:C2:8E:9D:61:61:21:A3', 'D3:40:EC:74:5E:C0:D1:67:B8:C7:1A:A3:70:36:0C:6D:77:B7:63:7D:76:86:A4:30:30:31:90:2F:1C:40:B4:D0', true],
    ['intermediate', INTERMEDIATE, 'C=FR, O=Acme, CN=Acme Intermediate CA', '1000', 'ecdsa-with-SHA384', 'RSA 2048', 'CD:17:6A:57:68:BC:B8:F1:A0:E5:0F:DA:48:AB:5B:CB:D7:8A:B2:97', '03:B7:4D:38:97:17:9F:B9:04:77:34:C0:7B:40:91:EC:9B:28:F4:50:85:F1:AD:38:DE:3E:B9:32:00:C1:FE:84', false],
    ['Ed25519', ED25519, 'CN=ed25519.example', '07', 'ED25519', 'Ed25519', 'E2:A3:96:32:2B:45:7C:8F:1C:3A:C5:0B:54:A9:BD:69:6D:F9:59:BF', 'C9:30:A8:FD:B2:A0:A1:FF:5D:C7:94:12:24:00:7F:69:09:A2:27:BC:B7:6A:DE:03:F9:E6:88:2B:CE:AC:A5:8B', true],
  ])('%s', async (_name, pem, subject, serial, algorithm, key, sha1, sha256, selfSigned) => {
    const [report] = (await decodeX509(pem, NOW)).items as [CertificateReport];
    expect([report.subject, report.serialNumber, report.signatureAlgorithm, report.publicKey.summary, report.fingerprints.sha1, report.fingerprints.sha256, report.selfSigned]).toEqual([subject, serial, algorithm, key, sha1, sha256, selfSigned]);
  });

  it("the intermediate's CA extensions", async () => {
    const [report] = (await decodeX509(INTERMEDIATE, NOW)).items as [CertificateReport];
    const values = Object.fromEntries(report.extensions.map((extension) => [extension.name, `${extension.critical ? 'critical ' : ''}${extension.value}`]));
    expect(values).toEqual({
      'Basic Constraints': 'critical CA:TRUE, pathlen:0',
      'Key Usage': 'critical Digital Signature, Certificate Sign, CRL Sign',
      'Subject Key Identifier': '85:07:2D:95:8E:67:12:AA:65:C3:3F:41:9C:34:66:C3:71:25:F6:0C',
      'Authority Key Identifier': '24:12:BF:03:03:10:EC:CB:93:B8:52:04:CC:A5:B9:2A:2B:E5:33:B0',
      'CRL Distribution Points': 'Full Name: URI:http://crl.example.com/root.crl',
      'Authority Information Access': 'OCSP - URI:http://ocsp.example.com\nCA Issuers - URI:http://ca.example.com/root.crt',
      'Certificate Policies': "Policy: 2.23.140.1.2.1 (domain validated)\nPolicy: 1.3.6.1.4.1.44947.1.1.1 (ISRG domain validated (Let's Encrypt))",
    });
    expect(report.publicKey).toEqual({ algorithm: 'RSA', size: 2048, exponent: 65537, summary: 'RSA 2048', pinSha256: 'sbo2MIXQixoyhqiS7Qess8+74aGcTmZhwnbI2UNwNJo=' });
  });
});

describe('CSR, CRL and public key', () => {
  it('a CSR with requested extensions and a valid self-signature (openssl req -text)', async () => {
    const [csr] = (await decodeX509(CSR, NOW)).items as [CsrReport];
    expect(csr).toEqual({
      kind: 'csr',
      version: 1,
      subject: 'C=DE, O=Beispiel GmbH, CN=csr.example',
      subjectAltNames: ['DNS:csr.example', 'DNS:www.csr.example', 'IP Address:198.51.100.7'],
      publicKey: { algorithm: 'EC', size: 256, curve: 'P-256', summary: 'EC P-256', pinSha256: 'zSQb6h99DmVKmpj+Ipo9Aalj3Q/YgdrwfcJFDl6E6RA=' },
      signatureAlgorithm: 'ecdsa-with-SHA256',
      signatureValid: true,
      extensions: [
        { name: 'Subject Alternative Name', oid: '2.5.29.17', critical: false, value: 'DNS:csr.example, DNS:www.csr.example, IP Address:198.51.100.7' },
        { name: 'Key Usage', oid: '2.5.29.15', critical: true, value: 'Digital Signature' },
        { name: 'Extended Key Usage', oid: '2.5.29.37', critical: false, value: 'TLS Web Server Authentication' },
      ],
      attributes: [],
    });
  });

  it('a CSR whose signature was tampered with', async () => {
    const der = base64ToBytes(body(CSR));
    der[der.length - 5] = der[der.length - 5]! ^ 1;
    const [csr] = (await decodeX509(der, NOW)).items as [CsrReport];
    expect(csr.signatureValid).toBe(false);
  });

  it('a CRL with a revoked certificate (openssl crl -text)', async () => {
    const [crl] = (await decodeX509(CRL, new Date('2026-12-05T03:01:24Z'))).items as [CrlReport];
    expect(crl).toEqual({
      kind: 'crl',
      version: 2,
      issuer: 'C=FR, O=Acme, CN=Acme Intermediate CA',
      thisUpdate: '2026-12-02T03:01:24Z',
      nextUpdate: '2026-12-09T03:01:24Z',
      status: 'valid',
      amount: 4,
      unit: 'day',
      countdown: 'next update in 4 days',
      crlNumber: '4096',
      signatureAlgorithm: 'sha256WithRSAEncryption',
      extensions: [
        { name: 'Authority Key Identifier', oid: '2.5.29.35', critical: false, value: '85:07:2D:95:8E:67:12:AA:65:C3:3F:41:9C:34:66:C3:71:25:F6:0C' },
        { name: 'CRL Number', oid: '2.5.29.20', critical: false, value: '4096' },
      ],
      revoked: [{ serialNumber: '0A1B2C3D4E5F60718293A4B5C6D7E8F901234567', revocationDate: '2026-12-02T03:01:24Z', reason: 'Key Compromise' }],
    });
    const [late] = (await decodeX509(CRL, NOW)).items as [CrlReport];
    expect(late.countdown).toBe('next update overdue by 20 hours');
  });

  it('a public key: fingerprints of its SubjectPublicKeyInfo (openssl pkey -pubin -outform der | openssl dgst)', async () => {
    expect((await decodeX509(PUBLIC_KEY, NOW)).items).toEqual([
      {
        kind: 'publicKey',
        publicKey: { algorithm: 'RSA', size: 2048, exponent: 65537, summary: 'RSA 2048', pinSha256: 'sbo2MIXQixoyhqiS7Qess8+74aGcTmZhwnbI2UNwNJo=' },
        fingerprints: {
          sha1: '91:11:92:D7:22:D9:E5:CB:5F:6D:94:58:54:93:F6:E8:A3:24:71:3E',
          sha256: 'B1:BA:36:30:85:D0:8B:1A:32:86:A8:92:ED:07:AC:B3:CF:BB:E1:A1:9C:4E:66:61:C2:76:C8:D9:43:70:34:9A',
        },
      } satisfies PublicKeyReport,
    ]);
  });
});

describe('chains', () => {
  it.each([
    ['root, intermediate, leaf: reordered leaf → root, complete', ROOT + INTERMEDIATE + LEAF, [[3, 2], [2, 1], [1, 'itself']], true, false, 0],
    ['leaf, intermediate, root: already in order', LEAF + INTERMEDIATE + ROOT, [[1, 2], [2, 3], [3, 'itself']], true, true, 0],
    ['a PKCS#7 bundle without its root', BUNDLE, [[1, 2], [2, null]], false, true, 0],
    ['leaf and root: the intermediate is missing (a gap)', LEAF + ROOT, [[1, null], [2, 'itself']], false, true, 1],
    ['two unrelated self-signed certificates', ED25519 + ROOT, [[1, 'itself'], [2, 'itself']], false, true, 0],
  ])('%s', async (_name, input, links, complete, inputOrder, gaps) => {
    const { chain } = await decodeX509(input, NOW);
    expect(chain?.order.map((entry) => [entry.certificate, entry.issuedBy])).toEqual(links);
    expect([chain?.complete, chain?.inputOrder, chain?.gaps]).toEqual([complete, inputOrder, gaps]);
  });

  it('names the missing issuer', async () => {
    const { chain } = await decodeX509(LEAF + ROOT, NOW);
    expect(chain?.order[0]?.missingIssuer).toBe('C=FR, O=Acme, CN=Acme Intermediate CA');
  });

  it('one certificate has no chain section', async () => {
    expect((await decodeX509(LEAF, NOW)).chain).toBeUndefined();
  });
});

describe('input forms', () => {
  const ed = body(ED25519);
  const der = base64ToBytes(ed);
  const hex = Array.from(der, (byte) => byte.toString(16).padStart(2, '0')).join('');
  it.each([
    ['PEM', ED25519],
    ['PEM with CRLF and indentation', ED25519.replace(/\n/g, '\r\n    ')],
    ['PEM inside other text (openssl s_client output)', `depth=0 CN = ed25519.example\n${ED25519}---\nServer certificate\n`],
    ['PEM body without BEGIN/END lines', ED25519.split('\n').slice(1, -2).join('\n')],
    ['Base64 DER on one line', ed],
    ['Base64url DER', ed.replace(/\+/g, '-').replace(/\//g, '_')],
    ['hex DER', hex],
    ['hex DER with colons', hex.match(/../g)!.join(':')],
    ['DER bytes', der],
    ['PEM as bytes (a .pem file)', new TextEncoder().encode(ED25519)],
  ])('%s', (_name, input) => {
    const items = readItems(input);
    expect(items.map((item) => [item.kind, item.der.length])).toEqual([['certificate', der.length]]);
  });

  it('reads every block of a mixed PEM text in order', () => {
    expect(readItems(LEAF + CSR + CRL + PUBLIC_KEY).map((item) => item.kind)).toEqual(['certificate', 'csr', 'crl', 'publicKey']);
  });
});

describe('bad input gets a message, never a crash', () => {
  const lines = ED25519.split('\n');
  it.each([
    ['empty', '  \n', 'empty'],
    ['prose', 'hello, this is not a certificate', 'notRecognised'],
    ['truncated PEM (last lines lost)', [...lines.slice(0, 4), lines.at(-2)].join('\n'), 'truncated'],
    ['bad Base64 in the body', ED25519.replace('MIIBHz', 'MII*Hz'), 'badBase64'],
    ['no END line', lines.slice(0, -2).join('\n'), 'missingEnd'],
    ['END without BEGIN', lines.slice(1).join('\n'), 'missingBegin'],
    ['END label differs', ED25519.replace('END CERTIFICATE', 'END CERTIFICATE REQUEST'), 'labelMismatch'],
    ['a private key', '-----BEGIN PRIVATE KEY-----\nMC4CAQAwBQYDK2VwBCIEIImnv/xnGsnr4uF01Px5tTk+7ciTCrpSIhZUzBtUxTTu\n-----END PRIVATE KEY-----', 'privateKey'],
    ['an unknown label', ED25519.replace(/CERTIFICATE/g, 'SSH2 PUBLIC KEY'), 'wrongLabel'],
    ['a CSR under a CERTIFICATE label', CSR.replace(/CERTIFICATE REQUEST/g, 'CERTIFICATE'), 'wrongContent'],
    ['bytes after the DER', `${body(ED25519)}AAAA`, 'badDer'],
    ['Base64 of something else', 'MIIBHzCB0qADAgECAgEHMAUGAytlcDAaMRgwFgYDVQQDDA9lZDI1NTE5LmV4YW1w', 'truncated'],
    ['a DER SEQUENCE that is no X.509 structure', 'MAYCAQECAQI=', 'unknownStructure'],
  ])('%s', (_name, input, key) => {
    expect(errorKey(() => readItems(input))).toBe(key);
  });

  it('a bad "now" option', async () => {
    expect(errorKey(() => parseNow('next tuesday'))).toBe('badNow');
    expect(parseNow('1700000000').toISOString()).toBe('2023-11-14T22:13:20.000Z');
    expect(parseNow('2026-12-10T00:00:00Z').toISOString()).toBe('2026-12-10T00:00:00.000Z');
    expect(await asyncErrorKey(() => decodeX509('', NOW))).toBe('empty');
  });
});

describe('countdown', () => {
  const start = new Date('2026-01-01T00:00:00Z');
  const end = new Date('2026-03-01T00:00:00Z');
  it.each([
    ['2026-01-31T12:00:00Z', 'valid', 28, 'day', 'expires in 28 days'],
    ['2026-02-28T00:00:00Z', 'valid', 1, 'day', 'expires in 1 day'],
    ['2026-02-28T20:30:00Z', 'valid', 3, 'hour', 'expires in 3 hours'],
    ['2026-02-28T23:59:00Z', 'valid', 1, 'minute', 'expires in 1 minute'],
    ['2026-03-04T01:00:00Z', 'expired', 3, 'day', 'expired 3 days ago'],
    ['2025-12-27T00:00:00Z', 'notYetValid', 5, 'day', 'valid in 5 days'],
  ])('%s → %s', (now, status, amount, unit, text) => {
    const value = countdown(start, end, new Date(now));
    expect([value.status, value.amount, value.unit, countdownText(value)]).toEqual([status, amount, unit, text]);
  });
});

describe('PEM ⇄ DER', () => {
  it('PEM → DER is the Base64 body (openssl x509 -outform DER)', () => {
    const { der, kind, count } = toDer(ED25519);
    expect([kind, count]).toEqual(['certificate', 1]);
    expect(der).toEqual(base64ToBytes(body(ED25519)));
    expect(toDer(LEAF + INTERMEDIATE).count).toBe(2);
  });

  it('DER → PEM under the right labels, 64 characters a line (openssl x509 -inform DER)', () => {
    expect(toPemText(base64ToBytes(body(ED25519)))).toBe(ED25519);
    for (const pem of [CSR, CRL, PUBLIC_KEY, LEAF]) expect(toPemText(base64ToBytes(body(pem)))).toBe(pem);
    expect(toPemText(BUNDLE)).toBe(LEAF + INTERMEDIATE);
  });

  it('names the DER download after the common name', async () => {
    const { items } = await decodeX509(LEAF + CSR + CRL + PUBLIC_KEY, NOW);
    expect(items.map((item) => derFileName(item.kind, item.kind === 'crl' ? item.issuer : item.kind === 'publicKey' ? '' : item.subject))).toEqual(['example.com.cer', 'csr.example.csr', 'Acme-Intermediate-CA.crl', 'public-key.der']);
  });
});

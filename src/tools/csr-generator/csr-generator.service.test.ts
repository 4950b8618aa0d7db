import '../../lib/crypto-encoding/reflect-metadata';
import { execFileSync } from 'node:child_process';
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AsnConvert } from '@peculiar/asn1-schema';
import { CertificationRequest } from '@peculiar/asn1-csr';
import { type Name as AsnName } from '@peculiar/asn1-x509';
import { Pkcs10CertificateRequest } from '@peculiar/x509';
import { describe, expect, it } from 'vitest';
import { isToolInputError } from '../../lib/errors';
import {
  createCsr,
  encryptPrivateKey,
  decodeCsr,
  escapeDnValue,
  formatSans,
  formatSubject,
  generateKeys,
  importPrivateKey,
  KEY_TYPES,
  normaliseDnsName,
  opensslCommand,
  parseSans,
  readPrivateKeyPem,
  validateSubject,
  withCommonName,
  type KeyType,
  type SubjectFields,
} from './csr-generator.service';

const EMPTY: SubjectFields = { commonName: '', organization: '', organizationalUnit: '', locality: '', state: '', country: '', email: '' };
const FULL: SubjectFields = {
  commonName: 'example.com',
  organization: 'Acme, Inc.',
  organizationalUnit: 'Ops',
  locality: 'Paris',
  state: 'Île-de-France',
  country: 'fr',
  email: 'admin@example.com',
};

function errorKey(action: () => unknown): string | undefined {
  try {
    action();
  } catch (error) {
    return isToolInputError(error) ? `${error.messageKey}${error.params ? ` ${JSON.stringify(error.params)}` : ''}` : `other: ${String(error)}`;
  }
  return undefined;
}

function hasOpenssl(): boolean {
  try {
    execFileSync('openssl', ['version']);
    return true;
  } catch {
    return false;
  }
}

/** `openssl req -verify -noout -text` on a PEM: the independent check the spec asks for. */
function opensslText(pem: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'csr-'));
  const path = join(dir, 'request.csr');
  writeFileSync(path, pem);
  return execFileSync('openssl', ['req', '-in', path, '-verify', '-noout', '-text'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** ASN.1 string tags of the subject, in order: [OID, tag]. 0x13 PrintableString, 0x0c UTF8String, 0x16 IA5String. */
function subjectTags(pem: string): [string, number][] {
  const request = AsnConvert.parse(new Pkcs10CertificateRequest(pem).rawData, CertificationRequest);
  const name: AsnName = request.certificationRequestInfo.subject;
  return name.map((rdn) => {
    const attribute = rdn[0]!;
    const value = attribute.value;
    const tag = value.printableString !== undefined ? 0x13 : value.utf8String !== undefined ? 0x0c : value.ia5String !== undefined ? 0x16 : -1;
    return [attribute.type, tag];
  });
}

describe('subject validation', () => {
  it.each<[Partial<SubjectFields>, Record<string, string>]>([
    [{}, { commonName: 'cnRequired' }],
    [{ commonName: '   ' }, { commonName: 'cnRequired' }],
    [{ commonName: 'a'.repeat(64) }, {}],
    [{ commonName: 'a'.repeat(65) }, { commonName: 'tooLong' }],
    [{ commonName: 'x', organization: 'o'.repeat(65), organizationalUnit: 'u'.repeat(65) }, { organization: 'tooLong', organizationalUnit: 'tooLong' }],
    [{ commonName: 'x', locality: 'l'.repeat(128), state: 's'.repeat(129) }, { state: 'tooLong' }],
    [{ commonName: 'x', country: 'FRA' }, { country: 'invalidCountry' }],
    [{ commonName: 'x', country: 'F1' }, { country: 'invalidCountry' }],
    [{ commonName: 'x', country: ' fr ' }, {}],
    [{ commonName: 'x', email: 'not-an-email' }, { email: 'invalidEmail' }],
    [{ commonName: 'x', email: 'a@b' }, { email: 'invalidEmail' }],
    [{ commonName: 'x', email: 'a@example.org' }, {}],
    [{ country: 'FRA', email: 'x' }, { commonName: 'cnRequired', country: 'invalidCountry', email: 'invalidEmail' }],
  ])('%j', (fields, expected) => {
    const errors = validateSubject({ ...EMPTY, ...fields });
    expect(Object.fromEntries(Object.entries(errors).map(([key, error]) => [key, error?.key]))).toEqual(expected);
  });

  it('gives the maximum with the too-long message', () => {
    expect(validateSubject({ ...EMPTY, commonName: 'x', locality: 'l'.repeat(129) }).locality).toEqual({ key: 'tooLong', params: { max: 128 } });
  });
});

describe('subject text', () => {
  it('follows the encoding order with E= and RFC 4514 escaping', () => {
    expect(formatSubject(FULL)).toBe('C=FR, ST=Île-de-France, L=Paris, O=Acme\\, Inc., OU=Ops, CN=example.com, E=admin@example.com');
    expect(formatSubject({ ...EMPTY, commonName: ' example.com ' })).toBe('CN=example.com');
  });

  it.each([
    ['a,b', 'a\\,b'],
    ['a+b', 'a\\+b'],
    ['"q"', '\\"q\\"'],
    ['back\\slash', 'back\\\\slash'],
    ['<a>;', '\\<a\\>\\;'],
    ['plain', 'plain'],
  ])('escapes %j', (value, escaped) => {
    expect(escapeDnValue(value)).toBe(escaped);
  });
});

describe('subject alternative names', () => {
  it.each([
    ['example.com', 'DNS:example.com'],
    ['example.com\nwww.example.com', 'DNS:example.com, DNS:www.example.com'],
    ['a.example, b.example,,  ', 'DNS:a.example, DNS:b.example'],
    ['*.example.com', 'DNS:*.example.com'],
    ['192.0.2.1', 'IP Address:192.0.2.1'],
    ['2001:DB8:0:0:0:0:0:1', 'IP Address:2001:db8::1'],
    ['::1', 'IP Address:::1'],
    ['IP:10.0.0.1', 'IP Address:10.0.0.1'],
    ['admin@example.com', 'email:admin@example.com'],
    ['email:admin@example.com', 'email:admin@example.com'],
    ['https://example.com/path', 'URI:https://example.com/path'],
    ['URI:spiffe://cluster/ns', 'URI:spiffe://cluster/ns'],
    ['DNS:Example.COM', 'DNS:example.com'],
    ['bücher.example', 'DNS:xn--bcher-kva.example'],
    ['例え.テスト', 'DNS:xn--r8jz45g.xn--zckzah'],
    ['example.com, EXAMPLE.com, DNS:example.com', 'DNS:example.com'],
    ['', ''],
  ])('%j → %s', (text, formatted) => {
    expect(formatSans(parseSans(text))).toBe(formatted);
  });

  it.each([
    ['exa mple.com', 'exa mple.com'],
    ['good.example\nbad_name.example\nworse..example', 'bad_name.example'],
    ['-', undefined],
    ['a..b', 'a..b'],
    [`${'a'.repeat(64)}.example`, `${'a'.repeat(64)}.example`],
    [`${'abcdefghi.'.repeat(26)}com`, `${'abcdefghi.'.repeat(26)}com`],
    ['IP:999.1.1.1', 'IP:999.1.1.1'],
    ['IP:example.com', 'IP:example.com'],
    ['email:nope', 'email:nope'],
    ['ftp:/x', 'ftp:/x'],
    ['foo.*.example', 'foo.*.example'],
    ['DNS:', 'DNS:'],
  ])('%j → "Invalid subject alternative name"', (text, entry) => {
    const error = errorKey(() => parseSans(text));
    if (entry === undefined) expect(error).toBeUndefined();
    else expect(error).toBe(`invalidSan ${JSON.stringify({ entry })}`);
  });

  it('converts Unicode names to punycode and checks label lengths', () => {
    expect(normaliseDnsName('münchen.de')).toBe('xn--mnchen-3ya.de');
    expect(normaliseDnsName('a'.repeat(63))).toBe('a'.repeat(63));
    expect(normaliseDnsName('a'.repeat(64))).toBeUndefined();
  });

  it.each([
    ['example.com', [], 'DNS:example.com'],
    ['example.com', ['DNS:www.example.com'], 'DNS:example.com, DNS:www.example.com'],
    ['example.com', ['DNS:www.example.com', 'example.com'], 'DNS:www.example.com, DNS:example.com'],
    ['192.0.2.7', [], 'IP Address:192.0.2.7'],
    ['My Server', ['DNS:a.example'], 'DNS:a.example'],
    ['', ['DNS:a.example'], 'DNS:a.example'],
  ])('CN %j added to %j → %s', (cn, entries, formatted) => {
    expect(formatSans(withCommonName(parseSans(entries.join('\n')), cn))).toBe(formatted);
  });
});

describe('generated requests', () => {
  const openssl = hasOpenssl();
  const expectations: Record<KeyType, { key: RegExp; signature: string; decodedKey: string }> = {
    rsa2048: { key: /Public-Key: \(2048 bit\)/, signature: 'sha256WithRSAEncryption', decodedKey: 'RSA 2048' },
    rsa4096: { key: /Public-Key: \(4096 bit\)/, signature: 'sha256WithRSAEncryption', decodedKey: 'RSA 4096' },
    p256: { key: /NIST CURVE: P-256/, signature: 'ecdsa-with-SHA256', decodedKey: 'ECDSA P-256' },
    p384: { key: /NIST CURVE: P-384/, signature: 'ecdsa-with-SHA384', decodedKey: 'ECDSA P-384' },
  };

  it.each(KEY_TYPES)('%s: parses back with x509, verifies, and passes openssl req -verify', async (keyType) => {
    const sans = withCommonName(parseSans('www.example.com\n192.0.2.1\n2001:db8::1\nadmin@example.com\nhttps://example.com/'), FULL.commonName);
    const result = await createCsr(FULL, sans, await generateKeys(keyType));
    expect(result.csrPem).toMatch(/^-----BEGIN CERTIFICATE REQUEST-----\n([A-Za-z0-9+/=]{64}\n)*[A-Za-z0-9+/=]{1,64}\n-----END CERTIFICATE REQUEST-----\n$/);
    expect(result.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    expect(result.publicKeyPem).toMatch(/^-----BEGIN PUBLIC KEY-----\n/);
    expect(result.subject).toBe('C=FR, ST=Île-de-France, L=Paris, O=Acme\\, Inc., OU=Ops, CN=example.com, E=admin@example.com');
    expect(result.sans).toBe('DNS:example.com, DNS:www.example.com, IP Address:192.0.2.1, IP Address:2001:db8::1, email:admin@example.com, URI:https://example.com/');

    const csr = new Pkcs10CertificateRequest(result.csrPem);
    expect(await csr.verify()).toBe(true);
    expect(subjectTags(result.csrPem)).toEqual([
      ['2.5.4.6', 0x13],
      ['2.5.4.8', 0x0c],
      ['2.5.4.7', 0x13],
      ['2.5.4.10', 0x13],
      ['2.5.4.11', 0x13],
      ['2.5.4.3', 0x13],
      ['1.2.840.113549.1.9.1', 0x16],
    ]);
    const decoded = await decodeCsr(result.csrPem);
    expect(decoded.keyType).toBe(expectations[keyType].decodedKey);
    expect(decoded.signatureValid).toBe(true);
    expect(decoded.sans).toContain('DNS:www.example.com');

    if (openssl) {
      const text = opensslText(result.csrPem);
      expect(text).toMatch(expectations[keyType].key);
      expect(text).toContain(`Signature Algorithm: ${expectations[keyType].signature}`);
      expect(text).toMatch(/Subject: C ?= ?FR, ST ?= ?(Île|\\C3\\8Ele)-de-France, L ?= ?Paris, O ?= ?"?Acme, Inc\."?, OU ?= ?Ops, CN ?= ?example\.com, emailAddress ?= ?admin@example\.com/);
      expect(text).toContain('DNS:example.com, DNS:www.example.com, IP Address:192.0.2.1, IP Address:2001:DB8:0:0:0:0:0:1, email:admin@example.com, URI:https://example.com/');
      expect(text).toMatch(/X509v3 Subject Alternative Name: \n/);
    }
  }, 60_000);

  it('leaves the SAN extension out when there are none, and uses UTF8String for non-printable text', async () => {
    const fields = { ...EMPTY, commonName: 'Zoë’s server' };
    const result = await createCsr(fields, [], await generateKeys('p256'));
    expect(result.sans).toBe('');
    expect(subjectTags(result.csrPem)).toEqual([['2.5.4.3', 0x0c]]);
    if (openssl) expect(opensslText(result.csrPem)).not.toContain('Subject Alternative Name');
  });

  it('writes an openssl command', () => {
    expect(opensslCommand({ ...EMPTY, commonName: 'example.com', organization: 'A/B', country: 'fr' }, parseSans('www.example.com, 192.0.2.1'), 'p384')).toBe(
      "openssl req -new -newkey ec -pkeyopt ec_paramgen_curve:P-384 -nodes -keyout private.key -sha384 -out request.csr -subj '/C=FR/O=A\\/B/CN=example.com' -addext 'subjectAltName=DNS:www.example.com,IP:192.0.2.1'",
    );
    expect(opensslCommand({ ...EMPTY, commonName: "O'Brien" }, [], 'pasted')).toBe("openssl req -new -key private.key -sha256 -out request.csr -subj '/CN=O'\\''Brien'");
  });
});

describe('pasted private keys', () => {
  const rsa = generateKeyPairSync('rsa', { modulusLength: 3072 });
  const p256 = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const p384 = generateKeyPairSync('ec', { namedCurve: 'P-384' });

  it.each([
    ['RSA PKCS#8', rsa.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'RSA 3072', rsa.publicKey],
    ['RSA PKCS#1', rsa.privateKey.export({ type: 'pkcs1', format: 'pem' }).toString(), 'RSA 3072', rsa.publicKey],
    ['P-256 PKCS#8', p256.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'ECDSA P-256', p256.publicKey],
    ['P-256 SEC1', p256.privateKey.export({ type: 'sec1', format: 'pem' }).toString(), 'ECDSA P-256', p256.publicKey],
    ['P-384 SEC1', p384.privateKey.export({ type: 'sec1', format: 'pem' }).toString(), 'ECDSA P-384', p384.publicKey],
  ])('%s: imported, detected, and the request carries its public key', async (_name, pem, keyType, publicKey) => {
    const material = await importPrivateKey(`  some text before\n${pem}\n`);
    const result = await createCsr({ ...EMPTY, commonName: 'pasted.example' }, [], material);
    expect(result.privateKeyPem).toBeUndefined();
    expect(result.publicKeyPem).toBe(publicKey.export({ type: 'spki', format: 'pem' }).toString());
    const decoded = await decodeCsr(result.csrPem);
    expect(decoded.keyType).toBe(keyType);
    expect(decoded.signatureValid).toBe(true);
    expect(material.type.kind === 'rsa' ? `RSA ${material.type.bits}` : `ECDSA ${material.type.curve}`).toBe(keyType);
  }, 30_000);

  it.each([
    ['empty', '  ', 'pasteKey'],
    ['encrypted PKCS#8', rsa.privateKey.export({ type: 'pkcs8', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' }).toString(), 'encryptedKey'],
    ['encrypted PKCS#1', rsa.privateKey.export({ type: 'pkcs1', format: 'pem', cipher: 'aes-256-cbc', passphrase: 'x' }).toString(), 'encryptedKey'],
    ['a public key', rsa.publicKey.export({ type: 'spki', format: 'pem' }).toString(), 'invalidKey'],
    ['junk', 'hello', 'invalidKey'],
    ['broken Base64 body', '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----', 'invalidKey'],
    ['an Ed25519 key', generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), 'invalidKey'],
    ['a P-521 key', generateKeyPairSync('ec', { namedCurve: 'P-521' }).privateKey.export({ type: 'sec1', format: 'pem' }).toString(), 'invalidKey'],
  ])('%s → %s', (_name, pem, key) => {
    expect(errorKey(() => readPrivateKeyPem(pem))).toBe(key);
  });
});

describe('decodeCsr', () => {
  it('rejects text that is not a CSR', async () => {
    await expect(decodeCsr('nope')).rejects.toMatchObject({ messageKey: 'invalidCsr' });
  });
});

describe('encrypted private key output', () => {
  it('writes PBES2 (PBKDF2-SHA256, AES-256-CBC) that OpenSSL (node:crypto) decrypts', async () => {
    const material = await generateKeys('p256');
    const pem = await encryptPrivateKey(material.generatedPkcs8!, 'pässwörd 🔑', { iterations: 1000 });
    expect(pem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    const key = createPrivateKey({ key: pem, passphrase: 'pässwörd 🔑' });
    expect(key.export({ type: 'pkcs8', format: 'der' })).toEqual(Buffer.from(material.generatedPkcs8!));
    expect(() => createPrivateKey({ key: pem, passphrase: 'wrong' })).toThrow();
    if (hasOpenssl()) {
      const dir = mkdtempSync(join(tmpdir(), 'key-'));
      writeFileSync(join(dir, 'key.pem'), pem);
      const text = execFileSync('openssl', ['asn1parse', '-in', join(dir, 'key.pem')], { encoding: 'utf8' });
      expect(text).toContain('PBES2');
      expect(text).toContain('PBKDF2');
      expect(text).toContain('hmacWithSHA256');
      expect(text).toContain('aes-256-cbc');
    }
  });

  it('is used by createCsr when a passphrase is given (600,000 iterations)', async () => {
    const result = await createCsr({ ...EMPTY, commonName: 'x.example' }, [], await generateKeys('p256'), crypto.subtle, 'secret');
    expect(result.privateKeyPem).toMatch(/^-----BEGIN ENCRYPTED PRIVATE KEY-----\n/);
    expect(createPrivateKey({ key: result.privateKeyPem!, passphrase: 'secret' }).asymmetricKeyType).toBe('ec');
  }, 30_000);
});

/**
 * Names of object identifiers as OpenSSL 3 prints them (`openssl x509 -text`, crypto/objects/
 * objects.txt): distinguished-name attributes (short names), signature and key algorithms,
 * extensions (without OpenSSL's "X509v3 " prefix), extended key usages, curves. Kept as data.
 */

/** Attribute types of a distinguished name → OpenSSL's short names (as `-nameopt sname` writes them). */
export const NAME_ATTRIBUTES: Readonly<Record<string, string>> = {
  '2.5.4.3': 'CN',
  '2.5.4.4': 'SN',
  '2.5.4.5': 'serialNumber',
  '2.5.4.6': 'C',
  '2.5.4.7': 'L',
  '2.5.4.8': 'ST',
  '2.5.4.9': 'street',
  '2.5.4.10': 'O',
  '2.5.4.11': 'OU',
  '2.5.4.12': 'title',
  '2.5.4.13': 'description',
  '2.5.4.15': 'businessCategory',
  '2.5.4.16': 'postalAddress',
  '2.5.4.17': 'postalCode',
  '2.5.4.18': 'postOfficeBox',
  '2.5.4.41': 'name',
  '2.5.4.42': 'GN',
  '2.5.4.43': 'initials',
  '2.5.4.44': 'generationQualifier',
  '2.5.4.45': 'x500UniqueIdentifier',
  '2.5.4.46': 'dnQualifier',
  '2.5.4.65': 'pseudonym',
  '2.5.4.97': 'organizationIdentifier',
  '1.2.840.113549.1.9.1': 'emailAddress',
  '1.2.840.113549.1.9.2': 'unstructuredName',
  '1.2.840.113549.1.9.8': 'unstructuredAddress',
  '0.9.2342.19200300.100.1.1': 'UID',
  '0.9.2342.19200300.100.1.25': 'DC',
  '1.3.6.1.4.1.311.60.2.1.1': 'jurisdictionL',
  '1.3.6.1.4.1.311.60.2.1.2': 'jurisdictionST',
  '1.3.6.1.4.1.311.60.2.1.3': 'jurisdictionC',
};

/** Signature algorithms → OpenSSL's long names ("Signature Algorithm: …"). */
export const SIGNATURE_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.2.840.113549.1.1.2': 'md2WithRSAEncryption',
  '1.2.840.113549.1.1.4': 'md5WithRSAEncryption',
  '1.2.840.113549.1.1.5': 'sha1WithRSAEncryption',
  '1.2.840.113549.1.1.10': 'rsassaPss',
  '1.2.840.113549.1.1.11': 'sha256WithRSAEncryption',
  '1.2.840.113549.1.1.12': 'sha384WithRSAEncryption',
  '1.2.840.113549.1.1.13': 'sha512WithRSAEncryption',
  '1.2.840.113549.1.1.14': 'sha224WithRSAEncryption',
  '2.16.840.1.101.3.4.3.13': 'RSA-SHA3-224',
  '2.16.840.1.101.3.4.3.14': 'RSA-SHA3-256',
  '2.16.840.1.101.3.4.3.15': 'RSA-SHA3-384',
  '2.16.840.1.101.3.4.3.16': 'RSA-SHA3-512',
  '1.2.840.10045.4.1': 'ecdsa-with-SHA1',
  '1.2.840.10045.4.3.1': 'ecdsa-with-SHA224',
  '1.2.840.10045.4.3.2': 'ecdsa-with-SHA256',
  '1.2.840.10045.4.3.3': 'ecdsa-with-SHA384',
  '1.2.840.10045.4.3.4': 'ecdsa-with-SHA512',
  '2.16.840.1.101.3.4.3.10': 'ecdsa_with_SHA3-256',
  '2.16.840.1.101.3.4.3.11': 'ecdsa_with_SHA3-384',
  '2.16.840.1.101.3.4.3.12': 'ecdsa_with_SHA3-512',
  '1.3.101.112': 'ED25519',
  '1.3.101.113': 'ED448',
  '1.2.840.10040.4.3': 'dsaWithSHA1',
  '2.16.840.1.101.3.4.3.1': 'dsa_with_SHA224',
  '2.16.840.1.101.3.4.3.2': 'dsa_with_SHA256',
  '1.2.156.10197.1.501': 'SM2-with-SM3',
};

/** Digest algorithms (RSASSA-PSS parameters) → names. */
export const HASH_ALGORITHMS: Readonly<Record<string, string>> = {
  '1.3.14.3.2.26': 'SHA-1',
  '2.16.840.1.101.3.4.2.4': 'SHA-224',
  '2.16.840.1.101.3.4.2.1': 'SHA-256',
  '2.16.840.1.101.3.4.2.2': 'SHA-384',
  '2.16.840.1.101.3.4.2.3': 'SHA-512',
};

/** Named elliptic curves → the name shown ("EC P-256") and the key size in bits. */
export const CURVES: Readonly<Record<string, { name: string; bits: number }>> = {
  '1.2.840.10045.3.1.1': { name: 'P-192', bits: 192 },
  '1.3.132.0.33': { name: 'P-224', bits: 224 },
  '1.2.840.10045.3.1.7': { name: 'P-256', bits: 256 },
  '1.3.132.0.34': { name: 'P-384', bits: 384 },
  '1.3.132.0.35': { name: 'P-521', bits: 521 },
  '1.3.132.0.10': { name: 'secp256k1', bits: 256 },
  '1.3.36.3.3.2.8.1.1.7': { name: 'brainpoolP256r1', bits: 256 },
  '1.3.36.3.3.2.8.1.1.11': { name: 'brainpoolP384r1', bits: 384 },
  '1.3.36.3.3.2.8.1.1.13': { name: 'brainpoolP512r1', bits: 512 },
  '1.2.156.10197.1.301': { name: 'SM2', bits: 256 },
};

export const OID = {
  rsaEncryption: '1.2.840.113549.1.1.1',
  rsassaPss: '1.2.840.113549.1.1.10',
  ecPublicKey: '1.2.840.10045.2.1',
  dsa: '1.2.840.10040.4.1',
  ed25519: '1.3.101.112',
  ed448: '1.3.101.113',
  x25519: '1.3.101.110',
  x448: '1.3.101.111',
  extensionRequest: '1.2.840.113549.1.9.14',
  challengePassword: '1.2.840.113549.1.9.7',
  unstructuredName: '1.2.840.113549.1.9.2',
} as const;

/** Key algorithms whose name says it all (no size shown, as OpenSSL's "ED25519 Public-Key"). */
export const FIXED_KEY_ALGORITHMS: Readonly<Record<string, string>> = {
  [OID.ed25519]: 'Ed25519',
  [OID.ed448]: 'Ed448',
  [OID.x25519]: 'X25519',
  [OID.x448]: 'X448',
};

/** Extensions → OpenSSL's names, without the "X509v3 " prefix. */
export const EXTENSION_NAMES: Readonly<Record<string, string>> = {
  '2.5.29.9': 'Subject Directory Attributes',
  '2.5.29.14': 'Subject Key Identifier',
  '2.5.29.15': 'Key Usage',
  '2.5.29.16': 'Private Key Usage Period',
  '2.5.29.17': 'Subject Alternative Name',
  '2.5.29.18': 'Issuer Alternative Name',
  '2.5.29.19': 'Basic Constraints',
  '2.5.29.20': 'CRL Number',
  '2.5.29.21': 'CRL Reason Code',
  '2.5.29.23': 'Hold Instruction Code',
  '2.5.29.24': 'Invalidity Date',
  '2.5.29.27': 'Delta CRL Indicator',
  '2.5.29.28': 'Issuing Distribution Point',
  '2.5.29.29': 'Certificate Issuer',
  '2.5.29.30': 'Name Constraints',
  '2.5.29.31': 'CRL Distribution Points',
  '2.5.29.32': 'Certificate Policies',
  '2.5.29.33': 'Policy Mappings',
  '2.5.29.35': 'Authority Key Identifier',
  '2.5.29.36': 'Policy Constraints',
  '2.5.29.37': 'Extended Key Usage',
  '2.5.29.46': 'Freshest CRL',
  '2.5.29.54': 'Inhibit Any Policy',
  '1.3.6.1.5.5.7.1.1': 'Authority Information Access',
  '1.3.6.1.5.5.7.1.11': 'Subject Information Access',
  '1.3.6.1.5.5.7.1.24': 'TLS Feature',
  '1.3.6.1.5.5.7.1.3': 'qcStatements',
  '1.3.6.1.5.5.7.48.1.5': 'OCSP No Check',
  '1.3.6.1.4.1.11129.2.4.2': 'CT Precertificate SCTs',
  '1.3.6.1.4.1.11129.2.4.3': 'CT Precertificate Poison',
  '2.16.840.1.113730.1.1': 'Netscape Cert Type',
  '2.16.840.1.113730.1.13': 'Netscape Comment',
  '1.3.6.1.4.1.311.20.2': 'Microsoft Certificate Template Name',
  '1.3.6.1.4.1.311.21.7': 'Microsoft Certificate Template',
  '1.3.6.1.4.1.311.21.10': 'Microsoft Application Policies',
  '1.3.6.1.4.1.311.21.1': 'Microsoft CA Version',
};

/** Key usage bits, in bit order (RFC 5280 §4.2.1.3), with OpenSSL's words. */
export const KEY_USAGES = [
  'Digital Signature',
  'Non Repudiation',
  'Key Encipherment',
  'Data Encipherment',
  'Key Agreement',
  'Certificate Sign',
  'CRL Sign',
  'Encipher Only',
  'Decipher Only',
] as const;

/** Extended key usages → OpenSSL's long names. */
export const EXTENDED_KEY_USAGES: Readonly<Record<string, string>> = {
  '2.5.29.37.0': 'Any Extended Key Usage',
  '1.3.6.1.5.5.7.3.1': 'TLS Web Server Authentication',
  '1.3.6.1.5.5.7.3.2': 'TLS Web Client Authentication',
  '1.3.6.1.5.5.7.3.3': 'Code Signing',
  '1.3.6.1.5.5.7.3.4': 'E-mail Protection',
  '1.3.6.1.5.5.7.3.5': 'IPSec End System',
  '1.3.6.1.5.5.7.3.6': 'IPSec Tunnel',
  '1.3.6.1.5.5.7.3.7': 'IPSec User',
  '1.3.6.1.5.5.7.3.8': 'Time Stamping',
  '1.3.6.1.5.5.7.3.9': 'OCSP Signing',
  '1.3.6.1.5.5.7.3.17': 'ipsec Internet Key Exchange',
  '1.3.6.1.5.5.7.3.21': 'SSH Client',
  '1.3.6.1.5.5.7.3.22': 'SSH Server',
  '1.3.6.1.5.5.7.3.36': 'Document Signing',
  '1.3.6.1.5.2.3.4': 'PKINIT Client Auth',
  '1.3.6.1.5.2.3.5': 'Signing KDC Response',
  '1.3.6.1.4.1.311.2.1.21': 'Microsoft Individual Code Signing',
  '1.3.6.1.4.1.311.2.1.22': 'Microsoft Commercial Code Signing',
  '1.3.6.1.4.1.311.10.3.1': 'Microsoft Trust List Signing',
  '1.3.6.1.4.1.311.10.3.3': 'Microsoft Server Gated Crypto',
  '1.3.6.1.4.1.311.10.3.4': 'Microsoft Encrypted File System',
  '1.3.6.1.4.1.311.20.2.2': 'Microsoft Smartcard Login',
  '2.16.840.1.113730.4.1': 'Netscape Server Gated Crypto',
};

/** Certificate policies worth a word beside their identifier (CA/Browser Forum, RFC 5280). */
export const POLICY_NAMES: Readonly<Record<string, string>> = {
  '2.5.29.32.0': 'any policy',
  '2.23.140.1.1': 'extended validation',
  '2.23.140.1.2.1': 'domain validated',
  '2.23.140.1.2.2': 'organization validated',
  '2.23.140.1.2.3': 'individual validated',
  '2.23.140.1.3': 'EV code signing',
  '2.23.140.1.4.1': 'code signing',
  '1.3.6.1.4.1.44947.1.1.1': "ISRG domain validated (Let's Encrypt)",
};

/** CRL reason codes (RFC 5280 §5.3.1) with OpenSSL's words. */
export const CRL_REASONS: Readonly<Record<number, string>> = {
  0: 'Unspecified',
  1: 'Key Compromise',
  2: 'CA Compromise',
  3: 'Affiliation Changed',
  4: 'Superseded',
  5: 'Cessation Of Operation',
  6: 'Certificate Hold',
  8: 'Remove From CRL',
  9: 'Privilege Withdrawn',
  10: 'AA Compromise',
};

/** Access methods of Authority/Subject Information Access → OpenSSL's words. */
export const ACCESS_METHODS: Readonly<Record<string, string>> = {
  '1.3.6.1.5.5.7.48.1': 'OCSP',
  '1.3.6.1.5.5.7.48.2': 'CA Issuers',
  '1.3.6.1.5.5.7.48.3': 'Time Stamping',
  '1.3.6.1.5.5.7.48.5': 'CA Repository',
};

/** Other names of a SAN that OpenSSL names. */
export const OTHER_NAMES: Readonly<Record<string, string>> = {
  '1.3.6.1.4.1.311.20.2.3': 'UPN',
  '1.3.6.1.5.5.7.8.9': 'SmtpUTF8Mailbox',
  '1.3.6.1.5.5.7.8.7': 'SRVName',
};

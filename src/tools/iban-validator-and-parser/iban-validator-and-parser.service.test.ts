import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { friendlyFormat, IBAN_ERROR_KEYS, IBAN_EXAMPLES, isQrIban, normalizeIban, parseIban } from './iban-validator-and-parser.service';

/** ISO 7064 mod 97-10 check digits computed independently (BigInt), to build IBANs for the tests. */
function withCheckDigits(country: string, bban: string): string {
  const digits = `${bban}${country}00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98n - (BigInt(digits) % 97n);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

const messages = (value: string) => parseIban(value).errors.map((key) => en.errorMessages[key]);

describe('normalizeIban', () => {
  it.each<[string, string]>([
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['de89370400440532013000', 'DE89370400440532013000'],
    ['DE89-3704-0044-0532-0130-00', 'DE89370400440532013000'],
    ['\tDE89\u00a03704\n0044 0532\r\n0130 00 ', 'DE89370400440532013000'],
    ['  ', ''],
  ])('%j → %s', (input, expected) => expect(normalizeIban(input)).toBe(expected));
});

describe('friendlyFormat', () => {
  it.each<[string, string]>([
    ['HELLO', 'HELL O'],
    ['ABCD', 'ABCD'],
    ['DE89370400440532013000', 'DE89 3704 0044 0532 0130 00'],
    ['', ''],
    ['🙂🙂🙂🙂🙂', '🙂🙂🙂🙂 🙂'],
  ])('%s → %s', (input, expected) => expect(friendlyFormat(input)).toBe(expected));
});

describe('parseIban', () => {
  it('a valid German IBAN (ECBS example)', () => {
    expect(parseIban('DE89370400440532013000')).toEqual({
      normalized: 'DE89370400440532013000',
      valid: true,
      errors: [],
      isQrIban: false,
      friendly: 'DE89 3704 0044 0532 0130 00',
      countryCode: 'DE',
      bban: '370400440532013000',
      sepa: true,
      bankCode: '37040044',
      accountNumber: '0532013000',
    });
  });

  it('a French IBAN with a wrong RIB key and a wrong checksum: both errors, N/A values', () => {
    const info = parseIban('FR7630006060011234567890189');
    expect(info.valid).toBe(false);
    expect(messages('FR7630006060011234567890189')).toEqual(['Wrong account bank branch checksum', 'Wrong IBAN checksum']);
    expect(info.countryCode).toBeUndefined();
    expect(info.bban).toBeUndefined();
    expect(info.friendly).toBe('FR76 3000 6060 0112 3456 7890 189');
  });

  it('the Swiss QR-IBAN example is valid and a QR-IBAN', () => {
    const info = parseIban('CH4431999123000889012');
    expect(info.valid).toBe(true);
    expect(info.isQrIban).toBe(true);
    expect(info.countryCode).toBe('CH');
  });

  it.each(IBAN_EXAMPLES)('the example %s is valid', (example) => expect(parseIban(example).valid).toBe(true));

  it.each<[string, string, Partial<ReturnType<typeof parseIban>>]>([
    ['France: bank, branch, account', 'FR76 3000 6000 0112 3456 7890 189', { countryCode: 'FR', bankCode: '30006', branchCode: '00001', accountNumber: '12345678901', sepa: true }],
    ['United Kingdom: bank and sort code', 'GB29 NWBK 6016 1331 9268 19', { countryCode: 'GB', bankCode: 'NWBK', branchCode: '601613', sepa: true }],
    ['Spain', 'ES91 2100 0418 4502 0005 1332', { bankCode: '2100', branchCode: '0418', accountNumber: '0200051332' }],
    ['Belgium', 'BE68 5390 0754 7034', { countryCode: 'BE', bankCode: '539' }],
    ['Netherlands', 'NL91 ABNA 0417 1643 00', { bankCode: 'ABNA', accountNumber: '0417164300' }],
  ])('%s', (_name, input, expected) => expect(parseIban(input)).toMatchObject(expected));

  it('no account number where the library would only repeat the IBAN (Belgium) or the BBAN (Italy)', () => {
    expect(parseIban('BE68539007547034').accountNumber).toBeUndefined();
    expect(parseIban('IT60X0542811101000000123456').accountNumber).toBeUndefined();
    expect(parseIban('IT60X0542811101000000123456')).toMatchObject({ bankCode: '05428', branchCode: '11101' });
  });

  it.each<[string, string[]]>([
    ['HELLO', ['No IBAN country']],
    ['X', ['No IBAN country']],
    ['DE00370400440532013000', ['Wrong IBAN checksum']],
    ['DE8937040044053201300', ['Wrong BBAN length', 'Wrong IBAN checksum']],
    ['DEAB370400440532013000', ['Checksum is not a number', 'Wrong IBAN checksum']],
  ])('errors of %s', (input, expected) => expect(messages(input)).toEqual(expect.arrayContaining(expected)));

  it('every library code has an English message', () => {
    for (const key of Object.values(IBAN_ERROR_KEYS)) expect(en.errorMessages[key]).toMatch(/\S/);
    expect(Object.values(en.errorMessages)).toEqual([
      'No IBAN provided',
      'No IBAN country',
      'Wrong BBAN length',
      'Wrong BBAN format',
      'Checksum is not a number',
      'Wrong IBAN checksum',
      'Wrong account bank branch checksum',
      'QR-IBAN not allowed',
    ]);
  });

  it('200,000 characters of junk are listed as errors and still grouped', () => {
    const junk = 'x€🙂<>'.repeat(40_000);
    const info = parseIban(junk);
    expect(info.valid).toBe(false);
    expect(info.errors.length).toBeGreaterThan(0);
    expect(info.friendly.startsWith('X€🙂< >X€🙂')).toBe(true);
  });
});

describe('QR-IBAN range (institution id, characters 5–9)', () => {
  it.each<[string, string, boolean]>([
    ['CH', '29999', false],
    ['CH', '30000', true],
    ['CH', '31999', true],
    ['CH', '32000', false],
    ['LI', '30000', true],
    ['DE', '30000', false],
  ])('%s with %s → %s', (country, institution, expected) => {
    const iban = withCheckDigits(country, `${institution}123000889012`.slice(0, country === 'CH' || country === 'LI' ? 17 : 18));
    expect(isQrIban(iban)).toBe(expected);
    if (country === 'CH') {
      expect(parseIban(iban).valid).toBe(true);
      expect(parseIban(iban).isQrIban).toBe(expected);
    }
  });
});

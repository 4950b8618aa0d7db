import { describe, expect, it } from 'vitest';
import en from './locales/en.json';
import { countryOptions, defaultCountry, errorKeyOf, filterCountries, parsePhone, PhoneInputError, stripTel, typeKey, type PhoneErrorKey } from './phone-parser-and-formatter.service';

function errorOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    return error instanceof PhoneInputError ? en.errors[error.key] : String(error);
  }
  return undefined;
}

describe('country options', () => {
  const options = countryOptions('en');

  it('lists every country libphonenumber-js knows (245), labelled "<name> (+<code>)"', () => {
    expect(options).toHaveLength(245);
    const labels = new Map(options.map((option) => [option.value, option.label]));
    expect(labels.get('FR')).toBe('France (+33)');
    expect(labels.get('GB')).toBe('United Kingdom (+44)');
    expect(labels.get('DE')).toBe('Germany (+49)');
    expect(labels.get('US')).toBe('United States (+1)');
  });

  it('is sorted by name', () => {
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names[0]).toBe('Afghanistan');
  });

  it.each<[string, string]>([
    ['GB', 'GB'],
    ['gb', 'GB'],
    ['united k', 'GB'],
    ['Åland', 'AX'],
    ['aland', 'AX'],
    ['33', 'FR'],
  ])('search %j finds %s first', (query, expected) => expect(filterCountries(options, query)[0]?.value).toBe(expected));

  it.each(['+44', '44'])('search %j finds the +44 countries first, United Kingdom among them', (query) => {
    const found = filterCountries(options, query).map((option) => option.value);
    expect(found.slice(0, 4).sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  it('a calling code shared by several countries finds them all', () => {
    const values = filterCountries(options, '+1').map((option) => option.value);
    expect(values).toEqual(expect.arrayContaining(['US', 'CA', 'JM']));
  });

  it('an empty search keeps every option', () => expect(filterCountries(options, ' ')).toHaveLength(245));
});

describe('defaultCountry', () => {
  it.each<[string | undefined, string]>([
    ['en-GB', 'GB'],
    ['fr', 'FR'],
    ['fr-FR', 'FR'],
    ['de-AT', 'AT'],
    ['de', 'FR'],
    ['xx', 'FR'],
    ['not a language tag!', 'FR'],
    ['es-419', 'FR'],
    [undefined, 'FR'],
  ])('%s → %s', (language, expected) => expect(defaultCountry(language)).toBe(expected));
});

describe('parsePhone', () => {
  it('a French mobile in international form', () => {
    expect(parsePhone('+33 6 12 34 56 78', 'GB')).toEqual({
      country: 'FR',
      countryCallingCode: '+33',
      isValid: true,
      isPossible: true,
      type: 'MOBILE',
      international: '+33 6 12 34 56 78',
      national: '06 12 34 56 78',
      e164: '+33612345678',
      rfc3966: 'tel:+33612345678',
    });
  });

  it('a national London number with United Kingdom', () => {
    expect(parsePhone('020 7946 0018', 'GB')).toMatchObject({ country: 'GB', international: '+44 20 7946 0018', type: 'FIXED_LINE', isValid: true });
  });

  it('a Berlin number with Germany', () => {
    expect(parsePhone('030 123456', 'DE')).toMatchObject({ international: '+49 30 123456', e164: '+4930123456', country: 'DE' });
  });

  it('the default country changes the result', () => {
    expect(parsePhone('030 123456', 'DE').country).toBe('DE');
    expect(parsePhone('06 12 34 56 78', 'FR').e164).toBe('+33612345678');
    expect(parsePhone('06 12 34 56 78', 'DE').e164).not.toBe('+33612345678');
  });

  it("the country's international prefix overrides the default country", () => {
    expect(parsePhone('0033 6 12 34 56 78', 'FR')).toMatchObject({ country: 'FR', e164: '+33612345678' });
    expect(parsePhone('0044 20 7946 0018', 'FR')).toMatchObject({ country: 'GB', e164: '+442079460018' });
  });

  it('a pasted tel: link is accepted', () => {
    expect(stripTel(' tel:+33612345678')).toBe('+33612345678');
    expect(parsePhone('tel:+33612345678', 'GB').country).toBe('FR');
    expect(parsePhone('TEL:+44-20-7946-0018', 'FR').e164).toBe('+442079460018');
  });

  it('a number that parses but is not valid still gives outputs', () => {
    expect(parsePhone('06 12 34 56 7', 'FR')).toMatchObject({ isValid: false, country: 'FR' });
  });

  it('a non-geographic number has no country', () => {
    const info = parsePhone('+800 1234 5678', 'FR');
    expect(info.country).toBeUndefined();
    expect(info.countryCallingCode).toBe('+800');
    expect(info.type).toBe('TOLL_FREE');
  });

  it.each<[string, string]>([
    ['06 12 34 56 78 x', 'Invalid phone number'],
    ['+33 6 12 34 56 78 🙂', 'Invalid phone number'],
    ['06/12/34/56/78', 'Invalid phone number'],
    ['abc', 'Invalid phone number'],
    ['+999 1234', 'Invalid country calling code'],
    ['1234567890123456789012', 'Phone number is too long'],
    ['+', 'Not a phone number'],
  ])('%j → %s', (input, message) => expect(errorOf(() => parsePhone(input, 'FR'))).toBe(message));

  it.each<[string, PhoneErrorKey, string]>([
    ['NOT_A_NUMBER', 'notANumber', 'Not a phone number'],
    ['INVALID_COUNTRY', 'invalidCountry', 'Invalid country calling code'],
    ['TOO_SHORT', 'tooShort', 'Phone number is too short'],
    ['TOO_LONG', 'tooLong', 'Phone number is too long'],
    ['INVALID_LENGTH', 'invalidNumber', 'Invalid phone number'],
    ['SOMETHING_ELSE', 'invalidNumber', 'Invalid phone number'],
  ])('library code %s → %s', (code, key, message) => {
    expect(errorKeyOf(code)).toBe(key);
    expect(en.errors[key]).toBe(message);
  });

  it('200,000 characters of junk give a message, not a crash', () => {
    expect(errorOf(() => parsePhone('1(2)3-4.5 '.repeat(20_000), 'FR'))).toMatch(/Phone number is too long|Invalid phone number|Not a phone number/);
  });
});

describe('type labels', () => {
  it.each<[Parameters<typeof typeKey>[0], string]>([
    ['MOBILE', 'Mobile'],
    ['FIXED_LINE', 'Fixed line'],
    ['FIXED_LINE_OR_MOBILE', 'Fixed line or mobile'],
    ['PERSONAL_NUMBER', 'Personal number'],
    ['PREMIUM_RATE', 'Premium rate'],
    ['SHARED_COST', 'Shared cost'],
    ['TOLL_FREE', 'Toll free'],
    ['UAN', 'Universal access number'],
    ['VOICEMAIL', 'Voicemail'],
    ['VOIP', 'VoIP'],
    ['PAGER', 'Pager'],
    [undefined, 'Unknown'],
  ])('%s → %s', (type, label) => expect(en.types[typeKey(type)]).toBe(label));
});

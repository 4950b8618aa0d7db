import { getCountries, getCountryCallingCode, ParseError, parsePhoneNumberWithError, type CountryCode, type NumberType } from 'libphonenumber-js/max';

/** Message keys (locales/*.json, "errors.<key>") of the field's messages. */
export type PhoneErrorKey = 'invalidNumber' | 'notANumber' | 'invalidCountry' | 'tooShort' | 'tooLong';

export class PhoneInputError extends Error {
  constructor(readonly key: PhoneErrorKey) {
    super(key);
    this.name = 'PhoneInputError';
  }
}

/** Translation keys of the number types (locales/*.json, "types.<key>"). */
export type PhoneTypeKey = 'mobile' | 'fixedLine' | 'fixedLineOrMobile' | 'personalNumber' | 'premiumRate' | 'sharedCost' | 'tollFree' | 'uan' | 'voicemail' | 'voip' | 'pager' | 'unknown';

const TYPE_KEYS: Record<NonNullable<NumberType>, PhoneTypeKey> = {
  MOBILE: 'mobile',
  FIXED_LINE: 'fixedLine',
  FIXED_LINE_OR_MOBILE: 'fixedLineOrMobile',
  PERSONAL_NUMBER: 'personalNumber',
  PREMIUM_RATE: 'premiumRate',
  SHARED_COST: 'sharedCost',
  TOLL_FREE: 'tollFree',
  UAN: 'uan',
  VOICEMAIL: 'voicemail',
  VOIP: 'voip',
  PAGER: 'pager',
};

export function typeKey(type: NumberType): PhoneTypeKey {
  return type ? TYPE_KEYS[type] : 'unknown';
}

const ERROR_KEYS: Record<string, PhoneErrorKey> = {
  NOT_A_NUMBER: 'notANumber',
  INVALID_COUNTRY: 'invalidCountry',
  TOO_SHORT: 'tooShort',
  TOO_LONG: 'tooLong',
};

/** The library's parse error code → the field's message key; any other code is "Invalid phone number". */
export function errorKeyOf(code: string): PhoneErrorKey {
  return ERROR_KEYS[code] ?? 'invalidNumber';
}

export interface PhoneInfo {
  /** ISO 3166-1 alpha-2, undefined for non-geographic numbers (+800…). */
  country?: CountryCode;
  /** "+33". */
  countryCallingCode: string;
  isValid: boolean;
  isPossible: boolean;
  type: NumberType;
  international: string;
  national: string;
  e164: string;
  rfc3966: string;
}

const ALLOWED = /^[\d\s+\-().]*$/u;
const TEL_PREFIX = /^\s*tel:/iu;

/** A pasted "tel:" link is accepted: the scheme is removed first. */
export function stripTel(value: string): string {
  return value.replace(TEL_PREFIX, '');
}

/**
 * Parses and describes a phone number (libphonenumber-js with full metadata). The default country
 * applies unless the number starts with "+" or that country's international prefix (00…).
 * Throws PhoneInputError: characters other than digits, spaces, "+", "-", "(", ")", "." or a
 * parse failure.
 */
export function parsePhone(value: string, defaultCountry: CountryCode): PhoneInfo {
  const text = stripTel(value).trim();
  if (!ALLOWED.test(text)) throw new PhoneInputError('invalidNumber');
  let number;
  try {
    number = parsePhoneNumberWithError(text, defaultCountry);
  } catch (error) {
    if (error instanceof ParseError) throw new PhoneInputError(errorKeyOf(error.message));
    throw new PhoneInputError('invalidNumber');
  }
  return {
    ...(number.country ? { country: number.country } : {}),
    countryCallingCode: `+${number.countryCallingCode}`,
    isValid: number.isValid(),
    isPossible: number.isPossible(),
    type: number.getType(),
    international: number.formatInternational(),
    national: number.formatNational(),
    e164: number.format('E.164'),
    rfc3966: number.getURI(),
  };
}

export interface CountryOption {
  value: CountryCode;
  label: string;
  /** Without "+": "44". */
  callingCode: string;
  name: string;
}

/** Every country or territory libphonenumber-js knows, labelled "<name> (+<code>)", sorted by name. */
export function countryOptions(language = 'en'): CountryOption[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(language);
  return getCountries()
    .map((code) => {
      const name = names?.of(code) ?? code;
      const callingCode = getCountryCallingCode(code);
      return { value: code, name, callingCode, label: `${name} (+${callingCode})` };
    })
    .sort((a, b) => collator.compare(a.name, b.name) || a.value.localeCompare(b.value));
}

/**
 * Options matching a search: by name (substring, case and accents ignored), by ISO code ("GB")
 * or by calling code ("+44", "44"). Exact code matches come first.
 */
export function filterCountries<T extends CountryOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim();
  if (needle === '') return [...options];
  const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const folded = fold(needle);
  const digits = needle.replace(/^\+/u, '');
  const exact: T[] = [];
  const partial: T[] = [];
  for (const option of options) {
    if (option.value === needle.toUpperCase() || (/^\d+$/u.test(digits) && option.callingCode === digits)) exact.push(option);
    else if (fold(option.name).includes(folded) || (/^\d+$/u.test(digits) && option.callingCode.startsWith(digits))) partial.push(option);
  }
  return [...exact, ...partial];
}

/** The country a national number is read in when nothing better is known. */
export const FALLBACK_COUNTRY: CountryCode = 'FR';

/** The region of a language tag when the list has it ("en-GB" → GB), else France. */
export function defaultCountry(language: string | undefined, known: ReadonlySet<string> = new Set(getCountries())): CountryCode {
  let region: string | undefined;
  try {
    region = language ? new Intl.Locale(language).region : undefined;
  } catch {
    region = undefined;
  }
  return region && known.has(region) ? (region as CountryCode) : FALLBACK_COUNTRY;
}

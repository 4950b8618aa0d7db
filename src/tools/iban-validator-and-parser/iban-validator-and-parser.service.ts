import { extractIBAN, isQRIBAN, isSEPACountry, validateIBAN, ValidationErrorsIBAN } from 'ibantools';

/** Message keys (locales/*.json, "errors.<key>") of ibantools' validation error codes. */
export const IBAN_ERROR_KEYS = {
  [ValidationErrorsIBAN.NoIBANProvided]: 'noIbanProvided',
  [ValidationErrorsIBAN.NoIBANCountry]: 'noIbanCountry',
  [ValidationErrorsIBAN.WrongBBANLength]: 'wrongBbanLength',
  [ValidationErrorsIBAN.WrongBBANFormat]: 'wrongBbanFormat',
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'checksumNotNumber',
  [ValidationErrorsIBAN.WrongIBANChecksum]: 'wrongIbanChecksum',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: 'wrongAccountBankBranchChecksum',
  [ValidationErrorsIBAN.QRIBANNotAllowed]: 'qrIbanNotAllowed',
} as const satisfies Record<ValidationErrorsIBAN, string>;

export type IbanErrorKey = (typeof IBAN_ERROR_KEYS)[ValidationErrorsIBAN];

export interface IbanInfo {
  /** Upper-cased, without whitespace or "-". */
  normalized: string;
  valid: boolean;
  /** Problems in the library's order (empty when valid). */
  errors: IbanErrorKey[];
  isQrIban: boolean;
  /** The normalised value in groups of 4, shown even when invalid. */
  friendly: string;
  /** Valid IBANs only. */
  countryCode?: string;
  bban?: string;
  sepa?: boolean;
  bankCode?: string;
  branchCode?: string;
  accountNumber?: string;
}

/** Upper case, every whitespace character and "-" removed. */
export function normalizeIban(value: string): string {
  return value.toUpperCase().replace(/[\s-]+/gu, '');
}

/** Groups of 4 characters (code points) separated by single spaces: "HELLO" → "HELL O". */
export function friendlyFormat(normalized: string): string {
  return normalized.replace(/(.{4})(?=.)/gsu, '$1 ');
}

/**
 * Swiss or Liechtenstein IBAN whose institution id (characters 5–9) lies in 30000–31999: the
 * reference for a QR bill (ibantools' rule).
 */
export function isQrIban(normalized: string): boolean {
  return isQRIBAN(normalized);
}

/**
 * Validates and parses an IBAN (ibantools): ISO 13616 country, length and BBAN pattern, ISO 7064
 * mod-97 check and national check digits where the library knows them. QR-IBANs are valid.
 */
export function parseIban(value: string): IbanInfo {
  const normalized = normalizeIban(value);
  const { valid, errorCodes } = validateIBAN(normalized, { allowQRIBAN: true });
  const info: IbanInfo = {
    normalized,
    valid,
    errors: valid ? [] : errorCodes.map((code) => IBAN_ERROR_KEYS[code]),
    isQrIban: isQrIban(normalized),
    friendly: friendlyFormat(normalized),
  };
  if (!valid) return info;
  const parts = extractIBAN(normalized);
  const countryCode = normalized.slice(0, 2);
  const bban = normalized.slice(4);
  info.countryCode = countryCode;
  info.bban = bban;
  info.sepa = isSEPACountry(countryCode);
  if (parts.bankIdentifier) info.bankCode = parts.bankIdentifier;
  if (parts.branchIdentifier) info.branchCode = parts.branchIdentifier;
  // The library's account range covers the whole IBAN or BBAN for a few countries (Belgium, Italy):
  // that is no breakdown, so it is left out.
  if (parts.accountNumber && parts.accountNumber !== normalized && parts.accountNumber !== bban) info.accountNumber = parts.accountNumber;
  return info;
}

/** The examples card: the spec's valid IBANs, in print format. */
export const IBAN_EXAMPLES = ['FR76 3000 6000 0112 3456 7890 189', 'DE89 3704 0044 0532 0130 00', 'GB29 NWBK 6016 1331 9268 19'] as const;

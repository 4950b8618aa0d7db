/**
 * What a decoded code's text is, and its fields: a Wi-Fi network (`WIFI:`), a one-time-password
 * account (`otpauth://`), a contact (vCard or MECARD) or a URL; anything else is plain text. Pure
 * functions in linear time: the service, the screen and the tests share them.
 */

export interface WifiFields {
  ssid: string;
  /** `WPA`, `WEP`, `WPA2-EAP`, `SAE`… as written; `nopass` (or nothing) is an open network: `none`. */
  security: string;
  password: string;
  hidden: boolean;
  eapMethod?: string;
  identity?: string;
  anonymousIdentity?: string;
  phase2?: string;
}

export interface OtpFields {
  type: 'totp' | 'hotp';
  issuer: string;
  account: string;
  secret: string;
  algorithm: string;
  digits: number;
  /** TOTP: seconds per code. */
  period?: number;
  /** HOTP: the counter to start from. */
  counter?: number;
}

export interface ContactFields {
  name?: string;
  organisation?: string;
  title?: string;
  phones?: string[];
  emails?: string[];
  urls?: string[];
  addresses?: string[];
  birthday?: string;
  note?: string;
}

export interface UrlFields {
  url: string;
  host: string;
}

/** A retail code's numbers: the GTIN as read, and the UPC form printed under a UPC symbol. */
export interface ProductFields {
  gtin: string;
  /** A GTIN-13 starting with 0 is a UPC-A (the same bars): its 12 digits. */
  upcA?: string;
  /** A UPC-E symbol's own 8 digits (the GTIN is its zero-expanded UPC-A). */
  upcE?: string;
}

export type CodeContent =
  | { kind: 'wifi'; fields: WifiFields }
  | { kind: 'otpauth'; fields: OtpFields }
  | { kind: 'contact'; fields: ContactFields }
  | { kind: 'url'; fields: UrlFields }
  | { kind: 'product'; fields: ProductFields }
  | { kind: 'text' };

export type ContentKind = CodeContent['kind'];

/** `KEY:value;` pairs, `\` escaping the next character (the Wi-Fi and MECARD formats). */
function semicolonFields(body: string): [string, string][] {
  const fields: [string, string][] = [];
  let index = 0;
  while (index < body.length) {
    if (body[index] === ';') {
      index++;
      continue;
    }
    const colon = body.indexOf(':', index);
    if (colon < 0) break;
    const key = body.slice(index, colon).trim().toUpperCase();
    let value = '';
    let at = colon + 1;
    for (; at < body.length && body[at] !== ';'; at++) {
      if (body[at] === '\\' && at + 1 < body.length) at++;
      value += body[at];
    }
    fields.push([key, value]);
    index = at + 1;
  }
  return fields;
}

/** `WIFI:T:WPA;S:MyNet;P:secret;H:true;;` (ZXing's and the Wi-Fi Alliance's format). */
export function parseWifi(text: string): WifiFields | undefined {
  if (!/^wifi:/i.test(text)) return undefined;
  const fields = new Map(semicolonFields(text.slice(5)));
  const ssid = fields.get('S');
  if (ssid === undefined) return undefined;
  const type = (fields.get('T') ?? '').trim();
  const wifi: WifiFields = {
    ssid,
    security: type === '' || /^nopass$/i.test(type) ? 'none' : type,
    password: fields.get('P') ?? '',
    hidden: /^true$/i.test(fields.get('H') ?? ''),
  };
  if (fields.get('E')) wifi.eapMethod = fields.get('E');
  if (fields.get('I')) wifi.identity = fields.get('I');
  if (fields.get('A')) wifi.anonymousIdentity = fields.get('A');
  if (fields.get('PH2')) wifi.phase2 = fields.get('PH2');
  return wifi;
}

const decodeComponent = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * `otpauth://totp/Issuer:account?secret=…&issuer=…&algorithm=SHA1&digits=6&period=30` (the Key Uri
 * Format of Google Authenticator). The defaults are the format's: SHA1, 6 digits, 30 seconds.
 */
export function parseOtpauth(text: string): OtpFields | undefined {
  const match = /^otpauth:\/\/(totp|hotp)\/([^?#]*)(?:\?([^#]*))?/i.exec(text.trim());
  if (!match) return undefined;
  const type = match[1]!.toLowerCase() as 'totp' | 'hotp';
  const label = decodeComponent(match[2]!);
  const params = new URLSearchParams(match[3] ?? '');
  const secret = (params.get('secret') ?? '').replace(/[\s=]/g, '').toUpperCase();
  if (secret === '') return undefined;
  const colon = label.indexOf(':');
  const labelIssuer = colon >= 0 ? label.slice(0, colon).trim() : '';
  const account = (colon >= 0 ? label.slice(colon + 1) : label).trim();
  const digits = Number(params.get('digits') ?? '6');
  const fields: OtpFields = {
    type,
    issuer: (params.get('issuer') ?? labelIssuer).trim(),
    account,
    secret,
    algorithm: (params.get('algorithm') ?? 'SHA1').toUpperCase(),
    digits: Number.isInteger(digits) && digits > 0 ? digits : 6,
  };
  if (type === 'totp') {
    const period = Number(params.get('period') ?? '30');
    fields.period = Number.isInteger(period) && period > 0 ? period : 30;
  } else {
    const counter = Number(params.get('counter') ?? '0');
    fields.counter = Number.isInteger(counter) && counter >= 0 ? counter : 0;
  }
  return fields;
}

/** A vCard value with its escapes (`\n`, `\,`, `\;`, `\\`) resolved. */
const vcardValue = (value: string) => value.replace(/\\([nN,;\\:])/g, (_, char: string) => (char === 'n' || char === 'N' ? '\n' : char));

/** Splits on `;` not preceded by `\`. */
function splitStructured(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (let index = 0; index < value.length; index++) {
    const char = value[index]!;
    if (char === '\\' && index + 1 < value.length) {
      current += char + value[index + 1];
      index++;
    } else if (char === ';') {
      parts.push(current);
      current = '';
    } else current += char;
  }
  parts.push(current);
  return parts.map(vcardValue);
}

const joinParts = (parts: readonly (string | undefined)[], separator: string) =>
  parts
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join(separator);

function addTo(contact: ContactFields, key: 'phones' | 'emails' | 'urls' | 'addresses', value: string) {
  const trimmed = value.trim();
  if (trimmed) (contact[key] ??= []).push(trimmed);
}

function cleanContact(contact: ContactFields): ContactFields | undefined {
  const entries = Object.entries(contact).filter(([, value]) => (Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== ''));
  return entries.length > 0 ? (Object.fromEntries(entries) as ContactFields) : undefined;
}

/** A vCard (2.1, 3.0 or 4.0): the name, organisation, title, phones, e-mails, URLs, addresses, birthday and note. */
export function parseVcard(text: string): ContactFields | undefined {
  if (!/^\s*BEGIN:VCARD/i.test(text)) return undefined;
  // Unfolded: a line that starts with a space or a tab continues the one before.
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n[ \t]/g, '').split('\n');
  const contact: ContactFields = {};
  let structuredName: string | undefined;
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const [rawName = ''] = line.slice(0, colon).split(';');
    const name = rawName.slice(rawName.lastIndexOf('.') + 1).toUpperCase();
    const value = line.slice(colon + 1);
    switch (name) {
      case 'FN':
        contact.name = vcardValue(value).trim();
        break;
      case 'N': {
        const [family, given, additional, prefix, suffix] = splitStructured(value);
        structuredName = joinParts([prefix, given, additional, family, suffix], ' ');
        break;
      }
      case 'ORG':
        contact.organisation = joinParts(splitStructured(value), ', ');
        break;
      case 'TITLE':
        contact.title = vcardValue(value).trim();
        break;
      case 'TEL':
        addTo(contact, 'phones', vcardValue(value).replace(/^tel:/i, ''));
        break;
      case 'EMAIL':
        addTo(contact, 'emails', vcardValue(value).replace(/^mailto:/i, ''));
        break;
      case 'URL':
        addTo(contact, 'urls', vcardValue(value));
        break;
      case 'ADR': {
        const [poBox, extended, street, city, region, postcode, country] = splitStructured(value);
        addTo(contact, 'addresses', joinParts([poBox, extended, street, city, region, postcode, country], ', '));
        break;
      }
      case 'BDAY':
        contact.birthday = value.trim();
        break;
      case 'NOTE':
        contact.note = vcardValue(value).trim();
        break;
    }
  }
  if (!contact.name && structuredName) contact.name = structuredName;
  return cleanContact(contact);
}

/** `MECARD:N:Doe,John;TEL:…;EMAIL:…;;` (the contact format of many phone QR codes). */
export function parseMecard(text: string): ContactFields | undefined {
  if (!/^MECARD:/i.test(text)) return undefined;
  const contact: ContactFields = {};
  for (const [key, value] of semicolonFields(text.slice(7))) {
    if (key === 'N') contact.name = value.includes(',') ? joinParts(value.split(',').reverse(), ' ') : value.trim();
    else if (key === 'ORG') contact.organisation = value.trim();
    else if (key === 'TEL') addTo(contact, 'phones', value);
    else if (key === 'EMAIL') addTo(contact, 'emails', value);
    else if (key === 'URL') addTo(contact, 'urls', value);
    else if (key === 'ADR') addTo(contact, 'addresses', value);
    else if (key === 'BDAY') contact.birthday = value.trim();
    else if (key === 'NOTE') contact.note = value.trim();
  }
  return cleanContact(contact);
}

/** An absolute URL on one line (`https://…`, `ftp://…`): what the URL parser reads. */
export function parseUrl(text: string): UrlFields | undefined {
  const trimmed = text.trim();
  if (!/^[a-z][a-z0-9+.-]{0,31}:\/\/\S+$/i.test(trimmed) || /^otpauth:/i.test(trimmed)) return undefined;
  try {
    const url = new URL(trimmed);
    return { url: trimmed, host: url.host };
  } catch {
    return undefined;
  }
}

/**
 * EAN/UPC codes as product numbers. ZXing transmits UPC-A and UPC-E as 13-digit GTINs (a UPC-A
 * symbol is an EAN-13 one whose first digit is 0); a person who printed a UPC expects its digits
 * too. `format` is ZXing's ("EAN13", "UPCE"…), `extra` its JSON of further details.
 */
export function parseProduct(format: string, text: string, extra = ''): CodeContent | undefined {
  if (!/^(EAN13|EAN8|UPCA|UPCE)$/.test(format) || !/^\d{8}$|^\d{13}$/.test(text)) return undefined;
  const fields: ProductFields = { gtin: text };
  if (text.length === 13 && text.startsWith('0')) fields.upcA = text.slice(1);
  if (format === 'UPCE') {
    try {
      const upcE = (JSON.parse(extra) as { UPCE?: unknown }).UPCE;
      if (typeof upcE === 'string' && /^\d{8}$/.test(upcE)) fields.upcE = upcE;
    } catch {
      // No details: the GTIN and UPC-A forms are still right.
    }
  }
  return { kind: 'product', fields };
}

/** The kind of a code's text, and its fields. */
export function parseContent(text: string): CodeContent {
  const wifi = parseWifi(text);
  if (wifi) return { kind: 'wifi', fields: wifi };
  const otp = parseOtpauth(text);
  if (otp) return { kind: 'otpauth', fields: otp };
  const contact = parseVcard(text) ?? parseMecard(text);
  if (contact) return { kind: 'contact', fields: contact };
  const url = parseUrl(text);
  if (url) return { kind: 'url', fields: url };
  return { kind: 'text' };
}

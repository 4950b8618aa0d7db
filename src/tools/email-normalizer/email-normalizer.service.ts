import isEmail from 'validator/es/lib/isEmail';
import normalizeEmail from 'validator/es/lib/normalizeEmail';

/**
 * Email normalizer: one output line per input line. Valid addresses are lower-cased and, by
 * provider, stripped of what does not change the mailbox: Gmail ignores dots and `+tag`
 * (googlemail.com is gmail.com); Outlook/Hotmail/Live/MSN/Passport and iCloud ignore `+tag` only;
 * other domains are lower-cased only.
 */

export const INVALID_PREFIX = 'Unable to parse email: ';

const NORMALIZE_OPTIONS = {
  all_lowercase: true,
  gmail_remove_dots: true,
  gmail_remove_subaddress: true,
  gmail_convert_googlemaildotcom: true,
  outlookdotcom_remove_subaddress: true,
  icloud_remove_subaddress: true,
  yahoo_remove_subaddress: false,
  yandex_convert_yandexru: false,
};

/** Microsoft consumer domains: outlook.*, hotmail.*, live.* under any country suffix, msn.com, passport.com. */
const MICROSOFT_DOMAIN = /^(?:(?:outlook|hotmail|live)(?:\.[a-z]{2,})+|msn\.com|passport\.com)$/;

/** One trimmed, non-blank address → its normalized form, or undefined when it is not an email address. */
export function normalizeEmailAddress(address: string): string | undefined {
  if (!isEmail(address)) return undefined;
  const normalized = normalizeEmail(address, NORMALIZE_OPTIONS);
  if (!normalized) return undefined;
  const at = normalized.lastIndexOf('@');
  const local = normalized.slice(0, at);
  const domain = normalized.slice(at + 1);
  // validator knows a fixed list of Microsoft domains; the rule holds for every country suffix.
  if (MICROSOFT_DOMAIN.test(domain)) {
    const base = local.split('+')[0] as string;
    return base === '' ? undefined : `${base}@${domain}`;
  }
  return normalized;
}

export interface NormalizeEmailsOptions {
  /** Keep only the first occurrence of each normalized address; drop blank lines; keep error lines. */
  removeDuplicates: boolean;
}

/** Lines in → lines out (same order); blank lines stay blank, invalid ones become `Unable to parse email: <line>`. */
export function normalizeEmails(text: string, options: NormalizeEmailsOptions): string {
  if (text === '') return '';
  const seen = new Set<string>();
  const out: string[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (line === '') {
      if (!options.removeDuplicates) out.push('');
      continue;
    }
    const normalized = normalizeEmailAddress(line);
    if (normalized === undefined) {
      out.push(`${INVALID_PREFIX}${line}`);
      continue;
    }
    if (options.removeDuplicates) {
      if (seen.has(normalized)) continue;
      seen.add(normalized);
    }
    out.push(normalized);
  }
  return out.join('\n');
}

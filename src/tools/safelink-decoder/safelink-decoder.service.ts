import { ToolInputError } from '../../lib/errors';

const SAFELINKS_SUFFIX = '.safelinks.protection.outlook.com';

export type SafelinkErrorKey = 'invalidSafelink' | 'missingUrl' | 'invalidProofpoint';

function parseUrl(text: string): URL | undefined {
  try {
    return new URL(text);
  } catch {
    return undefined;
  }
}

/** Proofpoint URL Defense v3: `__<url>__;<base64url bytes>!…`, `*` marks a replaced character. */
const PROOFPOINT_V3 = /^https?:\/\/urldefense(?:\.proofpoint)?\.com\/v3\/__(.+?)__;([^!]*)!/i;
/** Run lengths of `**X`: A = 2, B = 3 … (`A–Z a–z 0–9 - _`). */
const RUN_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function decodeBase64Url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

function decodeProofpointV3(match: RegExpExecArray): string {
  const [, encodedUrl = '', encodedBytes = ''] = match;
  const replacements = [...decodeBase64Url(encodedBytes)];
  let next = 0;
  const take = (count: number): string => {
    if (next + count > replacements.length) throw new Error('not enough replacement characters');
    const taken = replacements.slice(next, next + count).join('');
    next += count;
    return taken;
  };
  return encodedUrl.replace(/\*\*(.)|\*/g, (_token, run: string | undefined) => {
    if (run === undefined) return take(1);
    const index = RUN_ALPHABET.indexOf(run);
    if (index < 0) throw new Error(`bad run length ${run}`);
    return take(index + 2);
  });
}

/** Proofpoint v1/v2 `?u=`: `-` stands for `%` and `_` for `/`, then ordinary percent-decoding. */
function decodeProofpointQuery(url: URL): string {
  const u = url.searchParams.get('u');
  if (!u) throw new Error('no u parameter');
  const isV2 = /^\/v2\//.test(url.pathname);
  return decodeURIComponent(isV2 ? u.replace(/-/g, '%').replace(/_/g, '/') : u);
}

function isProofpointHost(hostname: string): boolean {
  return hostname === 'urldefense.com' || hostname === 'urldefense.proofpoint.com';
}

/**
 * The original link inside one wrapped link: a Microsoft SafeLinks URL (any regional host
 * `*.safelinks.protection.outlook.com`, its `url` parameter decoded once, `&amp;` separators
 * accepted) or a Proofpoint URL Defense link (v1, v2 `?u=`, v3 `__…__;…!`). Never fetched.
 */
export function decodeSafelink(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const url = parseUrl(trimmed.replace(/&amp;/gi, '&'));
  if (!url) throw new ToolInputError('invalidSafelink');
  const hostname = url.hostname.toLowerCase();
  if (isProofpointHost(hostname)) {
    try {
      const v3 = PROOFPOINT_V3.exec(trimmed);
      if (v3) return decodeProofpointV3(v3);
      if (/^\/v[12]\/url$/.test(url.pathname)) return decodeProofpointQuery(url);
    } catch (error) {
      throw new ToolInputError('invalidProofpoint', { detail: error instanceof Error ? error.message : String(error) });
    }
    throw new ToolInputError('invalidProofpoint');
  }
  if (!hostname.endsWith(SAFELINKS_SUFFIX) || hostname.length === SAFELINKS_SUFFIX.length) throw new ToolInputError('invalidSafelink');
  const target = url.searchParams.get('url');
  if (target === null || target === '') throw new ToolInputError('missingUrl');
  return target;
}

export type DecodedLine = { ok: true; url: string } | { ok: false; messageKey: SafelinkErrorKey };

/** One result per input line (blank lines stay blank), so several links can be decoded at once. */
export function decodeSafelinkLines(text: string): DecodedLine[] {
  return text.split(/\r?\n/).map((line) => {
    try {
      return { ok: true, url: decodeSafelink(line) };
    } catch (error) {
      if (error instanceof ToolInputError) return { ok: false, messageKey: error.messageKey as SafelinkErrorKey };
      throw error;
    }
  });
}

/** The output text: decoded URLs line by line, `# <message>` where a line failed. */
export function formatDecodedLines(lines: readonly DecodedLine[], message: (key: SafelinkErrorKey) => string): string {
  return lines.map((line) => (line.ok ? line.url : `# ${message(line.messageKey)}`)).join('\n');
}

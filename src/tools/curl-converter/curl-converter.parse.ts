import { ToolInputError } from '../../lib/errors';
import { lineColumn, splitCommand, type Word } from './curl-converter.shell';

/**
 * A curl command line → the HTTP request it makes, as curl 8 reads its options (curl(1)):
 * the method inferred as curl does (POST with data or a form, HEAD with -I, PUT with -T, GET with
 * -G, which moves the data into the query), `-d` pieces joined with `&`, `--json` pieces joined
 * as they are, the default form Content-Type of `-d`, `-u` as Basic authentication, cookies,
 * user agent and referer as headers. What cannot be converted is listed, never dropped silently.
 */

export interface FormField {
  name: string;
  /** `text`: a value; `file`: `@file` (uploaded with its name); `fileText`: `<file` (its contents as the value). */
  kind: 'text' | 'file' | 'fileText';
  /** The value of a text field, the path of a file. */
  value: string;
  filename?: string;
  type?: string;
}

export type RequestBody =
  | { kind: 'text'; text: string }
  /** `-d @file` (ascii: curl strips CR and LF), `--data-binary @file` and `-T file` (binary: as it is). */
  | { kind: 'file'; path: string; mode: 'ascii' | 'binary' }
  | { kind: 'form'; fields: FormField[] };

export interface Header {
  name: string;
  value: string;
}

/** Something said beside the converted code: a key of the tool's strings and its values. */
export interface Note {
  key: string;
  params?: Record<string, string>;
  message: string;
}

export interface CurlRequest {
  url: string;
  method: string;
  headers: Header[];
  body?: RequestBody;
  auth?: { user: string; password: string };
  insecure: boolean;
  compressed: boolean;
  followRedirects: boolean;
  proxy?: string;
  /** -m/--max-time, seconds. */
  timeout?: number;
  /** --connect-timeout, seconds. */
  connectTimeout?: number;
  notes: Note[];
}

type Handler = (request: Draft, value: string, option: string) => void;

interface OptionSpec {
  /** Takes a value (the rest of a short option group, or the next word). */
  value: boolean;
  handle: Handler;
}

interface DataPiece {
  kind: 'data' | 'raw' | 'binary' | 'urlencode' | 'json';
  value: string;
}

/** The request as the options build it, before the method and body are settled. */
interface Draft {
  method?: string;
  urls: string[];
  headers: Header[];
  data: DataPiece[];
  form: FormField[];
  upload?: string;
  get: boolean;
  head: boolean;
  cookies: string[];
  userAgent?: string;
  referer?: string;
  auth?: { user: string; password: string };
  insecure: boolean;
  compressed: boolean;
  followRedirects: boolean;
  proxy?: string;
  proxyUser?: string;
  timeout?: number;
  connectTimeout?: number;
  queries: string[];
  unknown: string[];
  unsupported: string[];
  ignoredOutput: string[];
  notes: Note[];
}

const note = (draft: Draft, key: string, message: string, params?: Record<string, string>) => draft.notes.push({ key, message, ...(params ? { params } : {}) });

const flag =
  (apply: (draft: Draft) => void): OptionSpec['handle'] =>
  (draft) =>
    apply(draft);

function seconds(option: string, value: string): number {
  const number = Number(value);
  if (!Number.isFinite(number) || number < 0) throw new ToolInputError('badOptionValue', { params: { option, value }, detail: `${option} takes a number of seconds, not '${value}'` });
  return number;
}

/** `-H 'Name: value'`: `Name;` is an empty header, `Name:` (nothing after) removes one of curl's own headers. */
function addHeader(draft: Draft, value: string): void {
  if (value.startsWith('@')) {
    note(draft, 'headerFile', `-H ${value}: headers read from a file are not converted`, { file: value.slice(1) });
    return;
  }
  const colon = value.indexOf(':');
  if (colon === -1) {
    if (value.endsWith(';')) draft.headers.push({ name: value.slice(0, -1).trim(), value: '' });
    else note(draft, 'badHeader', `-H '${value}' is not a header (no colon)`, { header: value });
    return;
  }
  const name = value.slice(0, colon).trim();
  const headerValue = value.slice(colon + 1).trim();
  if (headerValue === '') return; // curl: removes its own header of that name; the code sends none anyway.
  draft.headers.push({ name, value: headerValue });
}

function parseForm(draft: Draft, value: string, literal: boolean): void {
  const equals = value.indexOf('=');
  if (equals === -1) {
    note(draft, 'badForm', `-F '${value}' has no name=value`, { field: value });
    return;
  }
  const name = value.slice(0, equals);
  const content = value.slice(equals + 1);
  if (literal) {
    draft.form.push({ name, kind: 'text', value: content });
    return;
  }
  if (content.startsWith('@') || content.startsWith('<')) {
    const [path = '', ...parameters] = content.slice(1).split(';');
    const field: FormField = { name, kind: content.startsWith('@') ? 'file' : 'fileText', value: path };
    for (const parameter of parameters) {
      const [key = '', ...rest] = parameter.split('=');
      const parameterValue = rest.join('=').replace(/^"(.*)"$/, '$1');
      if (key.trim() === 'type') field.type = parameterValue;
      else if (key.trim() === 'filename') field.filename = parameterValue;
    }
    draft.form.push(field);
    return;
  }
  const typed = /^(.*);type=([^;]+)$/.exec(content);
  draft.form.push(typed ? { name, kind: 'text', value: typed[1]!, type: typed[2]! } : { name, kind: 'text', value: content });
}

const data =
  (kind: DataPiece['kind']): Handler =>
  (draft, value) =>
    void draft.data.push({ kind, value });

const unsupported: Handler = (draft, _value, option) => void draft.unsupported.push(option);
const ignored: Handler = () => undefined;
const output: Handler = (draft, value, option) => void draft.ignoredOutput.push(value === '' ? option : `${option} ${value}`);

/** Options people paste, by every name curl knows them by. */
const OPTIONS: Record<string, OptionSpec> = {};
function define(names: string, value: boolean, handle: Handler): void {
  for (const name of names.split(' ')) OPTIONS[name] = { value, handle };
}

define('-X --request', true, (draft, value) => void (draft.method = value));
define('-H --header', true, addHeader);
define('-d --data --data-ascii', true, data('data'));
define('--data-raw', true, data('raw'));
define('--data-binary', true, data('binary'));
define('--data-urlencode', true, data('urlencode'));
define('--json', true, data('json'));
define('-F --form', true, (draft, value) => parseForm(draft, value, false));
define('--form-string', true, (draft, value) => parseForm(draft, value, true));
define('-u --user', true, (draft, value) => {
  const colon = value.indexOf(':');
  if (colon === -1) {
    draft.auth = { user: value, password: '' };
    note(draft, 'passwordPrompt', `-u ${value}: curl would ask for the password; the code uses an empty one`, { user: value });
  } else draft.auth = { user: value.slice(0, colon), password: value.slice(colon + 1) };
});
define('-b --cookie', true, (draft, value) => {
  if (value.includes('=')) draft.cookies.push(value);
  else note(draft, 'cookieFile', `-b ${value}: cookies read from a file are not converted`, { file: value });
});
define('-A --user-agent', true, (draft, value) => void (draft.userAgent = value));
define('-e --referer', true, (draft, value) => void (draft.referer = value.replace(/;auto$/, '')));
define('--url', true, (draft, value) => void draft.urls.push(value));
define('--url-query', true, (draft, value) => void draft.queries.push(value));
define('-G --get', false, flag((draft) => (draft.get = true)));
define('-I --head', false, flag((draft) => (draft.head = true)));
define('-L --location --location-trusted', false, flag((draft) => (draft.followRedirects = true)));
define('-k --insecure', false, flag((draft) => (draft.insecure = true)));
define('--compressed', false, flag((draft) => (draft.compressed = true)));
define('-x --proxy', true, (draft, value) => void (draft.proxy = value));
define('-U --proxy-user', true, (draft, value) => void (draft.proxyUser = value));
define('-m --max-time', true, (draft, value, option) => void (draft.timeout = seconds(option, value)));
define('--connect-timeout', true, (draft, value, option) => void (draft.connectTimeout = seconds(option, value)));
define('-T --upload-file', true, (draft, value) => void (draft.upload = value));
define('--oauth2-bearer', true, (draft, value) => void draft.headers.push({ name: 'Authorization', value: `Bearer ${value}` }));
define('-r --range', true, (draft, value) => void draft.headers.push({ name: 'Range', value: `bytes=${value}` }));
define('-o --output --output-dir -D --dump-header -c --cookie-jar --trace --trace-ascii --stderr', true, output);
define('-O --remote-name --remote-name-all -J --remote-header-name', false, output);
// No effect on the request: how curl reports, retries or which HTTP version it prefers.
define('-s --silent -S --show-error -v --verbose -i --include -f --fail --fail-with-body --fail-early -# --progress-bar --no-progress-meter -N --no-buffer -g --globoff --http1.0 -0 --http1.1 --http2 --http2-prior-knowledge --http3 --http3-only --tlsv1 -1 --tlsv1.0 --tlsv1.1 --tlsv1.2 --tlsv1.3 --ssl-reqd --ssl-no-revoke -4 --ipv4 -6 --ipv6 --create-dirs --path-as-is --raw --tr-encoding -Z --parallel -q --disable -j --junk-session-cookies --styled-output --no-styled-output -l --list-only --no-keepalive --keepalive --tcp-nodelay --basic', false, ignored);
define('-w --write-out --retry --retry-delay --retry-max-time --max-redirs --keepalive-time --expect100-timeout --max-filesize --limit-rate -Y --speed-limit -y --speed-time --tls-max --ciphers --trace-config', true, ignored);
// They change the request, but the target libraries have no simple equivalent.
define('--digest --ntlm --negotiate --anyauth --proxy-digest --proxy-ntlm --proxy-insecure -n --netrc --netrc-optional -p --proxytunnel', false, unsupported);
define('-E --cert --key --cacert --capath --cert-type --key-type --pass --resolve --connect-to --interface --unix-socket --abstract-unix-socket --aws-sigv4 --request-target -z --time-cond -K --config --netrc-file --pinnedpubkey --dns-servers --local-port --haproxy-protocol -C --continue-at --noproxy --socks5 --socks5-hostname --socks4 --socks4a --preproxy --proxy-header', true, unsupported);

/** `--url-query` and `--data-urlencode` content: `name=value`, `=value`, `value`, `name@file`, `@file` → encoded text (files noted). */
function urlEncodePiece(draft: Draft, value: string, option: string): string {
  const at = value.search(/[=@]/);
  // curl encodes all but letters, digits and -._~, and a space as + (checked against curl 7.88).
  const encode = (text: string) =>
    encodeURIComponent(text)
      .replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)
      .replace(/%20/g, '+');
  if (at === -1) return encode(value);
  const name = value.slice(0, at);
  if (value[at] === '@') {
    note(draft, 'fileNotRead', `${option} ${value}: the contents of ${value.slice(at + 1)} are left out (files are not read)`, { option, file: value.slice(at + 1) });
    return name === '' ? '' : `${name}=`;
  }
  const content = encode(value.slice(at + 1));
  return name === '' ? content : `${name}=${content}`;
}

/** The body text of the data pieces, or a file when one `@file` piece is all there is. */
function dataBody(draft: Draft): RequestBody | undefined {
  if (draft.data.length === 0) return undefined;
  const [only] = draft.data;
  if (draft.data.length === 1 && only && (only.kind === 'data' || only.kind === 'binary' || only.kind === 'json') && only.value.startsWith('@') && only.value !== '@-') {
    return { kind: 'file', path: only.value.slice(1), mode: only.kind === 'binary' || only.kind === 'json' ? 'binary' : 'ascii' };
  }
  const texts = draft.data.map((piece) => {
    if (piece.kind === 'urlencode') return urlEncodePiece(draft, piece.value, '--data-urlencode');
    if (piece.kind !== 'raw' && piece.value.startsWith('@')) {
      const file = piece.value.slice(1);
      note(draft, file === '-' ? 'stdin' : 'fileNotRead', file === '-' ? `${piece.value}: data read from standard input is left out` : `The contents of ${file} are left out (files are not read when other data is given)`, { option: '-d', file });
      return '';
    }
    return piece.value;
  });
  // curl joins -d pieces with '&'; --json pieces are appended to each other as they are.
  const allJson = draft.data.every((piece) => piece.kind === 'json');
  return { kind: 'text', text: texts.join(allJson ? '' : '&') };
}

const hasHeader = (headers: Header[], name: string) => headers.some((header) => header.name.toLowerCase() === name.toLowerCase());

/** A URL as curl takes it: `http://` added when there is no scheme. */
function normaliseUrl(url: string): string {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `http://${url}`;
}

/** The first word that reads as a URL is the URL; the other positional words are noted. */
function pickUrl(draft: Draft): string | undefined {
  const looksLikeUrl = (word: string) => /^[a-z][a-z0-9+.-]*:\/\//i.test(word) || /^(localhost|[\w-]+(\.[\w-]+)+|\[[0-9a-f:]+\])(:\d+)?([/?#]|$)/i.test(word);
  const url = draft.urls.find(looksLikeUrl) ?? draft.urls[0];
  const others = draft.urls.filter((word) => word !== url);
  if (others.length > 0) note(draft, 'extraArguments', `Also given, not converted: ${others.join(' ')}`, { words: others.join(' ') });
  return url;
}

function settle(draft: Draft): CurlRequest {
  const rawUrl = pickUrl(draft);
  if (rawUrl === undefined) throw new ToolInputError('noUrl');
  let url = normaliseUrl(rawUrl);
  const headers = [...draft.headers];
  if (draft.userAgent !== undefined && !hasHeader(headers, 'user-agent')) headers.push({ name: 'User-Agent', value: draft.userAgent });
  if (draft.referer !== undefined && !hasHeader(headers, 'referer')) headers.push({ name: 'Referer', value: draft.referer });
  if (draft.cookies.length > 0 && !hasHeader(headers, 'cookie')) headers.push({ name: 'Cookie', value: draft.cookies.join('; ') });

  const appendQuery = (query: string) => {
    if (query === '') return;
    const hash = url.indexOf('#');
    const base = hash === -1 ? url : url.slice(0, hash);
    url = `${base}${base.includes('?') ? '&' : '?'}${query}`;
  };
  for (const query of draft.queries) appendQuery(urlEncodePiece(draft, query, '--url-query'));

  let body: RequestBody | undefined;
  if (draft.form.length > 0) {
    if (draft.data.length > 0) note(draft, 'formAndData', '-F and -d cannot be used together: the form is sent, the data left out');
    body = { kind: 'form', fields: draft.form };
    // The library writes the multipart boundary: a Content-Type given by hand would lack it.
    for (let index = headers.length - 1; index >= 0; index--) if (headers[index]!.name.toLowerCase() === 'content-type' && /^multipart\/form-data\s*(;|$)/i.test(headers[index]!.value) && !/boundary=/i.test(headers[index]!.value)) headers.splice(index, 1);
  } else if (draft.upload !== undefined) {
    if (draft.upload === '-' || draft.upload === '.') note(draft, 'stdin', `-T ${draft.upload}: data read from standard input is left out`, { option: '-T', file: draft.upload });
    else body = { kind: 'file', path: draft.upload, mode: 'binary' };
  } else body = dataBody(draft);

  let method: string;
  if (draft.get && body?.kind === 'text') {
    appendQuery(body.text);
    body = undefined;
  } else if (draft.get && body) note(draft, 'getWithFile', '-G: data from a file is not moved into the query');
  if (draft.method !== undefined) method = draft.method;
  else if (draft.head) method = 'HEAD';
  else if (draft.get) method = 'GET';
  else if (draft.upload !== undefined) method = 'PUT';
  else if (body || draft.data.length > 0) method = 'POST';
  else method = 'GET';

  if (body && body.kind !== 'form') {
    const json = draft.data.some((piece) => piece.kind === 'json');
    if (json) {
      if (!hasHeader(headers, 'content-type')) headers.push({ name: 'Content-Type', value: 'application/json' });
      if (!hasHeader(headers, 'accept')) headers.push({ name: 'Accept', value: 'application/json' });
    } else if (draft.upload === undefined && !hasHeader(headers, 'content-type')) headers.push({ name: 'Content-Type', value: 'application/x-www-form-urlencoded' });
  }

  let proxy = draft.proxy === undefined ? undefined : /^[a-z][a-z0-9+.-]*:\/\//i.test(draft.proxy) ? draft.proxy : `http://${draft.proxy}`;
  if (proxy && draft.proxyUser) {
    const [user = '', ...password] = draft.proxyUser.split(':');
    proxy = proxy.replace('://', `://${encodeURIComponent(user)}:${encodeURIComponent(password.join(':'))}@`);
  }

  if (draft.unknown.length > 0) note(draft, 'unknownOptions', `Unknown options, not converted: ${draft.unknown.join(' ')}`, { options: draft.unknown.join(' ') });
  if (draft.unsupported.length > 0) note(draft, 'unsupportedOptions', `Options with no equivalent in the code, not converted: ${[...new Set(draft.unsupported)].join(' ')}`, { options: [...new Set(draft.unsupported)].join(' ') });
  if (draft.ignoredOutput.length > 0) note(draft, 'outputIgnored', `The code prints the response; not converted: ${draft.ignoredOutput.join(' ')}`, { options: draft.ignoredOutput.join(' ') });

  return {
    url,
    method,
    headers,
    ...(body ? { body } : {}),
    ...(draft.auth ? { auth: draft.auth } : {}),
    insecure: draft.insecure,
    compressed: draft.compressed,
    followRedirects: draft.followRedirects,
    ...(proxy ? { proxy } : {}),
    ...(draft.timeout !== undefined ? { timeout: draft.timeout } : {}),
    ...(draft.connectTimeout !== undefined ? { connectTimeout: draft.connectTimeout } : {}),
    notes: draft.notes,
  };
}

/** True for `curl`, `curl.exe`, `/usr/bin/curl`, `C:\…\curl.exe`. */
const isCurl = (word: string) => /(^|[\\/])curl(\.exe)?$/i.test(word);

/**
 * Parses a pasted curl command. Throws ToolInputError: `unbalancedQuote` (with line and column),
 * `notCurl` (the first word is something else), `noUrl`, `missingValue`, `badOptionValue`.
 */
export function parseCurl(text: string): CurlRequest {
  // A shell prompt pasted with the command.
  const prompt = /^\s*(?:\$|>|PS [^>]*>)\s+(?=curl)/i.exec(text);
  const source = prompt ? ' '.repeat(prompt[0].length) + text.slice(prompt[0].length) : text;
  const { words, rest } = splitCommand(source);
  const first = words[0];
  if (!first || !isCurl(first.value)) {
    const at = lineColumn(source, first?.start ?? 0);
    throw new ToolInputError('notCurl', {
      params: { line: at.line, column: at.column },
      detail: first ? `The command starts with '${first.value.slice(0, 40)}', not curl, at line ${at.line}, column ${at.column}` : 'The text is empty',
    });
  }
  const draft: Draft = { urls: [], headers: [], data: [], form: [], get: false, head: false, cookies: [], insecure: false, compressed: false, followRedirects: false, queries: [], unknown: [], unsupported: [], ignoredOutput: [], notes: [] };
  if (rest !== '') note(draft, 'otherCommands', 'Only the first command is converted', { rest: rest.slice(0, 80) });

  const missing = (word: Word, option: string) => {
    const at = lineColumn(source, word.start);
    return new ToolInputError('missingValue', { params: { option, line: at.line, column: at.column }, detail: `${option} needs a value, at line ${at.line}, column ${at.column}` });
  };

  let optionsEnded = false;
  for (let index = 1; index < words.length; index++) {
    const word = words[index]!;
    const value = word.value;
    if (optionsEnded || !value.startsWith('-') || value === '-') {
      draft.urls.push(value);
      continue;
    }
    if (value === '--') {
      optionsEnded = true;
      continue;
    }
    if (value.startsWith('--')) {
      const spec = OPTIONS[value];
      if (!spec && value.startsWith('--no-')) {
        // --no-<flag> turns a boolean off.
        const positive = OPTIONS[`--${value.slice(5)}`];
        if (positive && !positive.value) {
          if (value === '--no-compressed') draft.compressed = false;
          else if (value === '--no-location') draft.followRedirects = false;
          else if (value === '--no-insecure') draft.insecure = false;
          continue;
        }
      }
      if (!spec) {
        draft.unknown.push(value);
        continue;
      }
      if (spec.value) {
        const next = words[index + 1];
        if (!next) throw missing(word, value);
        index++;
        spec.handle(draft, next.value, value);
      } else spec.handle(draft, '', value);
      continue;
    }
    // A group of short options: -sSL, -XPOST, -H'…', -d@file.
    for (let position = 1; position < value.length; position++) {
      const option = `-${value[position]}`;
      const spec: OptionSpec | undefined = OPTIONS[option];
      if (!spec) {
        draft.unknown.push(option);
        continue;
      }
      if (!spec.value) {
        spec.handle(draft, '', option);
        continue;
      }
      const attached = value.slice(position + 1);
      if (attached !== '') spec.handle(draft, attached, option);
      else {
        const next = words[index + 1];
        if (!next) throw missing(word, option);
        index++;
        spec.handle(draft, next.value, option);
      }
      break;
    }
  }
  return settle(draft);
}

import type { CurlRequest, FormField, Header, Note } from './curl-converter.parse';

/**
 * The request read from a curl command, written as code: fetch in a browser, fetch in Node.js
 * (18 and later: built in), node:https (any Node.js version), Python requests, Go net/http, PHP's
 * curl extension and Rust reqwest (blocking client). Each writer says what its language cannot do
 * (a browser cannot skip certificate checks, node:https has no multipart forms…) as notes.
 */

export const LANGUAGES = ['javascript', 'node', 'node-https', 'python', 'go', 'php', 'rust'] as const;
export type Language = (typeof LANGUAGES)[number];

export interface Generated {
  code: string;
  notes: Note[];
}

const hex2 = (code: number) => code.toString(16).padStart(2, '0');

/** A single-quoted JavaScript string. */
export function jsString(value: string): string {
  let out = "'";
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === "'") out += "\\'";
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex2(code)}`;
    else if (code === 0x2028 || code === 0x2029) out += `\\u${code.toString(16)}`;
    else out += char;
  }
  return `${out}'`;
}

/** A single-quoted Python string (same escapes as JavaScript's for what matters here). */
const pyString = (value: string) => jsString(value).replace(/\\u(2028|2029)/g, '\\u$1');

/** A Go string: a raw string when it can be one and reads better (quotes, backslashes), else an interpreted one. */
function goString(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters cannot be in a raw string
  if (/["\\]/.test(value) && !/[`\r\u0000-\u0008\u000b-\u001f\u007f]/.test(value)) return `\`${value}\``;
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex2(code)}`;
    else out += char;
  }
  return `${out}"`;
}

/** A single-quoted PHP string: only `\` and `'` are escaped. */
const phpString = (value: string) => `'${value.replace(/[\\']/g, (char) => `\\${char}`)}'`;

/** A Rust string literal: raw (`r#"…"#`) when it holds quotes or backslashes, else an ordinary one. */
function rustString(value: string): string {
  // eslint-disable-next-line no-control-regex -- control characters need escapes, not a raw string
  if (/["\\]/.test(value) && !value.includes('"#') && !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(value)) return `r#"${value}"#`;
  let out = '"';
  for (const char of value) {
    const code = char.codePointAt(0)!;
    if (char === '\\') out += '\\\\';
    else if (char === '"') out += '\\"';
    else if (char === '\n') out += '\\n';
    else if (char === '\r') out += '\\r';
    else if (char === '\t') out += '\\t';
    else if (code === 0) out += '\\0';
    else if (code < 0x20 || code === 0x7f) out += `\\x${hex2(code)}`;
    else out += char;
  }
  return `${out}"`;
}

const note = (key: string, message: string, params?: Record<string, string>): Note => ({ key, message, ...(params ? { params } : {}) });

/**
 * Headers with each name once (case-insensitively), for languages that hold them in a map: repeated
 * values are joined as HTTP joins them (`, `; `; ` for Cookie).
 */
function mergedHeaders(headers: readonly Header[]): Header[] {
  const merged: Header[] = [];
  for (const header of headers) {
    const existing = merged.find((candidate) => candidate.name.toLowerCase() === header.name.toLowerCase());
    if (existing) existing.value += `${header.name.toLowerCase() === 'cookie' ? '; ' : ', '}${header.value}`;
    else merged.push({ ...header });
  }
  return merged;
}

/** A number of seconds as milliseconds (integer). */
const milliseconds = (seconds: number) => Math.round(seconds * 1000);

/** Form files in a browser: a File has to come from the page (an <input type="file">). */
function fileName(field: FormField): string {
  return field.filename ?? field.value.split(/[\\/]/).pop() ?? field.value;
}

function basicAuthHeader(request: CurlRequest): string | undefined {
  if (!request.auth) return undefined;
  return `'Basic ' + btoa(${jsString(`${request.auth.user}:${request.auth.password}`)})`;
}

const READ_FILE = "import { readFile } from 'node:fs/promises';";

/** fetch, in a browser (`node: false`) or Node.js 18+ (`node: true`). */
function fetchCode(request: CurlRequest, node: boolean): Generated {
  const notes: Note[] = [];
  const imports: string[] = [];
  const before: string[] = [];
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`method: ${jsString(request.method)},`);
  const headers = mergedHeaders(request.headers).map((header) => `    ${jsString(header.name)}: ${jsString(header.value)},`);
  const auth = basicAuthHeader(request);
  if (auth && !request.headers.some((header) => header.name.toLowerCase() === 'authorization')) headers.push(`    'Authorization': ${auth},`);
  if (headers.length > 0) options.push('headers: {', ...headers.map((line) => line.slice(2)), '},');
  const body = request.body;
  if (body?.kind === 'text') options.push(`body: ${jsString(body.text)},`);
  else if (body?.kind === 'file') {
    if (node) {
      imports.push(READ_FILE);
      options.push(body.mode === 'ascii' ? `body: (await readFile(${jsString(body.path)}, 'utf8')).replace(/[\\r\\n]/g, ''),` : `body: await readFile(${jsString(body.path)}),`);
    } else {
      notes.push(note('fileInBrowser', `A page cannot read ${body.path}: take the file from an <input type="file">`, { file: body.path }));
      options.push(`body: '', // the contents of ${body.path.replace(/\*\//g, '* /')}`);
    }
  } else if (body?.kind === 'form') {
    before.push('const form = new FormData();');
    for (const field of body.fields) {
      if (field.kind === 'text') {
        before.push(field.type ? `form.append(${jsString(field.name)}, new Blob([${jsString(field.value)}], { type: ${jsString(field.type)} }));` : `form.append(${jsString(field.name)}, ${jsString(field.value)});`);
      } else if (node) {
        // A Blob of the file's bytes: Node.js 18 has no fs.openAsBlob.
        if (!imports.includes(READ_FILE)) imports.push(READ_FILE);
        const blobOptions = field.type ? `, { type: ${jsString(field.type)} }` : '';
        before.push(
          field.kind === 'file'
            ? `form.append(${jsString(field.name)}, new Blob([await readFile(${jsString(field.value)})]${blobOptions}), ${jsString(fileName(field))});`
            : `form.append(${jsString(field.name)}, await readFile(${jsString(field.value)}, 'utf8'));`,
        );
      } else {
        notes.push(note('fileInBrowser', `A page cannot read ${field.value}: take the file from an <input type="file">`, { file: field.value }));
        const fileOptions = field.type ? `, { type: ${jsString(field.type)} }` : '';
        before.push(`form.append(${jsString(field.name)}, new File([/* the contents of ${field.value.replace(/\*\//g, '* /')} */], ${jsString(fileName(field))}${fileOptions}));`);
      }
    }
    options.push('body: form,');
  }
  const timeout = request.timeout ?? request.connectTimeout;
  if (timeout !== undefined) options.push(`signal: AbortSignal.timeout(${milliseconds(timeout)}),`);
  if (request.connectTimeout !== undefined && request.timeout === undefined) notes.push(note('connectTimeoutFetch', 'fetch has no connection timeout: --connect-timeout is used as the whole request’s timeout'));
  if (request.insecure) {
    notes.push(
      node
        ? note('insecureNodeFetch', 'fetch cannot skip certificate checks per request: run with NODE_TLS_REJECT_UNAUTHORIZED=0, or choose the node:https output')
        : note('insecureBrowser', 'Browsers never skip certificate checks: -k is not converted'),
    );
  }
  if (request.proxy) notes.push(node ? note('proxyNodeFetch', 'fetch takes no proxy option: use undici’s ProxyAgent as the dispatcher') : note('proxyBrowser', 'A page cannot choose a proxy: -x is not converted'));
  if (!node) {
    const forbidden = request.headers.filter((header) => /^(cookie|host|origin|referer|content-length|connection|accept-encoding|sec-.*)$/i.test(header.name)).map((header) => header.name);
    if (forbidden.length > 0) notes.push(note('forbiddenHeaders', `Browsers do not let a page set ${forbidden.join(', ')}: they send their own`, { headers: forbidden.join(', ') }));
  }

  const lines = [...imports, ...(imports.length > 0 ? [''] : []), ...before, ...(before.length > 0 ? [''] : [])];
  if (options.length === 0) lines.push(`const response = await fetch(${jsString(request.url)});`);
  else lines.push(`const response = await fetch(${jsString(request.url)}, {`, ...options.map((line) => `  ${line}`), '});');
  lines.push('', 'console.log(await response.text());');
  return { code: lines.join('\n'), notes };
}

/** node:http / node:https, for Node.js versions without fetch. */
function nodeHttpsCode(request: CurlRequest): Generated {
  const notes: Note[] = [];
  const secure = request.url.toLowerCase().startsWith('https:');
  const module = secure ? 'https' : 'http';
  const imports = [`import ${module} from 'node:${module}';`];
  const before: string[] = [];
  const body = request.body;
  let hasBody = false;
  if (body?.kind === 'text') {
    before.push(`const body = ${jsString(body.text)};`);
    hasBody = true;
  } else if (body?.kind === 'file') {
    imports.push("import { readFileSync } from 'node:fs';");
    before.push(body.mode === 'ascii' ? `const body = readFileSync(${jsString(body.path)}, 'utf8').replace(/[\\r\\n]/g, '');` : `const body = readFileSync(${jsString(body.path)});`);
    hasBody = true;
  } else if (body?.kind === 'form') notes.push(note('formNodeHttps', 'node:https has no multipart form encoder: the form is left out (choose the Node.js fetch output)'));
  const options: string[] = [`method: ${jsString(request.method)},`];
  const headers = mergedHeaders(request.headers).map((header) => `  ${jsString(header.name)}: ${jsString(header.value)},`);
  if (hasBody && !request.headers.some((header) => header.name.toLowerCase() === 'content-length')) headers.push("  'Content-Length': Buffer.byteLength(body),");
  if (headers.length > 0) options.push('headers: {', ...headers, '},');
  if (request.auth) options.push(`auth: ${jsString(`${request.auth.user}:${request.auth.password}`)},`);
  if (request.insecure && secure) options.push('rejectUnauthorized: false,');
  const timeout = request.connectTimeout ?? request.timeout;
  if (timeout !== undefined) options.push(`timeout: ${milliseconds(timeout)},`);
  if (request.timeout !== undefined) notes.push(note('timeoutNodeHttps', 'node:https times out on inactivity, not on the whole request: -m is used as the socket timeout'));
  if (request.proxy) notes.push(note('proxyNodeHttps', 'node:https takes no proxy option: -x is not converted'));
  if (request.compressed) notes.push(note('compressedNodeHttps', 'node:https does not decompress responses: pipe the response through node:zlib'));
  const lines = [...imports, ''];
  if (before.length > 0) lines.push(...before, '');
  lines.push(
    `const request = ${module}.request(${jsString(request.url)}, {`,
    ...options.map((line) => `  ${line}`),
    '}, (response) => {',
    "  let data = '';",
    "  response.setEncoding('utf8');",
    "  response.on('data', (chunk) => {",
    '    data += chunk;',
    '  });',
    "  response.on('end', () => {",
    '    console.log(response.statusCode, data);',
    '  });',
    '});',
    '',
  );
  if (timeout !== undefined) lines.push("request.on('timeout', () => request.destroy(new Error('Timed out')));");
  lines.push("request.on('error', (error) => console.error(error));", hasBody ? 'request.end(body);' : 'request.end();');
  return { code: lines.join('\n'), notes };
}

function pythonCode(request: CurlRequest): Generated {
  const notes: Note[] = [];
  const lines = ['import requests', ''];
  const args: string[] = [pyString(request.url)];
  if (request.headers.length > 0) {
    lines.push('headers = {', ...mergedHeaders(request.headers).map((header) => `    ${pyString(header.name)}: ${pyString(header.value)},`), '}', '');
    args.push('headers=headers');
  }
  const body = request.body;
  if (body?.kind === 'text') {
    // requests sends a str as Latin-1: other text goes as UTF-8 bytes.
    // eslint-disable-next-line no-control-regex -- every code point outside ASCII
    lines.push(`data = ${pyString(body.text)}${/[^\u0000-\u007f]/.test(body.text) ? ".encode('utf-8')" : ''}`, '');
    args.push('data=data');
  } else if (body?.kind === 'file') {
    lines.push(`with open(${pyString(body.path)}, 'rb') as file:`, `    data = file.read()${body.mode === 'ascii' ? ".replace(b'\\r', b'').replace(b'\\n', b'')" : ''}`, '');
    args.push('data=data');
  } else if (body?.kind === 'form') {
    const entries = body.fields.map((field) => {
      if (field.kind === 'text') return [field.name, field.type ? `(None, ${pyString(field.value)}, ${pyString(field.type)})` : `(None, ${pyString(field.value)})`] as const;
      if (field.kind === 'fileText') return [field.name, `(None, open(${pyString(field.value)}, 'rb').read())`] as const;
      const file = `open(${pyString(field.value)}, 'rb')`;
      if (field.filename === undefined && field.type === undefined) return [field.name, file] as const;
      return [field.name, `(${pyString(fileName(field))}, ${file}${field.type ? `, ${pyString(field.type)}` : ''})`] as const;
    });
    const repeated = new Set(entries.map(([name]) => name)).size < entries.length;
    if (repeated) lines.push('files = [', ...entries.map(([name, value]) => `    (${pyString(name)}, ${value}),`), ']', '');
    else lines.push('files = {', ...entries.map(([name, value]) => `    ${pyString(name)}: ${value},`), '}', '');
    args.push('files=files');
  }
  if (request.proxy) {
    lines.push('proxies = {', `    'http': ${pyString(request.proxy)},`, `    'https': ${pyString(request.proxy)},`, '}', '');
    args.push('proxies=proxies');
  }
  if (request.auth) args.push(`auth=(${pyString(request.auth.user)}, ${pyString(request.auth.password)})`);
  if (request.insecure) args.push('verify=False');
  if (request.connectTimeout !== undefined) args.push(`timeout=(${String(request.connectTimeout)}, ${request.timeout === undefined ? 'None' : String(request.timeout)})`);
  else if (request.timeout !== undefined) args.push(`timeout=${String(request.timeout)}`);
  if (request.timeout !== undefined) notes.push(note('timeoutPython', 'requests times out between bytes, not on the whole request: -m is used as the read timeout'));
  const method = request.method.toUpperCase();
  const simple = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'].includes(request.method);
  const call = simple ? `requests.${method.toLowerCase()}(` : 'requests.request(';
  if (!simple) args.unshift(pyString(request.method));
  const oneLine = `response = ${call}${args.join(', ')})`;
  if (oneLine.length <= 88) lines.push(oneLine);
  else lines.push(`response = ${call}`, ...args.map((arg) => `    ${arg},`), ')');
  lines.push('print(response.text)');
  return { code: lines.join('\n'), notes };
}

/**
 * gofmt's alignment of `Key: value` lines in a composite literal: the values of consecutive
 * one-line entries start in one column; an entry spanning lines ends the run.
 */
function goFields(fields: readonly (readonly [string, string])[], indent: string): string[] {
  const lines: string[] = [];
  let run: (readonly [string, string])[] = [];
  const flush = () => {
    const width = Math.max(...run.map(([key]) => key.length));
    for (const [key, value] of run) lines.push(`${indent}${`${key}:`.padEnd(width + 2)}${value},`);
    run = [];
  };
  for (const field of fields) {
    if (!field[1].includes('\n')) {
      run.push(field);
      continue;
    }
    if (run.length > 0) flush();
    lines.push(`${indent}${field[0]}: ${field[1]},`);
  }
  if (run.length > 0) flush();
  return lines;
}

function goDuration(seconds: number): string {
  return Number.isInteger(seconds) ? `${seconds} * time.Second` : `${milliseconds(seconds)} * time.Millisecond`;
}

const GO_CHECK = ['\tif err != nil {', '\t\tlog.Fatal(err)', '\t}'];

function goCode(request: CurlRequest): Generated {
  const notes: Note[] = [];
  const imports = new Set(['fmt', 'io', 'log', 'net/http']);
  const lines: string[] = [];
  const transport: [string, string][] = [];
  if (request.insecure) {
    imports.add('crypto/tls');
    transport.push(['TLSClientConfig', '&tls.Config{InsecureSkipVerify: true}']);
  }
  if (request.proxy) {
    imports.add('net/url');
    lines.push(`\tproxyURL, err := url.Parse(${goString(request.proxy)})`, ...GO_CHECK);
    transport.push(['Proxy', 'http.ProxyURL(proxyURL)']);
  }
  if (request.connectTimeout !== undefined) {
    imports.add('net');
    imports.add('time');
    transport.push(['DialContext', `(&net.Dialer{Timeout: ${goDuration(request.connectTimeout)}}).DialContext`]);
  }
  const client: [string, string][] = [];
  if (transport.length > 0) client.push(['Transport', '&http.Transport{\n' + goFields(transport, '\t\t\t').join('\n') + '\n\t\t}']);
  if (request.timeout !== undefined) {
    imports.add('time');
    client.push(['Timeout', goDuration(request.timeout)]);
  }
  if (client.length === 0) lines.push('\tclient := &http.Client{}');
  else lines.push('\tclient := &http.Client{', ...goFields(client, '\t\t'), '\t}');

  let bodyVar = 'nil';
  const body = request.body;
  let formContentType = false;
  if (body?.kind === 'text') {
    imports.add('strings');
    lines.push(`\tvar data = strings.NewReader(${goString(body.text)})`);
    bodyVar = 'data';
  } else if (body?.kind === 'file') {
    imports.add('os');
    if (body.mode === 'ascii') {
      imports.add('strings');
      lines.push(`\traw, err := os.ReadFile(${goString(body.path)})`, ...GO_CHECK, '\tdata := strings.NewReader(strings.NewReplacer("\\r", "", "\\n", "").Replace(string(raw)))');
    } else lines.push(`\tdata, err := os.Open(${goString(body.path)})`, ...GO_CHECK, '\tdefer data.Close()');
    bodyVar = 'data';
  } else if (body?.kind === 'form') {
    imports.add('bytes');
    imports.add('mime/multipart');
    lines.push('\tform := new(bytes.Buffer)', '\twriter := multipart.NewWriter(form)');
    for (const field of body.fields) {
      if (field.kind === 'text' && !field.type) {
        lines.push(`\tif err := writer.WriteField(${goString(field.name)}, ${goString(field.value)}); err != nil {`, '\t\tlog.Fatal(err)', '\t}');
        continue;
      }
      lines.push('\t{');
      if (field.kind === 'text') {
        imports.add('net/textproto');
        lines.push(
          '\t\theader := make(textproto.MIMEHeader)',
          `\t\theader.Set("Content-Disposition", ${goString(`form-data; name="${field.name}"`)})`,
          `\t\theader.Set("Content-Type", ${goString(field.type ?? 'text/plain')})`,
          '\t\tpart, err := writer.CreatePart(header)',
          '\t\tif err != nil {',
          '\t\t\tlog.Fatal(err)',
          '\t\t}',
          `\t\tif _, err := io.WriteString(part, ${goString(field.value)}); err != nil {`,
          '\t\t\tlog.Fatal(err)',
          '\t\t}',
          '\t}',
        );
        continue;
      }
      imports.add('os');
      lines.push(`\t\tfile, err := os.Open(${goString(field.value)})`, '\t\tif err != nil {', '\t\t\tlog.Fatal(err)', '\t\t}', '\t\tdefer file.Close()');
      if (field.kind === 'fileText') lines.push(`\t\tpart, err := writer.CreateFormField(${goString(field.name)})`);
      else if (field.type) {
        imports.add('net/textproto');
        lines.push(
          '\t\theader := make(textproto.MIMEHeader)',
          `\t\theader.Set("Content-Disposition", ${goString(`form-data; name="${field.name}"; filename="${fileName(field)}"`)})`,
          `\t\theader.Set("Content-Type", ${goString(field.type)})`,
          '\t\tpart, err := writer.CreatePart(header)',
        );
      } else lines.push(`\t\tpart, err := writer.CreateFormFile(${goString(field.name)}, ${goString(fileName(field))})`);
      lines.push('\t\tif err != nil {', '\t\t\tlog.Fatal(err)', '\t\t}', '\t\tif _, err := io.Copy(part, file); err != nil {', '\t\t\tlog.Fatal(err)', '\t\t}', '\t}');
    }
    lines.push('\tif err := writer.Close(); err != nil {', '\t\tlog.Fatal(err)', '\t}');
    bodyVar = 'form';
    formContentType = true;
  }
  lines.push(`\treq, err := http.NewRequest(${goString(request.method)}, ${goString(request.url)}, ${bodyVar})`, ...GO_CHECK);
  const seen = new Set<string>();
  for (const header of request.headers) {
    const lower = header.name.toLowerCase();
    if (lower === 'host') {
      lines.push(`\treq.Host = ${goString(header.value)}`);
      continue;
    }
    if (lower === 'accept-encoding') {
      // Go decompresses gzip itself only when it asked for it: a hand-set Accept-Encoding would give compressed bytes.
      lines.push(`\t// req.Header.Set(${goString(header.name)}, ${goString(header.value)}) // Go asks for gzip and decompresses it itself`);
      continue;
    }
    lines.push(`\treq.Header.${seen.has(lower) ? 'Add' : 'Set'}(${goString(header.name)}, ${goString(header.value)})`);
    seen.add(lower);
  }
  if (formContentType) lines.push('\treq.Header.Set("Content-Type", writer.FormDataContentType())');
  if (request.auth) lines.push(`\treq.SetBasicAuth(${goString(request.auth.user)}, ${goString(request.auth.password)})`);
  lines.push(
    '\tresp, err := client.Do(req)',
    ...GO_CHECK,
    '\tdefer resp.Body.Close()',
    '\tbodyText, err := io.ReadAll(resp.Body)',
    ...GO_CHECK,
    '\tfmt.Printf("%s\\n", bodyText)',
  );
  // Go's standard library imports first, sorted (gofmt groups none here: all are standard).
  const sorted = [...imports].sort();
  const code = ['package main', '', 'import (', ...sorted.map((path) => `\t"${path}"`), ')', '', 'func main() {', ...lines, '}'].join('\n');
  return { code, notes };
}

function phpCode(request: CurlRequest): Generated {
  const notes: Note[] = [];
  const lines = ['<?php', '', '$ch = curl_init();', `curl_setopt($ch, CURLOPT_URL, ${phpString(request.url)});`, 'curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);'];
  const body = request.body;
  if (request.method === 'HEAD') lines.push('curl_setopt($ch, CURLOPT_NOBODY, true);');
  else if (request.method !== 'GET' && !(request.method === 'POST' && body)) lines.push(`curl_setopt($ch, CURLOPT_CUSTOMREQUEST, ${phpString(request.method)});`);
  if (request.headers.length > 0) lines.push('curl_setopt($ch, CURLOPT_HTTPHEADER, [', ...request.headers.map((header) => `    ${phpString(`${header.name}: ${header.value}`)},`), ']);');
  if (request.auth) lines.push(`curl_setopt($ch, CURLOPT_USERPWD, ${phpString(`${request.auth.user}:${request.auth.password}`)});`);
  if (body?.kind === 'text') lines.push(`curl_setopt($ch, CURLOPT_POSTFIELDS, ${phpString(body.text)});`);
  else if (body?.kind === 'file') {
    const read = `file_get_contents(${phpString(body.path)})`;
    lines.push(`curl_setopt($ch, CURLOPT_POSTFIELDS, ${body.mode === 'ascii' ? `str_replace(["\\r", "\\n"], '', ${read})` : read});`);
  } else if (body?.kind === 'form') {
    const names = body.fields.map((field) => field.name);
    if (new Set(names).size < names.length) notes.push(note('repeatedFieldsPhp', 'A PHP array holds each field name once: repeated fields keep their last value'));
    const entries = body.fields.map((field) => {
      if (field.kind === 'text') return `    ${phpString(field.name)} => ${phpString(field.value)},`;
      if (field.kind === 'fileText') return `    ${phpString(field.name)} => file_get_contents(${phpString(field.value)}),`;
      const args = [phpString(field.value)];
      if (field.type || field.filename) args.push(field.type ? phpString(field.type) : "''");
      if (field.filename) args.push(phpString(field.filename));
      return `    ${phpString(field.name)} => new CURLFile(${args.join(', ')}),`;
    });
    lines.push('curl_setopt($ch, CURLOPT_POSTFIELDS, [', ...entries, ']);');
  }
  if (request.followRedirects) lines.push('curl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);');
  if (request.compressed) lines.push("curl_setopt($ch, CURLOPT_ENCODING, '');");
  if (request.insecure) lines.push('curl_setopt($ch, CURLOPT_SSL_VERIFYPEER, false);', 'curl_setopt($ch, CURLOPT_SSL_VERIFYHOST, 0);');
  if (request.proxy) lines.push(`curl_setopt($ch, CURLOPT_PROXY, ${phpString(request.proxy)});`);
  if (request.timeout !== undefined) lines.push(Number.isInteger(request.timeout) ? `curl_setopt($ch, CURLOPT_TIMEOUT, ${request.timeout});` : `curl_setopt($ch, CURLOPT_TIMEOUT_MS, ${milliseconds(request.timeout)});`);
  if (request.connectTimeout !== undefined) lines.push(Number.isInteger(request.connectTimeout) ? `curl_setopt($ch, CURLOPT_CONNECTTIMEOUT, ${request.connectTimeout});` : `curl_setopt($ch, CURLOPT_CONNECTTIMEOUT_MS, ${milliseconds(request.connectTimeout)});`);
  lines.push('', '$response = curl_exec($ch);', 'if ($response === false) {', '    echo curl_error($ch);', '} else {', '    echo $response;', '}');
  return { code: lines.join('\n'), notes };
}

function rustDuration(seconds: number): string {
  return Number.isInteger(seconds) ? `std::time::Duration::from_secs(${seconds})` : `std::time::Duration::from_millis(${milliseconds(seconds)})`;
}

function rustCode(request: CurlRequest): Generated {
  const notes: Note[] = [];
  const features = ['blocking'];
  const body = request.body;
  if (body?.kind === 'form') features.push('multipart');
  if (request.compressed) features.push('gzip', 'brotli', 'deflate');
  const lines = [`// Cargo.toml: reqwest = { version = "0.12", features = [${features.map((feature) => `"${feature}"`).join(', ')}] }`];
  const headers: Header[] = request.headers;
  if (headers.length > 0) lines.push('use reqwest::header;', '');
  else lines.push('');
  lines.push('fn main() -> Result<(), Box<dyn std::error::Error>> {');
  if (headers.length > 0) {
    lines.push('    let mut headers = header::HeaderMap::new();');
    const seen = new Set<string>();
    for (const header of headers) {
      // HeaderName::from_static takes lower-case names only.
      const name = header.name.toLowerCase();
      lines.push(`    headers.${seen.has(name) ? 'append' : 'insert'}(${rustString(name)}, ${rustString(header.value)}.parse()?);`);
      seen.add(name);
    }
    lines.push('');
  }
  if (body?.kind === 'form') {
    const parts = body.fields.map((field) => {
      if (field.kind === 'text' && !field.type) return `        .text(${rustString(field.name)}, ${rustString(field.value)})`;
      if (field.kind === 'text') return `        .part(${rustString(field.name)}, reqwest::blocking::multipart::Part::text(${rustString(field.value)}).mime_str(${rustString(field.type!)})?)`;
      if (field.kind === 'fileText') return `        .text(${rustString(field.name)}, std::fs::read_to_string(${rustString(field.value)})?)`;
      if (!field.type && !field.filename) return `        .file(${rustString(field.name)}, ${rustString(field.value)})?`;
      let part = `reqwest::blocking::multipart::Part::file(${rustString(field.value)})?`;
      if (field.filename) part += `.file_name(${rustString(field.filename)})`;
      if (field.type) part += `.mime_str(${rustString(field.type)})?`;
      return `        .part(${rustString(field.name)}, ${part})`;
    });
    lines.push('    let form = reqwest::blocking::multipart::Form::new()', ...parts.map((part, index) => (index === parts.length - 1 ? `${part};` : part)), '');
  }
  const builder: string[] = [];
  if (request.insecure) builder.push('.danger_accept_invalid_certs(true)');
  if (request.proxy) builder.push(`.proxy(reqwest::Proxy::all(${rustString(request.proxy)})?)`);
  if (request.timeout !== undefined) builder.push(`.timeout(${rustDuration(request.timeout)})`);
  if (request.connectTimeout !== undefined) builder.push(`.connect_timeout(${rustDuration(request.connectTimeout)})`);
  if (builder.length === 0) lines.push('    let client = reqwest::blocking::Client::new();');
  else lines.push('    let client = reqwest::blocking::Client::builder()', ...builder.map((call) => `        ${call}`), '        .build()?;');
  const simple = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD'].includes(request.method);
  const start = simple ? `.${request.method.toLowerCase()}(${rustString(request.url)})` : `.request(reqwest::Method::from_bytes(${rustString(request.method)}.as_bytes())?, ${rustString(request.url)})`;
  const calls = [start];
  if (headers.length > 0) calls.push('.headers(headers)');
  if (request.auth) calls.push(`.basic_auth(${rustString(request.auth.user)}, Some(${rustString(request.auth.password)}))`);
  if (body?.kind === 'text') calls.push(`.body(${rustString(body.text)})`);
  else if (body?.kind === 'file') calls.push(body.mode === 'ascii' ? `.body(std::fs::read_to_string(${rustString(body.path)})?.replace(['\\r', '\\n'], ""))` : `.body(std::fs::read(${rustString(body.path)})?)`);
  else if (body?.kind === 'form') calls.push('.multipart(form)');
  calls.push('.send()?', '.text()?;');
  lines.push('    let res = client', ...calls.map((call) => `        ${call}`), '    println!("{}", res);', '', '    Ok(())', '}');
  return { code: lines.join('\n'), notes };
}

/** The request as code in `language`. */
export function generate(request: CurlRequest, language: Language): Generated {
  switch (language) {
    case 'javascript':
      return fetchCode(request, false);
    case 'node':
      return fetchCode(request, true);
    case 'node-https':
      return nodeHttpsCode(request);
    case 'python':
      return pythonCode(request);
    case 'go':
      return goCode(request);
    case 'php':
      return phpCode(request);
    case 'rust':
      return rustCode(request);
  }
}

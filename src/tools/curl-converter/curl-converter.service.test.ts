import { describe, expect, it } from 'vitest';
import { failureMessage } from '../../engine/failure';
import { fetchToCurl } from './curl-converter.fetch';
import { generate } from './curl-converter.generate';
import { parseCurl, type CurlRequest } from './curl-converter.parse';
import { convertCurl, convertFetch, DEFAULT_CURL, DEFAULT_FETCH } from './curl-converter.service';
import { shellQuote, splitCmd, splitPosix } from './curl-converter.shell';

/** The request without its notes, for comparisons. */
const request = (command: string): Omit<CurlRequest, 'notes'> => {
  const { notes: _notes, ...rest } = parseCurl(command);
  return rest;
};
const noteKeys = (command: string) => parseCurl(command).notes.map((note) => note.key);
const failure = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    const { messageKey, params, detail } = failureMessage(error, 'unexpected');
    return { messageKey, params, detail };
  }
  return undefined;
};
const base = { insecure: false, compressed: false, followRedirects: false };

// Written as Chrome 128's "Copy as cURL (bash)" writes a POST from a page (options one per line,
// values in single quotes, `$'…'` when the body holds a quote).
const CHROME_BASH = `curl 'https://shop.example.com/api/cart?lang=en' \\
  -H 'accept: application/json, text/plain, */*' \\
  -H 'accept-language: en-GB,en;q=0.9' \\
  -H 'content-type: application/json' \\
  -b 'session=abc123; theme=dark' \\
  -H 'origin: https://shop.example.com' \\
  -H 'referer: https://shop.example.com/basket' \\
  -H 'sec-ch-ua: "Chromium";v="128", "Not;A=Brand";v="24"' \\
  -H 'user-agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 Safari/537.36' \\
  --data-raw $'{"note":"O\\'Brien\\'s order","lines":"a\\nb"}'`;

// The same request as Chrome's "Copy as cURL (cmd)" writes it: ^ continuations, ^" quotes, \\" and
// ^ before every special character (escapeStringWin in Chrome DevTools).
const CHROME_CMD = [
  'curl ^"https://shop.example.com/api/cart?lang=en^&x=1^" ^',
  '  -H ^"accept: application/json, text/plain, */*^" ^',
  '  -H ^"content-type: application/json^" ^',
  '  -b ^"session=abc123; theme=dark^" ^',
  '  --data-raw ^"^{^\\^"note^\\^":^\\^"O\'Brien^\\^",^\\^"pct^\\^":^\\^"50%^a^\\^"^}^" ^',
  '  --compressed',
].join('\n');

describe('shell words', () => {
  it.each([
    ['single and double quotes, escapes', `curl 'a b' "c \\"d\\" \\$e \\x" f\\ g`, ['curl', 'a b', 'c "d" $e \\x', 'f g']],
    ['backslash-newline continuation, CRLF too', 'curl \\\n  -s \\\r\n  url', ['curl', '-s', 'url']],
    ['ANSI-C quoting', `curl $'it\\'s\\n\\t\\x41\\u00e9\\101\\\\'`, ['curl', "it's\n\tAé" + 'A\\']],
    ['adjacent pieces make one word', `curl -H'a: '"b"c`, ['curl', '-Ha: bc']],
    ['a comment', 'curl url # the rest', ['curl', 'url']],
    ['a line starting with an option continues the command', "curl https://x.test\n  -H 'a: b'", ['curl', 'https://x.test', '-H', 'a: b']],
  ])('%s', (_name, text, words) => {
    expect(splitPosix(text).words.map((word) => word.value)).toEqual(words);
  });

  it('stops at ;, && and a line that is not an option', () => {
    expect(splitPosix('curl a; curl b')).toMatchObject({ words: [{ value: 'curl' }, { value: 'a' }], rest: 'curl b' });
    expect(splitPosix('curl a && echo ok').rest).toBe('echo ok');
    expect(splitPosix('curl a\ncurl b').rest).toBe('curl b');
  });

  it('reads cmd.exe: ^ escapes and continuations, then the C runtime’s quotes and backslashes', () => {
    // MSVC rules: 2n backslashes + " → n backslashes, quote toggles; 2n+1 → n and a literal quote.
    expect(splitCmd('curl "a b" ^\n  c\\"d "e\\\\"f "g""h"').words.map((word) => word.value)).toEqual(['curl', 'a b', 'c"d', 'e\\f', 'g"h']);
    expect(splitCmd('curl ^"x^&y^" "p^q"').words.map((word) => word.value)).toEqual(['curl', 'x&y', 'p^q']);
  });

  it.each([
    ['', "''"],
    ['plain-word_1.2/x:y', 'plain-word_1.2/x:y'],
    ['a b', "'a b'"],
    ["it's", "$'it\\'s'"],
    ['a\nb\\c', "$'a\\nb\\\\c'"],
  ])('shellQuote(%j) = %s', (value, quoted) => {
    expect(shellQuote(value)).toBe(quoted);
    expect(splitPosix(`x ${quoted}`).words[1]?.value).toBe(value);
  });
});

describe('parseCurl', () => {
  it('reads Chrome’s "Copy as cURL (bash)"', () => {
    const parsed = request(CHROME_BASH);
    expect(parsed).toMatchObject({ ...base, url: 'https://shop.example.com/api/cart?lang=en', method: 'POST', body: { kind: 'text', text: `{"note":"O'Brien's order","lines":"a\nb"}` } });
    expect(parsed.headers.map((header) => header.name)).toEqual(['accept', 'accept-language', 'content-type', 'origin', 'referer', 'sec-ch-ua', 'user-agent', 'Cookie']);
    expect(parsed.headers.find((header) => header.name === 'Cookie')?.value).toBe('session=abc123; theme=dark');
    expect(parsed.headers.find((header) => header.name === 'sec-ch-ua')?.value).toBe('"Chromium";v="128", "Not;A=Brand";v="24"');
  });

  it('reads Chrome’s "Copy as cURL (cmd)"', () => {
    const parsed = request(CHROME_CMD);
    expect(parsed).toMatchObject({ url: 'https://shop.example.com/api/cart?lang=en&x=1', method: 'POST', compressed: true, body: { kind: 'text', text: '{"note":"O\'Brien","pct":"50%a"}' } });
    expect(parsed.headers).toEqual([
      { name: 'accept', value: 'application/json, text/plain, */*' },
      { name: 'content-type', value: 'application/json' },
      { name: 'Cookie', value: 'session=abc123; theme=dark' },
    ]);
  });

  it.each([
    // curl(1): -d pieces are joined with &, and POSTed as a form unless a Content-Type is given.
    ['-d pieces', "curl -d a=1 -d 'b=2 3' https://x.test", { method: 'POST', url: 'https://x.test', body: { kind: 'text', text: 'a=1&b=2 3' }, headers: [{ name: 'Content-Type', value: 'application/x-www-form-urlencoded' }] }],
    // -G moves the data into the query, after the existing one.
    ['-G', 'curl -G -d q=tea -d page=2 https://x.test/search?lang=en', { method: 'GET', url: 'https://x.test/search?lang=en&q=tea&page=2', headers: [] }],
    ['-I', 'curl -I https://x.test', { method: 'HEAD' }],
    ['-I with -G', 'curl -IG -d a=1 https://x.test', { method: 'HEAD', url: 'https://x.test?a=1' }],
    ['-X beats the inference', 'curl -X PUT -d x https://x.test', { method: 'PUT', body: { kind: 'text', text: 'x' } }],
    ['-XPOST attached, -sSL grouped', 'curl -sSLXPOST https://x.test', { method: 'POST', followRedirects: true }],
    // --data-urlencode: name=content, =content and content encoded as curl 7.88 sends them (space → +).
    ['--data-urlencode', "curl --data-urlencode 'q=tea & cake' --data-urlencode '=a/b~' --data-urlencode plain https://x.test", { body: { kind: 'text', text: 'q=tea+%26+cake&a%2Fb~&plain' } }],
    // --json: pieces appended as they are; Content-Type and Accept set to JSON.
    ['--json twice', `curl --json '{"a":' --json '1}' https://x.test`, { method: 'POST', body: { kind: 'text', text: '{"a":1}' }, headers: [{ name: 'Content-Type', value: 'application/json' }, { name: 'Accept', value: 'application/json' }] }],
    ['-d @file', 'curl -d @payload.json https://x.test', { body: { kind: 'file', path: 'payload.json', mode: 'ascii' } }],
    ['--data-binary @file', 'curl --data-binary @image.png -H "Content-Type: image/png" https://x.test', { body: { kind: 'file', path: 'image.png', mode: 'binary' }, headers: [{ name: 'Content-Type', value: 'image/png' }] }],
    ['--data-raw keeps @', 'curl --data-raw @me https://x.test', { body: { kind: 'text', text: '@me' } }],
    ['-T is a PUT of the file', 'curl -T backup.tar https://x.test/upload', { method: 'PUT', body: { kind: 'file', path: 'backup.tar', mode: 'binary' }, headers: [] }],
    ['-F fields and files', "curl -F name=Ann -F 'photo=@me.jpg;type=image/jpeg;filename=ann.jpg' -F 'notes=<notes.txt' https://x.test", { method: 'POST', body: { kind: 'form', fields: [{ name: 'name', kind: 'text', value: 'Ann' }, { name: 'photo', kind: 'file', value: 'me.jpg', type: 'image/jpeg', filename: 'ann.jpg' }, { name: 'notes', kind: 'fileText', value: 'notes.txt' }] }, headers: [] }],
    ['-u, -A, -e ;auto, -b', 'curl -u ann:s3cr:et -A agent/1 -e "https://ref.test/;auto" -b a=1 -b b=2 https://x.test', { auth: { user: 'ann', password: 's3cr:et' }, headers: [{ name: 'User-Agent', value: 'agent/1' }, { name: 'Referer', value: 'https://ref.test/' }, { name: 'Cookie', value: 'a=1; b=2' }] }],
    ['-k -L --compressed -x -m --connect-timeout', 'curl -kL --compressed -x proxy:3128 -U u:p -m 2.5 --connect-timeout 3 https://x.test', { insecure: true, followRedirects: true, compressed: true, proxy: 'http://u:p@proxy:3128', timeout: 2.5, connectTimeout: 3 }],
    ['--url and a URL without scheme', 'curl --url example.com/path', { url: 'http://example.com/path' }],
    ['--oauth2-bearer and -r', 'curl --oauth2-bearer t0k -r 0-99 https://x.test', { headers: [{ name: 'Authorization', value: 'Bearer t0k' }, { name: 'Range', value: 'bytes=0-99' }] }],
    ['-H "Name;" sends it empty, -H "Name:" removes it', "curl -H 'X-Empty;' -H 'Accept:' https://x.test", { headers: [{ name: 'X-Empty', value: '' }] }],
    ['a $ prompt and curl.exe', '$ curl.exe https://x.test', { url: 'https://x.test' }],
  ])('%s', (_name, command, expected) => {
    expect(request(command)).toMatchObject(expected);
  });

  it.each([
    ['-o and -O', 'curl -o out.html -O https://x.test', ['outputIgnored']],
    ['unknown options', 'curl --frobnicate -Q https://x.test', ['unknownOptions']],
    ['options without an equivalent', 'curl --digest -u a:b --cert c.pem https://x.test', ['unsupportedOptions']],
    ['reporting options change nothing', 'curl -sS -v -i --fail https://x.test', []],
    ['a second command', 'curl https://x.test; curl https://y.test', ['otherCommands']],
    ['-u without password', 'curl -u ann https://x.test', ['passwordPrompt']],
    ['cookie file', 'curl -b cookies.txt https://x.test', ['cookieFile']],
    ['two positional words', 'curl https://x.test extra', ['extraArguments']],
  ])('notes %s', (_name, command, keys) => {
    expect(noteKeys(command)).toEqual(keys);
  });

  it.each([
    ['an unclosed quote, with its place', "curl https://x.test \\\n  -H 'a: b' -d 'x", 'unbalancedQuote', { line: 2, column: 16 }],
    ['an unclosed double quote', 'curl -H "a: b https://x.test', 'unbalancedQuote', { line: 1, column: 9 }],
    ['an unclosed cmd quote', 'curl ^\n  "https://x.test', 'unbalancedQuote', { line: 2, column: 3 }],
    ['another command', 'wget https://x.test', 'notCurl', { line: 1, column: 1 }],
    ['no URL', "curl -H 'a: b'", 'noUrl', undefined],
    ['an option without its value', 'curl https://x.test -H', 'missingValue', { option: '-H' }],
    ['a bad number', 'curl -m soon https://x.test', 'badOptionValue', { option: '-m' }],
  ])('%s → %s', (_name, command, messageKey, params) => {
    const found = failure(() => parseCurl(command));
    expect(found?.messageKey).toBe(messageKey);
    if (params) expect(found?.params).toMatchObject(params);
  });

  it('says where an unclosed quote starts in the detail', () => {
    expect(failure(() => parseCurl("curl 'https://x.test"))?.detail).toBe("Unclosed ' quote starting at line 1, column 6");
  });
});

describe('generate', () => {
  const post = parseCurl(DEFAULT_CURL);

  it.each([
    [
      'javascript',
      `const response = await fetch('https://api.example.com/v1/orders?page=2', {
  method: 'POST',
  headers: {
    'accept': 'application/json',
    'content-type': 'application/json',
    'authorization': 'Bearer 0123456789abcdef',
  },
  body: '{"product":"tea","quantity":2}',
});

console.log(await response.text());`,
    ],
    [
      'python',
      `import requests

headers = {
    'accept': 'application/json',
    'content-type': 'application/json',
    'authorization': 'Bearer 0123456789abcdef',
}

data = '{"product":"tea","quantity":2}'

response = requests.post(
    'https://api.example.com/v1/orders?page=2',
    headers=headers,
    data=data,
)
print(response.text)`,
    ],
    [
      'go',
      `package main

import (
\t"fmt"
\t"io"
\t"log"
\t"net/http"
\t"strings"
)

func main() {
\tclient := &http.Client{}
\tvar data = strings.NewReader(\`{"product":"tea","quantity":2}\`)
\treq, err := http.NewRequest("POST", "https://api.example.com/v1/orders?page=2", data)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\treq.Header.Set("accept", "application/json")
\treq.Header.Set("content-type", "application/json")
\treq.Header.Set("authorization", "Bearer 0123456789abcdef")
\tresp, err := client.Do(req)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tdefer resp.Body.Close()
\tbodyText, err := io.ReadAll(resp.Body)
\tif err != nil {
\t\tlog.Fatal(err)
\t}
\tfmt.Printf("%s\\n", bodyText)
}`,
    ],
    [
      'php',
      `<?php

$ch = curl_init();
curl_setopt($ch, CURLOPT_URL, 'https://api.example.com/v1/orders?page=2');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPHEADER, [
    'accept: application/json',
    'content-type: application/json',
    'authorization: Bearer 0123456789abcdef',
]);
curl_setopt($ch, CURLOPT_POSTFIELDS, '{"product":"tea","quantity":2}');

$response = curl_exec($ch);
if ($response === false) {
    echo curl_error($ch);
} else {
    echo $response;
}`,
    ],
    [
      'rust',
      `// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use reqwest::header;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut headers = header::HeaderMap::new();
    headers.insert("accept", "application/json".parse()?);
    headers.insert("content-type", "application/json".parse()?);
    headers.insert("authorization", "Bearer 0123456789abcdef".parse()?);

    let client = reqwest::blocking::Client::new();
    let res = client
        .post("https://api.example.com/v1/orders?page=2")
        .headers(headers)
        .body(r#"{"product":"tea","quantity":2}"#)
        .send()?
        .text()?;
    println!("{}", res);

    Ok(())
}`,
    ],
  ] as const)('%s', (language, code) => {
    expect(generate(post, language).code).toBe(code);
  });

  it('node:https sends the body with its length', () => {
    const code = generate(post, 'node-https').code;
    expect(code).toMatch(/^import https from 'node:https';\n\nconst body = '\{"product":"tea","quantity":2\}';\n/);
    expect(code).toContain("    'Content-Length': Buffer.byteLength(body),\n");
    expect(code).toContain('request.end(body);');
  });

  it('escapes strings for each language', () => {
    const tricky = parseCurl(`curl -H $'x-note: it\\'s "q" \\\\ \\t!' https://x.test`);
    expect(generate(tricky, 'javascript').code).toContain(`'x-note': 'it\\'s "q" \\\\ \\t!',`);
    expect(generate(tricky, 'python').code).toContain(`'x-note': 'it\\'s "q" \\\\ \\t!',`);
    // Go: a raw string, quotes and backslashes as they are.
    expect(generate(tricky, 'go').code).toContain('req.Header.Set("x-note", `it\'s "q" \\ \t!`)');
    expect(generate(tricky, 'php').code).toContain(`'x-note: it\\'s "q" \\\\ \t!',`);
    expect(generate(tricky, 'rust').code).toContain('headers.insert("x-note", r#"it\'s "q" \\ \t!"#.parse()?);');
    expect(generate(parseCurl("curl -H 'a: b\"c' https://x.test"), 'rust').code).toContain('headers.insert("a", r#"b"c"#.parse()?);');
    expect(generate(parseCurl("curl -H $'a: b\\x01' https://x.test"), 'rust').code).toContain('headers.insert("a", "b\\x01".parse()?);');
  });

  it('merges repeated headers where a map holds them, keeps them where a list does', () => {
    const repeated = parseCurl("curl -H 'X-A: 1' -H 'x-a: 2' https://x.test");
    expect(generate(repeated, 'python').code).toContain("    'X-A': '1, 2',\n");
    expect(generate(repeated, 'go').code).toContain('req.Header.Set("X-A", "1")\n\treq.Header.Add("x-a", "2")');
    expect(generate(repeated, 'rust').code).toContain('headers.insert("x-a", "1".parse()?);\n    headers.append("x-a", "2".parse()?);');
  });

  it('non-ASCII bodies go to requests as UTF-8 bytes', () => {
    expect(generate(parseCurl("curl -d 'café' https://x.test"), 'python').code).toContain("data = 'café'.encode('utf-8')");
  });

  it('says what a language cannot do', () => {
    const insecure = parseCurl('curl -k -x proxy:1 -F f=@a.png https://x.test');
    expect(generate(insecure, 'javascript').notes.map((note) => note.key)).toEqual(['fileInBrowser', 'insecureBrowser', 'proxyBrowser']);
    expect(generate(insecure, 'node-https').notes.map((note) => note.key)).toEqual(['formNodeHttps', 'proxyNodeHttps']);
    expect(generate(insecure, 'python').notes).toEqual([]);
  });
});

describe('fetch → curl', () => {
  it('writes Chrome’s "Copy as fetch" as Chrome’s "Copy as cURL" would', () => {
    expect(convertFetch(DEFAULT_FETCH).output).toBe(
      "curl 'https://api.example.com/v1/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'content-type: application/json' \\\n  -H 'referer: https://example.com/shop' \\\n  --data-raw '{\"product\":\"tea\",\"quantity\":2}'",
    );
  });

  it.each([
    ['a GET with no options', "fetch('https://x.test/a b')", "curl 'https://x.test/a b'"],
    ['await and a variable around it', 'const r = await fetch(`https://x.test`, { method: "delete" });', "curl https://x.test \\\n  -X DELETE"],
    ['HEAD', 'fetch("https://x.test", {method: "HEAD"})', 'curl https://x.test \\\n  --head'],
    ['JSON.stringify body, unquoted keys, comments, trailing commas', 'fetch("https://x.test", { method: "POST", /* c */ headers: { "Content-Type": "application/json", }, body: JSON.stringify({ a: [1, true, null], b: "it\'s" }), // end\n})', `curl https://x.test \\\n  -H 'Content-Type: application/json' \\\n  --data-raw $'{"a":[1,true,null],"b":"it\\'s"}'`],
    ['a string body gets fetch’s text/plain type', 'fetch("https://x.test", {method: "PUT", body: "hi"})', "curl https://x.test \\\n  -X PUT \\\n  -H 'content-type: text/plain;charset=UTF-8' \\\n  --data-raw hi"],
    ['URLSearchParams body and headers as pairs', "fetch('https://x.test', { method: 'POST', headers: [['X-A', '1']], body: new URLSearchParams({ q: 'tea & cake', n: 2 }) })", "curl https://x.test \\\n  -H 'X-A: 1' \\\n  -H 'content-type: application/x-www-form-urlencoded;charset=UTF-8' \\\n  --data-raw 'q=tea+%26+cake&n=2'"],
    ['new Headers', "fetch('https://x.test', { headers: new Headers({ a: 'b' }) })", "curl https://x.test \\\n  -H 'a: b'"],
  ])('%s', (_name, code, command) => {
    expect(fetchToCurl(code).command).toBe(command);
  });

  it('round-trips: the curl command reads back as the same request', () => {
    const back = parseCurl(convertFetch(DEFAULT_FETCH).output);
    expect(back).toMatchObject({ url: 'https://api.example.com/v1/orders?page=2', method: 'POST', body: { kind: 'text', text: '{"product":"tea","quantity":2}' } });
  });

  it('lists the options it does not convert', () => {
    expect(fetchToCurl("fetch('https://x.test', { mode: 'cors', keepalive: true, foo: 1, bar: 'x' })").notes.map((note) => note.params)).toEqual([{ options: 'foo, bar' }]);
  });

  it.each([
    ['no fetch call', 'axios.get("https://x.test")', 'notFetch', undefined],
    ['a variable', 'fetch(url, {})', 'invalidFetch', { line: 1, column: 7 }],
    ['an unclosed string', 'fetch("https://x.test", {\n  body: "abc\n})', 'invalidFetch', { line: 2, column: 9 }],
    ['a template with ${}', 'fetch(`https://x.test/${id}`)', 'invalidFetch', { line: 1, column: 23 }],
    ['a missing parenthesis', 'fetch("https://x.test", {}', 'invalidFetch', undefined],
  ])('%s → %s', (_name, code, messageKey, params) => {
    const found = failure(() => fetchToCurl(code));
    expect(found?.messageKey).toBe(messageKey);
    if (params) expect(found?.params).toMatchObject(params);
  });
});

describe('service', () => {
  it('blank input gives an empty output', () => {
    expect(convertCurl('  \n', 'python')).toEqual({ output: '', notes: [] });
    expect(convertFetch('')).toEqual({ output: '', notes: [] });
  });
});

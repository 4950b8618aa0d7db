import { z } from '../../engine/zod';
import { defineOperation, type OperationContext } from '../../engine/operation';
import { convertCurl, convertFetch, DEFAULT_CURL, DEFAULT_FETCH, LANGUAGES, type Conversion } from './curl-converter.service';

/** The output, with what was not converted said beside it (the page lists it, the command line prints it). */
function withNotes(conversion: Conversion, context: OperationContext): string {
  for (const note of conversion.notes) context.warn?.({ key: note.key, message: note.message, ...(note.params ? { data: note.params } : {}) });
  return conversion.output;
}

/**
 * A curl command → code. Expected outputs written by hand from each library's documentation (fetch
 * and node:https in Node.js, Python requests, Go net/http, PHP curl, Rust reqwest) and checked
 * against what curl itself sends to a local server (method, URL, headers, body).
 */
export const curlConverter = defineOperation({
  id: 'curl-converter',
  toolId: 'curl-converter',
  input: 'text',
  output: 'text',
  options: z.object({ language: z._default(z.enum(LANGUAGES), 'javascript') }),
  run: (input, options, context) => withNotes(convertCurl(input, options.language), context),
  examples: [
    {
      description: 'A POST with a header and a form body (curl -d sets the form Content-Type)',
      input: "curl -d 'name=tea' -H 'Accept: application/json' https://api.example.com/orders",
      output:
        "const response = await fetch('https://api.example.com/orders', {\n  method: 'POST',\n  headers: {\n    'Accept': 'application/json',\n    'Content-Type': 'application/x-www-form-urlencoded',\n  },\n  body: 'name=tea',\n});\n\nconsole.log(await response.text());",
    },
    {
      description: 'Python requests: -G moves the data into the query, -u is Basic authentication',
      input: 'curl -G -d q=tea -u ann:secret https://api.example.com/search',
      options: { language: 'python' },
      output: "import requests\n\nresponse = requests.get('https://api.example.com/search?q=tea', auth=('ann', 'secret'))\nprint(response.text)",
    },
    {
      description: 'Go net/http, from a copied request with a JSON body',
      input: DEFAULT_CURL,
      options: { language: 'go' },
      output:
        'package main\n\nimport (\n\t"fmt"\n\t"io"\n\t"log"\n\t"net/http"\n\t"strings"\n)\n\nfunc main() {\n\tclient := &http.Client{}\n\tvar data = strings.NewReader(`{"product":"tea","quantity":2}`)\n\treq, err := http.NewRequest("POST", "https://api.example.com/v1/orders?page=2", data)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\treq.Header.Set("accept", "application/json")\n\treq.Header.Set("content-type", "application/json")\n\treq.Header.Set("authorization", "Bearer 0123456789abcdef")\n\tresp, err := client.Do(req)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tdefer resp.Body.Close()\n\tbodyText, err := io.ReadAll(resp.Body)\n\tif err != nil {\n\t\tlog.Fatal(err)\n\t}\n\tfmt.Printf("%s\\n", bodyText)\n}',
    },
    {
      description: 'PHP curl: HEAD, following redirects',
      input: 'curl -IL https://example.com',
      options: { language: 'php' },
      output:
        "<?php\n\n$ch = curl_init();\ncurl_setopt($ch, CURLOPT_URL, 'https://example.com');\ncurl_setopt($ch, CURLOPT_RETURNTRANSFER, true);\ncurl_setopt($ch, CURLOPT_NOBODY, true);\ncurl_setopt($ch, CURLOPT_FOLLOWLOCATION, true);\n\n$response = curl_exec($ch);\nif ($response === false) {\n    echo curl_error($ch);\n} else {\n    echo $response;\n}",
    },
    {
      description: 'Rust reqwest, --json',
      input: `curl --json '{"a":1}' https://api.example.com/items`,
      options: { language: 'rust' },
      output:
        '// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }\nuse reqwest::header;\n\nfn main() -> Result<(), Box<dyn std::error::Error>> {\n    let mut headers = header::HeaderMap::new();\n    headers.insert("content-type", "application/json".parse()?);\n    headers.insert("accept", "application/json".parse()?);\n\n    let client = reqwest::blocking::Client::new();\n    let res = client\n        .post("https://api.example.com/items")\n        .headers(headers)\n        .body(r#"{"a":1}"#)\n        .send()?\n        .text()?;\n    println!("{}", res);\n\n    Ok(())\n}',
    },
    {
      description: 'Node.js fetch, reading the body from a file',
      input: 'curl --data-binary @photo.png -H "Content-Type: image/png" https://api.example.com/upload',
      options: { language: 'node' },
      output:
        "import { readFile } from 'node:fs/promises';\n\nconst response = await fetch('https://api.example.com/upload', {\n  method: 'POST',\n  headers: {\n    'Content-Type': 'image/png',\n  },\n  body: await readFile('photo.png'),\n});\n\nconsole.log(await response.text());",
    },
    {
      description: 'node:https (Node.js without fetch)',
      input: 'curl http://localhost:8080/health',
      options: { language: 'node-https' },
      output:
        "import http from 'node:http';\n\nconst request = http.request('http://localhost:8080/health', {\n  method: 'GET',\n}, (response) => {\n  let data = '';\n  response.setEncoding('utf8');\n  response.on('data', (chunk) => {\n    data += chunk;\n  });\n  response.on('end', () => {\n    console.log(response.statusCode, data);\n  });\n});\n\nrequest.on('error', (error) => console.error(error));\nrequest.end();",
    },
  ],
});

/** A fetch(…) call (Chrome's "Copy as fetch") → the curl command, in the form of Chrome's "Copy as cURL (bash)". */
export const curlConverterFromFetch = defineOperation({
  id: 'curl-converter-from-fetch',
  toolId: 'curl-converter',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input, _options, context) => withNotes(convertFetch(input), context),
  examples: [
    {
      description: 'Chrome’s "Copy as fetch": the referrer becomes a header, mode and credentials change nothing curl sends',
      input: DEFAULT_FETCH,
      output: "curl 'https://api.example.com/v1/orders?page=2' \\\n  -H 'accept: application/json' \\\n  -H 'content-type: application/json' \\\n  -H 'referer: https://example.com/shop' \\\n  --data-raw '{\"product\":\"tea\",\"quantity\":2}'",
    },
    {
      description: 'A DELETE with a bearer token',
      input: "await fetch('https://api.example.com/items/7', { method: 'DELETE', headers: { Authorization: 'Bearer abc' } });",
      output: "curl https://api.example.com/items/7 \\\n  -X DELETE \\\n  -H 'Authorization: Bearer abc'",
    },
  ],
});

export default [curlConverter, curlConverterFromFetch];

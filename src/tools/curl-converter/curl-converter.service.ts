import { fetchToCurl } from './curl-converter.fetch';
import { generate, LANGUAGES, type Language } from './curl-converter.generate';
import { parseCurl, type Note } from './curl-converter.parse';

/**
 * curl command → code, and a fetch call → curl command. Plain TypeScript without libraries (the
 * parser is ours: curlconverter needs tree-sitter's native parser). Bad input throws ToolInputError
 * with the line and column; what the code cannot do comes back as notes.
 */

export { LANGUAGES, type Language };
export type { Note };

export interface Conversion {
  output: string;
  notes: Note[];
}

export const DEFAULT_CURL = `curl 'https://api.example.com/v1/orders?page=2' \\
  -H 'accept: application/json' \\
  -H 'content-type: application/json' \\
  -H 'authorization: Bearer 0123456789abcdef' \\
  --data-raw '{"product":"tea","quantity":2}'`;

export const DEFAULT_FETCH = `fetch("https://api.example.com/v1/orders?page=2", {
  "headers": {
    "accept": "application/json",
    "content-type": "application/json"
  },
  "referrer": "https://example.com/shop",
  "body": "{\\"product\\":\\"tea\\",\\"quantity\\":2}",
  "method": "POST",
  "mode": "cors",
  "credentials": "include"
});`;

/** A curl command → code in `language`, with the notes of what was not converted. Blank input gives ''. */
export function convertCurl(text: string, language: Language): Conversion {
  if (text.trim() === '') return { output: '', notes: [] };
  const request = parseCurl(text);
  const generated = generate(request, language);
  return { output: generated.code, notes: [...request.notes, ...generated.notes] };
}

/** A fetch(…) call → the curl command. Blank input gives ''. */
export function convertFetch(text: string): Conversion {
  if (text.trim() === '') return { output: '', notes: [] };
  const { command, notes } = fetchToCurl(text);
  return { output: command, notes };
}

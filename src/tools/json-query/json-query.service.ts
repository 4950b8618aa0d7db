import { ToolInputError } from '../../lib/errors';
import { loadWasm } from '../../engine/vendor-assets';
import { FILTER_FUNCTIONS, filterErrorOffset, JsonPathSyntaxError, prepareJsonPath, type PreparedPath } from './json-query.jsonpath';
import { formatPosition, JsonTextError, positionFinder, scanJson } from '../../lib/json/json-text';
import type { QueryLanguage } from './json-query.samples';
import type * as XPath from 'xpath';

type XPathModule = typeof XPath & { XPathParser: new () => XPathParserInstance; parse(expression: string): unknown };

/**
 * Queries against a pasted document, one language at a time:
 * - jq: jq 1.8.2 itself (jq-wasm's build of it, compiled from vendor/jq/), run with the same flags
 *   as the command line (`-c`, `-r`, `-s`, `-n`, `--arg`): its output and its messages are jq's;
 * - JSONPath: jsonpath-plus, behind a front end that reads RFC 9535's syntax (json-query.jsonpath.ts);
 * - JMESPath: jmespath.js (the specification's reference implementation for JavaScript);
 * - XPath 1.0: xpath over @xmldom/xmldom's DOM.
 * The JSON languages read JSON (one value, or several one after another, as jq reads them) or
 * YAML (one document or several). Every mistake says where it is: a position in the document or
 * in the query.
 */

export interface JsonQueryOptions {
  language: QueryLanguage;
  query: string;
  /** One line per result (jq's -c); otherwise indented by 2 spaces, as jq writes. */
  compact: boolean;
  /** Strings written without quotes (jq's -r). */
  rawOutput: boolean;
  /** All the input's values read as one array (jq's -s). */
  slurp: boolean;
  /** jq only: run the filter once, with null as its input (jq's -n). */
  nullInput: boolean;
  /** jq only: `$name` variables, as `--arg name value`. */
  arg: Record<string, string>;
}

export async function runJsonQuery(input: string, options: JsonQueryOptions): Promise<string> {
  switch (options.language) {
    case 'jq':
      return runJq(input, options);
    case 'jsonpath':
      return runJsonPath(input, options);
    case 'jmespath':
      return runJmesPath(input, options);
    case 'xpath':
      return runXPath(input, options);
  }
}

// ---------------------------------------------------------------------------------------------
// The document: JSON or YAML

export interface JsonDocuments {
  format: 'json' | 'yaml';
  /** The values, parsed (not for jq on JSON: jq reads the text itself). */
  values: () => unknown[];
  /** The document as jq's input: the text itself for JSON, one JSON text per YAML document. */
  jqInput: string;
}

/**
 * The pasted document: JSON values one after another (jq's input), or else YAML. A text that
 * starts as JSON does (`{`, `[`) is only JSON, so a JSON mistake is reported where it is rather
 * than read as some YAML; so is a text that YAML would only read as a plain string.
 */
export async function readDocuments(text: string): Promise<JsonDocuments> {
  let jsonError: JsonTextError;
  try {
    const ranges = scanJson(text, { stream: true });
    return { format: 'json', jqInput: text, values: () => ranges.map(([start, end]) => JSON.parse(text.slice(start, end)) as unknown) };
  } catch (error) {
    if (!(error instanceof JsonTextError)) throw error;
    jsonError = error;
  }
  const invalidJson = () => new ToolInputError('invalidJson', { detail: `${jsonError.reason} at ${formatPosition(positionFinder(text)(jsonError.offset))}` });
  const first = /\S/.exec(text)?.[0];
  if (first === '{' || first === '[') throw invalidJson();
  const { parseAllDocuments, isScalar } = await import('yaml');
  const documents = parseAllDocuments(text, { prettyErrors: true });
  const list = Array.isArray(documents) ? documents : [];
  for (const document of list) {
    const [error] = document.errors;
    if (error) throw new ToolInputError('invalidYaml', { detail: yamlErrorDetail(error.message) });
  }
  if (list.length === 0 || list.every((document) => document.contents === null || isScalar(document.contents))) throw invalidJson();
  const values = list.map((document) => document.toJS({ maxAliasCount: 10_000 }) as unknown);
  return { format: 'yaml', values: () => values, jqInput: values.map((value) => JSON.stringify(value) ?? 'null').join('\n') };
}

/** yaml's message is "… at line 2, column 1:" followed by the line and a caret: kept, without blank lines. */
function yamlErrorDetail(message: string): string {
  return message.replace(/\n\n/g, '\n').trimEnd();
}

/** The values a JSON language queries: each document, or all of them as one array (slurp). */
async function queriedValues(input: string, slurp: boolean): Promise<unknown[] | undefined> {
  if (input.trim() === '') return undefined;
  const values = (await readDocuments(input)).values();
  return slurp ? [values] : values;
}

// ---------------------------------------------------------------------------------------------
// Output: as jq writes JSON

/** A value as jq writes it: indented by 2 spaces, or on one line (-c); a string bare with -r. */
export function writeValue(value: unknown, { compact, rawOutput }: Pick<JsonQueryOptions, 'compact' | 'rawOutput'>): string {
  if (rawOutput && typeof value === 'string') return value;
  return JSON.stringify(value === undefined ? null : value, null, compact ? 0 : 2) ?? 'null';
}

// ---------------------------------------------------------------------------------------------
// jq

interface JqHandle {
  raw(input: string, query: string, flags?: string[]): { stdout: string; stderr: string; exitCode: number };
}

let jqHandle: Promise<JqHandle> | undefined;

/** jq, instantiated once per page, worker or process from our own compiled module (never fetched by the library). */
function loadJq(): Promise<JqHandle> {
  jqHandle ??= (async () => {
    const [{ loadJq: load }, wasmModule] = await Promise.all([import('jq-wasm'), loadWasm('jq', 'jq.wasm')]);
    return load({ wasmModule });
  })();
  jqHandle.catch(() => {
    jqHandle = undefined;
  });
  return jqHandle;
}

/**
 * One run of jq with its exact output. jq-wasm trims what jq printed (its runner calls
 * `String.prototype.trim` on the output): for the whole of this synchronous call, `trim` leaves
 * strings as they are, so leading and trailing blanks and empty lines (`-r` of `"  a"`, `""`)
 * survive. Nothing else runs meanwhile (no await inside).
 */
function rawJq(jq: JqHandle, input: string, query: string, flags: string[]): { stdout: string; stderr: string; exitCode: number } {
  const trim = String.prototype.trim;
  String.prototype.trim = function keep(this: string) {
    return String(this);
  };
  try {
    return jq.raw(input, query, flags);
  } finally {
    String.prototype.trim = trim;
  }
}

/** The command line jq would get: `jq -c -r -s -n --arg name value … FILTER`. */
export function jqFlags({ compact, rawOutput, slurp, nullInput, arg }: Pick<JsonQueryOptions, 'compact' | 'rawOutput' | 'slurp' | 'nullInput' | 'arg'>): string[] {
  const flags: string[] = [];
  if (compact) flags.push('-c');
  if (rawOutput) flags.push('-r');
  if (slurp) flags.push('-s');
  if (nullInput) flags.push('-n');
  for (const [name, value] of Object.entries(arg)) flags.push('--arg', name, value);
  return flags;
}

/**
 * jq on the document, as `jq [flags] FILTER` on a terminal: its standard output exactly (each
 * result followed by a line break). A filter that does not compile throws `jqCompileError` with
 * jq's message (line and column as jq gives them); an error while running throws `jqRuntimeError`
 * (jq exits 5). An empty document gives no output (unless -n).
 */
async function runJq(input: string, options: JsonQueryOptions): Promise<string> {
  for (const name of Object.keys(options.arg)) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new ToolInputError('invalidArgName', { params: { name } });
  }
  // A final line break, as a file or `echo` gives jq (its messages count lines by them).
  const documentText = input.trim() === '' ? '' : (await readDocuments(input)).jqInput;
  const jqInput = documentText === '' || documentText.endsWith('\n') ? documentText : `${documentText}\n`;
  if (jqInput === '' && !options.nullInput) return '';
  const jq = await loadJq();
  const { stdout, stderr, exitCode } = rawJq(jq, jqInput, options.query, jqFlags(options));
  if (exitCode === 0) return stdout;
  // jq-wasm reads the document from the file /dev/stdin; jq on a terminal names it <stdin>.
  const message = stderr.trim().replaceAll('(at /dev/stdin:', '(at <stdin>:');
  if (exitCode === 3 || /compile error/.test(message)) throw new ToolInputError('jqCompileError', { detail: message });
  throw new ToolInputError('jqRuntimeError', { detail: message });
}

// ---------------------------------------------------------------------------------------------
// JSONPath

const jsonPathPositions = (query: string, offset: number) => formatPosition(positionFinder(query)(offset));

/** The functions filters may call, in a fresh object per run (jsonpath-plus writes the current node into its sandbox). */
const sandbox = () => ({ ...FILTER_FUNCTIONS }) as unknown as Map<string, unknown>;

/** A JSONPath expression ready for jsonpath-plus, or `jsonPathError` at the column of the mistake. */
async function compileJsonPath(query: string): Promise<PreparedPath> {
  let prepared: PreparedPath;
  try {
    prepared = prepareJsonPath(query);
  } catch (error) {
    if (error instanceof JsonPathSyntaxError) throw new ToolInputError('jsonPathError', { detail: `${error.reason} at ${jsonPathPositions(query, error.offset)}` });
    throw error;
  }
  // Each filter is read once on its own (jsonpath-plus reads a filter only when it first runs one).
  const { JSONPath } = await import('jsonpath-plus');
  for (const filter of prepared.filters) {
    try {
      JSONPath({ path: `$[?(${filter.expression})]`, json: [null], eval: 'safe', ignoreEvalErrors: true, sandbox: sandbox(), wrap: true });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const at = / at character (\d+)$/.exec(message);
      const reason = message.replace(/ at character \d+$/, '');
      const offset = at ? filterErrorOffset(filter, Number(at[1])) : filter.offset;
      throw new ToolInputError('jsonPathError', { detail: `${reason} at ${jsonPathPositions(query, offset)}` });
    }
  }
  return prepared;
}

/**
 * The values the path selects in each document (the RFC's node list), as a JSON array; with -r,
 * one value per line (strings bare). Values in document order, as jsonpath-plus lists them.
 */
async function runJsonPath(input: string, options: JsonQueryOptions): Promise<string> {
  if (options.query.trim() === '') return '';
  const prepared = await compileJsonPath(options.query);
  const documents = await queriedValues(input, options.slurp);
  if (!documents) return '';
  const { JSONPath } = await import('jsonpath-plus');
  // jsonpath-plus keeps every path and filter it read in a cache of its own: emptied now and then, as queries are typed live.
  if (Object.keys(JSONPath.cache as object).length > 500) JSONPath.cache = {};
  const outputs: string[] = [];
  for (const json of documents) {
    const nodes = JSONPath({ path: prepared.path, json: json as object, eval: 'safe', ignoreEvalErrors: true, sandbox: sandbox(), wrap: true }) as unknown as unknown[];
    if (options.rawOutput) outputs.push(...nodes.map((node) => writeValue(node, options)));
    else outputs.push(writeValue(nodes, options));
  }
  return outputs.join('\n');
}

// ---------------------------------------------------------------------------------------------
// JMESPath

interface JmesToken {
  start: number;
}

interface JmesPath {
  search(data: unknown, expression: string): unknown;
  compile(expression: string): unknown;
  tokenize(expression: string): JmesToken[];
}

/**
 * Where jmespath.js stopped reading an expression: it says what it met ("Invalid token (Number):
 * "10"") but not where. The shortest start of the expression that fails with the same message
 * ends with the token it met (a start cut before it fails otherwise, or reads); its position is
 * that token's. "got: EOF" means the end of the expression.
 */
export function jmesPathErrorOffset(jmespath: JmesPath, expression: string, message: string): number {
  if (/EOF/.test(message)) return expression.length;
  const limit = Math.min(expression.length, 2_000);
  for (let end = 1; end <= limit; end++) {
    let same = false;
    try {
      jmespath.compile(expression.slice(0, end));
    } catch (error) {
      same = error instanceof Error && error.message === message;
    }
    if (!same) continue;
    // The token that ends here: the last one starting before `end`.
    let tokens: JmesToken[] = [];
    try {
      tokens = jmespath.tokenize(expression.slice(0, end));
    } catch {
      return end - 1;
    }
    const last = tokens[tokens.length - 1];
    return last === undefined ? end - 1 : last.start;
  }
  return expression.length;
}

async function loadJmesPath(): Promise<JmesPath> {
  const module = (await import('jmespath')) as unknown as JmesPath & { default?: JmesPath };
  return typeof module.search === 'function' ? module : (module.default as JmesPath);
}

/** The expression's result on each document, as JSON (null when nothing matches, as JMESPath says). */
async function runJmesPath(input: string, options: JsonQueryOptions): Promise<string> {
  if (options.query.trim() === '') return '';
  const jmespath = await loadJmesPath();
  try {
    jmespath.compile(options.query);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = jmesPathErrorOffset(jmespath, options.query, message);
    throw new ToolInputError('jmesPathError', { detail: `${message} at ${jsonPathPositions(options.query, offset)}` });
  }
  const documents = await queriedValues(input, options.slurp);
  if (!documents) return '';
  return documents
    .map((document) => {
      try {
        return writeValue(jmespath.search(document, options.query), options);
      } catch (error) {
        throw new ToolInputError('jmesPathError', { detail: error instanceof Error ? error.message : String(error) });
      }
    })
    .join('\n');
}

// ---------------------------------------------------------------------------------------------
// XPath

interface XPathParserInstance {
  tokenize(expression: string): [number[], string[]];
  parse(expression: string): unknown;
}

/**
 * Where xpath's parser stopped: it says only "XPath parse error". Its tokens are read from an
 * array by position; watching which was read last tells the token it could not take.
 */
function xpathErrorOffset(XPathParser: new () => XPathParserInstance, expression: string): number | undefined {
  const parser = new XPathParser();
  let tokens: string[] = [];
  let lastRead = -1;
  const tokenize = parser.tokenize.bind(parser);
  parser.tokenize = (text: string) => {
    const [types, values] = tokenize(text);
    tokens = values;
    const watched = new Proxy(types, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) lastRead = Math.max(lastRead, Number(property));
        return Reflect.get(target, property, receiver) as unknown;
      },
    });
    return [watched, values];
  };
  try {
    parser.parse(expression);
    return undefined;
  } catch {
    if (lastRead < 0) return undefined;
    // The tokens' places: each token's text found in turn (string literals are kept without their quotes).
    let cursor = 0;
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index] as string;
      while (cursor < expression.length && /\s/.test(expression[cursor] as string)) cursor++;
      const found = token === '' ? cursor : expression.indexOf(token, cursor);
      const start = found < 0 ? cursor : found;
      if (index === lastRead) return Math.min(start, expression.length);
      cursor = found < 0 ? cursor : start + token.length + (expression[start - 1] === '"' || expression[start - 1] === "'" ? 1 : 0);
    }
    return expression.length;
  }
}

/** XPath 1.0's number → string: integers without a decimal point, NaN, Infinity. */
function xpathNumber(value: number): string {
  if (Number.isNaN(value)) return 'NaN';
  if (!Number.isFinite(value)) return value > 0 ? 'Infinity' : '-Infinity';
  return String(value);
}

/**
 * The expression on the XML document: a node set gives one line per node (an element as XML, an
 * attribute as name="value", text as its text); a number, string or boolean gives its value.
 * Prefixes declared on the root element can be used in the expression.
 */
async function runXPath(input: string, options: JsonQueryOptions): Promise<string> {
  if (options.query.trim() === '') return '';
  const [xpathModule, { DOMParser, XMLSerializer, onErrorStopParsing }] = await Promise.all([import('xpath'), import('@xmldom/xmldom')]);
  const xpath = ((xpathModule as unknown as { default?: XPathModule }).default ?? xpathModule) as unknown as XPathModule;
  try {
    xpath.parse(options.query);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const offset = message === 'XPath parse error' ? xpathErrorOffset(xpath.XPathParser, options.query) : undefined;
    throw new ToolInputError('xpathError', { detail: offset === undefined ? message : `${message} at ${jsonPathPositions(options.query, offset)}` });
  }
  if (input.trim() === '') return '';
  let document: Document;
  try {
    document = new DOMParser({ onError: onErrorStopParsing }).parseFromString(input, 'text/xml') as unknown as Document;
  } catch (error) {
    const locator = (error as { locator?: { lineNumber?: number; columnNumber?: number } }).locator;
    const message = (error instanceof Error ? error.message : String(error)).replace(/\n?@#\[line:\d+,col:\d+\]$/, '').trim();
    const where = locator?.lineNumber ? ` at ${formatPosition({ line: locator.lineNumber, column: locator.columnNumber ?? 1 })}` : '';
    throw new ToolInputError('invalidXml', { detail: `${message}${where}` });
  }
  const namespaces: Record<string, string> = {};
  const root = document.documentElement;
  for (const attribute of root ? Array.from(root.attributes) : []) {
    if (attribute.name.startsWith('xmlns:')) namespaces[attribute.name.slice(6)] = attribute.value;
  }
  let result: Node[] | string | number | boolean | Node | null;
  try {
    result = xpath.useNamespaces(namespaces)(options.query, document as unknown as Node);
  } catch (error) {
    throw new ToolInputError('xpathError', { detail: error instanceof Error ? error.message : String(error) });
  }
  if (typeof result === 'number') return xpathNumber(result);
  if (typeof result === 'string') return result;
  if (typeof result === 'boolean') return String(result);
  if (result === null || result === undefined) return '';
  const nodes = Array.isArray(result) ? result : [result];
  const serializer = new XMLSerializer();
  return nodes
    .map((node) => {
      if (xpath.isAttribute(node)) return options.rawOutput ? node.value : `${node.name}="${node.value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')}"`;
      if (xpath.isTextNode(node) || xpath.isCDATASection(node)) return node.data;
      return serializer.serializeToString(node as never);
    })
    .join('\n');
}

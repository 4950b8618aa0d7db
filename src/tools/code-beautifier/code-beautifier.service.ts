import type JsBeautifyModule from 'js-beautify';
import type { CSSBeautifyOptions, HTMLBeautifyOptions, JSBeautifyOptions } from 'js-beautify';
import { ToolInputError } from '../../lib/errors';
import { detectCodeLanguage, type BraceStyle, type CodeLanguage, type IndentChoice, type LanguageChoice } from './code-beautifier.language';

/**
 * Beautify and minify HTML, CSS and JavaScript. Every library loads on first use, each in its own
 * chunk: js-beautify (its HTML, CSS and JavaScript beautifiers) to beautify; Terser (JavaScript),
 * CSSO (CSS) and html-minifier-terser (HTML, its inline `<style>`, `style=""`, `<script>` and
 * event handlers through CSSO and Terser) to minify. All run without a DOM and without `eval`, in
 * the page, the operation workers and Node.
 */

export interface BeautifyOptions {
  language: LanguageChoice;
  indent: IndentChoice;
  /** Wrap lines longer than this; 0: never. */
  wrapLineLength: number;
  braceStyle: BraceStyle;
  endWithNewline: boolean;
}

export interface MinifyOptions {
  language: LanguageChoice;
}

export interface MinifyWarning {
  key: string;
  message: string;
  data?: unknown;
}

/** The language to use: the one chosen, or the one the text looks like. */
export function resolveLanguage(text: string, language: LanguageChoice): CodeLanguage {
  return language === 'auto' ? detectCodeLanguage(text) : language;
}

/** A character offset → 1-based line and column. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) {
    line++;
    lineStart = index + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

type JsBeautify = typeof JsBeautifyModule;
let beautifier: Promise<JsBeautify> | undefined;
/** js-beautify is CommonJS: its exports are the module's default. */
const loadBeautifier = () => (beautifier ??= import('js-beautify').then((module) => ((module as { default?: JsBeautify }).default ?? module) as JsBeautify));

/** Formats code with js-beautify. Blank input gives ''. */
export async function beautifyCode(text: string, options: BeautifyOptions): Promise<string> {
  if (text.trim() === '') return '';
  const language = resolveLanguage(text, options.language);
  const beautify = await loadBeautifier();
  const tabs = options.indent === 'tab';
  const common = {
    indent_size: tabs ? 1 : Number(options.indent),
    indent_char: tabs ? '\t' : ' ',
    indent_with_tabs: tabs,
    wrap_line_length: options.wrapLineLength,
    end_with_newline: options.endWithNewline,
    preserve_newlines: true,
    max_preserve_newlines: 2,
  };
  if (language === 'javascript') return beautify.js(text, { ...common, brace_style: options.braceStyle } satisfies JSBeautifyOptions);
  // CSS knows two styles: the brace on the selector's line, or on a line of its own.
  const cssBraces = options.braceStyle === 'expand' ? 'expand' : 'collapse';
  if (language === 'css') return beautify.css(text, { ...common, brace_style: cssBraces } as CSSBeautifyOptions);
  return beautify.html(text, {
    ...common,
    // The inline scripts and styles follow the same options.
    js: { ...common, brace_style: options.braceStyle },
    css: { ...common, brace_style: cssBraces },
  } as HTMLBeautifyOptions);
}

interface TerserError {
  message: string;
  line?: number;
  col?: number;
}

/** JavaScript → Terser's output (compress and mangle, top-level names kept, license comments kept). */
async function minifyJavaScript(text: string): Promise<string> {
  const { minify } = await import('terser');
  try {
    const result = await minify(text, { compress: true, mangle: true });
    return result.code ?? '';
  } catch (error) {
    const { message, line, col } = error as TerserError;
    if (typeof line === 'number' && typeof col === 'number') throw new ToolInputError('invalidJavaScript', { params: { line, column: col + 1 }, detail: message });
    throw new ToolInputError('invalidJavaScript', { params: { line: 1, column: 1 }, detail: String(message ?? error) });
  }
}

/**
 * css-tree's messages for what CSSO would silently drop or mangle (a stray `}`, a declaration
 * without its colon). "Unexpected input" inside a value is what it says of legacy values (IE's
 * `filter: progid:…`), which CSSO keeps as written: those are let through.
 */
const TOLERATED_CSS_ERRORS = new Set(['Unexpected input']);

/**
 * CSSO's own bundle (with its css-tree and data): its ES modules read their data and version with
 * Node's `createRequire` from paths that do not exist once the command line is bundled.
 */
const loadCsso = () => import('csso/dist/csso.esm');

/** CSS → CSSO's output, after a parse that locates the first structural error. */
async function minifyCss(text: string): Promise<string> {
  const csso = await loadCsso();
  let first: { message: string; offset: number } | undefined;
  // Parsed once: what csso.minify does (parse, compress, generate), with the errors looked at.
  const ast = csso.syntax.parse(text, {
    onParseError: (error) => {
      if (!first && !TOLERATED_CSS_ERRORS.has(error.message)) first = { message: error.message, offset: error.offset };
    },
  });
  if (first) throw new ToolInputError('invalidCss', { params: lineColumn(text, first.offset), detail: first.message });
  return csso.syntax.generate(csso.syntax.compress(ast).ast);
}

/** A minifier of inline code that keeps the code as written when it fails, and says so once per kind. */
function inlineMinifiers(warn: (warning: MinifyWarning) => void) {
  let scriptWarned = false;
  let styleWarned = false;
  const cssoModule = loadCsso();
  const terserModule = import('terser');
  return {
    minifyCSS: async (text: string, type?: string): Promise<string> => {
      const csso = await cssoModule;
      try {
        if (type === 'inline') return csso.minifyBlock(text).css;
        if (type === 'media') return text.trim().replace(/\s+/g, ' ');
        return csso.minify(text).css;
      } catch (error) {
        if (!styleWarned) warn({ key: 'inlineStyleKept', message: `A style could not be minified and is kept as written: ${(error as Error).message}` });
        styleWarned = true;
        return text;
      }
    },
    minifyJS: async (text: string, inline?: boolean): Promise<string> => {
      const { minify } = await terserModule;
      // An old-style `<!--` at the start of a script is not JavaScript.
      const opening = /^\s*<!--.*/.exec(text);
      const code = opening ? text.slice(opening[0].length).replace(/\n\s*-->\s*$/, '') : text;
      try {
        const result = await minify(code, { compress: true, mangle: true, parse: { bare_returns: inline === true } });
        return (result.code ?? '').replace(/;$/, '');
      } catch (error) {
        const { message, line, col } = error as TerserError;
        if (!scriptWarned) {
          warn({
            key: 'inlineScriptKept',
            message: `A script could not be minified and is kept as written: ${message}${typeof line === 'number' ? ` (line ${line}, column ${(col ?? 0) + 1} of the script)` : ''}`,
          });
        }
        scriptWarned = true;
        return text;
      }
    },
  };
}

/** How html-minifier-terser reports a tag it cannot read: "Parse Error: " and the rest of the document. */
const PARSE_ERROR = 'Parse Error: ';

/**
 * html-minifier-terser: its ES module imports clean-css, which reads Node's `process.platform` as it
 * loads ("process is not defined" in a browser), so browsers — the page and the operation workers —
 * load the build the library ships for them (its own shims bundled in); Node loads the module.
 * Both are html-minifier-terser 7.2.0, and both minify inline CSS and JavaScript with this
 * service's CSSO and Terser, so the output is the same.
 */
const loadHtmlMinifier = () => (import.meta.env.SSR ? import('html-minifier-terser') : import('html-minifier-terser/dist/htmlminifier.esm.bundle'));

/** HTML → html-minifier-terser's output: whitespace collapsed, comments removed, inline CSS and JavaScript minified. */
async function minifyHtml(text: string, warn: (warning: MinifyWarning) => void): Promise<string> {
  const { minify } = await loadHtmlMinifier();
  try {
    return await minify(text, {
      collapseWhitespace: true,
      removeComments: true,
      collapseBooleanAttributes: true,
      removeScriptTypeAttributes: true,
      removeStyleLinkTypeAttributes: true,
      useShortDoctype: true,
      // Never CleanCSS (Node only) for server-side fragments: none are set aside.
      ignoreCustomFragments: [],
      ...inlineMinifiers(warn),
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!message.startsWith(PARSE_ERROR)) throw error;
    const rest = message.slice(PARSE_ERROR.length);
    const offset = text.lastIndexOf(rest);
    const { line, column } = lineColumn(text, offset < 0 ? 0 : offset);
    const excerpt = rest.length > 60 ? `${rest.slice(0, 60)}…` : rest;
    throw new ToolInputError('invalidHtml', { params: { line, column }, detail: `${PARSE_ERROR}${excerpt.replace(/\s+/g, ' ')}` });
  }
}

/** Minifies code. Blank input gives ''; a syntax error throws ToolInputError with its line and column. */
export async function minifyCode(text: string, options: MinifyOptions, warn: (warning: MinifyWarning) => void = () => undefined): Promise<string> {
  if (text.trim() === '') return '';
  const language = resolveLanguage(text, options.language);
  if (language === 'javascript') return minifyJavaScript(text);
  if (language === 'css') return minifyCss(text);
  return minifyHtml(text, warn);
}

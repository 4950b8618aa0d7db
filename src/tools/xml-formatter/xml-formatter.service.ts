import xmlFormat from 'xml-formatter';
import { ToolInputError } from '../../lib/errors';
import { checkXml, describeXmlError } from './xml-formatter.check';
import { FastFormatUnsupported, formatXmlFast } from './xml-formatter.fast';

/**
 * XML formatter: well-formedness is checked with the platform's XML parser (`DOMParser`, which
 * rejects mismatched or unclosed tags, several roots, text outside the root, duplicate attributes
 * and undefined entities — xml-formatter alone silently "repairs" some of them), then the text is
 * formatted as xml-formatter formats it. `DOMParser` does not exist in workers, so the check and the
 * formatting are two functions: the page checks, the worker (or the page) formats. Documents too
 * large for DOMParser on the page's thread are checked in the worker by this tool's own checker
 * (xml-formatter.check.ts: the same error cases, with a line and column).
 *
 * Formatting is done by xml-formatter.fast.ts, a linear-time re-implementation of xml-formatter
 * 3.7 whose output is the library's character for character (differential tests); the library
 * itself (quadratic: about 30 s for 5 MB) is only used for the malformed attribute syntax the fast
 * version does not reproduce.
 */

export interface FormatXmlOptions {
  /** Spaces per level, 0–10. */
  indentSize: number;
  /** An element holding only text stays on one line. */
  collapseContent: boolean;
}

export const DEFAULT_XML = '<hello><world>foo</world><world>bar</world></hello>';
export const MIN_INDENT_SIZE = 0;
export const MAX_INDENT_SIZE = 10;
export const DEFAULT_INDENT_SIZE = 2;

/** The Indent size field's text → a whole number in 0–10, or undefined (never clamped). */
export function parseIndentSize(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^\d+(\.0*)?$/.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return value >= MIN_INDENT_SIZE && value <= MAX_INDENT_SIZE ? value : undefined;
}

/** The part of DOMParser used here (the browser's, or jsdom's in tests). */
export interface XmlParser {
  parseFromString(text: string, type: 'application/xml'): Document;
}

/**
 * The parser's message for malformed XML, or undefined when the text is well-formed. Chromium puts
 * its message ("error on line 1 at column 10: Opening and ending tag mismatch…") in a `div` inside
 * the `parsererror` element, between two headings; other parsers put it in the element itself.
 */
export function xmlParseError(text: string, parser: XmlParser): string | undefined {
  const document = parser.parseFromString(text, 'application/xml');
  const error = document.getElementsByTagName('parsererror')[0];
  if (!error) return undefined;
  const detail = error.getElementsByTagName('div')[0]?.textContent ?? error.textContent ?? '';
  return detail.trim().replace(/\s*\n\s*/g, ' ') || 'parsererror';
}

/** Thrown by formatWellFormedXml when `strict` and the text is not well-formed XML. */
export class XmlSyntaxFailure extends Error {}

/**
 * Formats text already checked by DOMParser, as xml-formatter does with
 * `{ indentation, collapseContent, lineSeparator: '\n' }`. With `strict`, this tool's checker is the
 * well-formedness check instead (for documents too large for DOMParser on the page's thread): its
 * message ("error on line 1 at column 7: …") is thrown. Blank input gives ''.
 */
export function formatWellFormedXml(text: string, options: FormatXmlOptions, strict = false): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  if (strict) {
    const error = checkXml(trimmed);
    if (error) throw new XmlSyntaxFailure(describeXmlError(error));
  }
  const indentation = ' '.repeat(options.indentSize);
  try {
    return formatXmlFast(trimmed, { indentation, collapseContent: options.collapseContent });
  } catch (error) {
    if (!(error instanceof FastFormatUnsupported)) throw error;
    return xmlFormat(trimmed, { indentation, collapseContent: options.collapseContent, lineSeparator: '\n' });
  }
}

/** Checks then formats; malformed XML throws ToolInputError('invalidXml') with the parser's message as detail. */
export function formatXml(text: string, options: FormatXmlOptions, parser: XmlParser): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  const detail = xmlParseError(trimmed, parser);
  if (detail !== undefined) throw new ToolInputError('invalidXml', { detail });
  try {
    return formatWellFormedXml(trimmed, options);
  } catch (error) {
    throw new ToolInputError('invalidXml', { detail: error instanceof Error ? error.message : String(error) });
  }
}

export type FormatXmlOutcome = { ok: true; output: string } | { ok: false; detail: string };

/** Formatting only (for the worker), never throwing. */
export function formatWellFormedXmlOutcome(text: string, options: FormatXmlOptions, strict = false): FormatXmlOutcome {
  try {
    return { ok: true, output: formatWellFormedXml(text, options, strict) };
  } catch (error) {
    return { ok: false, detail: error instanceof Error ? error.message : String(error) };
  }
}

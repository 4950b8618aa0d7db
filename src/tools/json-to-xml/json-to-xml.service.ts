import { DataDate, type DataMap, type DataValue } from '../../lib/data-formats/data';
import { readJson } from '../../lib/data-formats/json-read';
import { tomlFloat } from '../../lib/data-formats/toml-write';
import { isXmlName } from '../../lib/data-formats/xml-read';
import { ToolInputError } from '../../lib/errors';

/**
 * JSON (or JSON5) → XML, the inverse of XML to JSON's compact mapping: each key of an object is an
 * element (several top-level keys give several elements), an array repeats its element, and
 * special keys hold the rest — `_attributes` (attributes, in order), `_text`, `_cdata`,
 * `_comment`, `_instruction` ({ target: body }), `_declaration` (written first) and `_doctype`.
 * The `@attr` / `#text` convention of other tools is read too (`@name`, `#text`, `#cdata`,
 * `#comment`, `?target`, `?xml`, `!DOCTYPE`). Strings, numbers and booleans are element text;
 * null and `{}` give a self-closing element.
 *
 * Escaping: attribute values `&` `<` `"` (and tab/line breaks as character references, so they
 * survive attribute-value normalisation); text `&` `<` `>`; `]]>` inside CDATA is split over two
 * sections; `--` inside a comment gets a space. One line by default; `indent` puts every element
 * on its own line, 2 spaces deeper, except inside elements that hold text (mixed content keeps its
 * exact text).
 */

export interface JsonToXmlOptions {
  indent: boolean;
  /** Adds `<?xml version="1.0" encoding="UTF-8"?>` when the JSON has no declaration of its own. */
  declaration: boolean;
}

export const DEFAULT_JSON_TO_XML_OPTIONS: JsonToXmlOptions = { indent: false, declaration: false };

const DEFAULT_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

type Special = 'attributes' | 'text' | 'cdata' | 'comment' | 'instruction' | 'declaration' | 'doctype';

const SPECIAL_KEYS: Record<string, Special> = {
  _attributes: 'attributes',
  _text: 'text',
  '#text': 'text',
  _cdata: 'cdata',
  '#cdata': 'cdata',
  _comment: 'comment',
  '#comment': 'comment',
  _instruction: 'instruction',
  _declaration: 'declaration',
  '?xml': 'declaration',
  _doctype: 'doctype',
  '!DOCTYPE': 'doctype',
};

export function escapeXmlText(text: string): string {
  return text.replace(/[&<>]/g, (char) => (char === '&' ? '&amp;' : char === '<' ? '&lt;' : '&gt;'));
}

export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<"\t\n\r]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' })[char] as string);
}

function scalarText(value: DataValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : tomlFloat(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof DataDate) return value.text;
  return JSON.stringify(value);
}

function checkName(name: string, kind: 'element' | 'attribute'): string {
  if (!isXmlName(name)) throw new ToolInputError(kind === 'element' ? 'invalidElementName' : 'invalidAttributeName', { params: { name } });
  return name;
}

/** The items of a value that may be a list: `_text: ["a", "b"]` is two pieces of text. */
function items(value: DataValue): DataValue[] {
  return Array.isArray(value) ? value : [value];
}

function attributesText(value: DataValue): string {
  if (!(value instanceof Map)) return '';
  let out = '';
  for (const [name, item] of value) out += ` ${checkName(name, 'attribute')}="${escapeXmlAttribute(scalarText(item))}"`;
  return out;
}

function declarationText(value: DataValue): string {
  const attributes = value instanceof Map ? (value.get('_attributes') ?? new Map([...value].filter(([key]) => key.startsWith('@')).map(([key, item]) => [key.slice(1), item]))) : null;
  return `<?xml${attributesText(attributes as DataValue)}?>`;
}

function instructionTexts(value: DataValue): string[] {
  const list: string[] = [];
  for (const item of items(value)) {
    if (!(item instanceof Map)) continue;
    for (const [target, body] of item) {
      const text = scalarText(body);
      list.push(`<?${checkName(target, 'element')}${text === '' ? '' : ` ${text.replace(/\?>/g, '? >')}`}?>`);
    }
  }
  return list;
}

function commentText(value: DataValue): string {
  return `<!--${scalarText(value).replace(/--/g, '- -').replace(/-$/, '- ')}-->`;
}

function cdataText(value: DataValue): string {
  return `<![CDATA[${scalarText(value).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
}

export function writeXml(root: DataValue, options: JsonToXmlOptions): string {
  if (!(root instanceof Map)) throw new ToolInputError('rootNotObject');
  const unit = options.indent ? '  ' : '';
  const newline = options.indent ? '\n' : '';

  /** The pieces of content of a mapping (an element's children, or the top level); `inline`: no indentation inside. */
  const contentPieces = (map: DataMap, depth: number, inline: boolean): string[] => {
    const pieces: string[] = [];
    for (const [key, value] of map) {
      const special = SPECIAL_KEYS[key];
      if (special === 'attributes' || special === 'declaration' || special === 'doctype') continue;
      if (special === 'text') {
        for (const item of items(value)) pieces.push(escapeXmlText(scalarText(item)));
      } else if (special === 'cdata') {
        for (const item of items(value)) pieces.push(cdataText(item));
      } else if (special === 'comment') for (const item of items(value)) pieces.push(commentText(item));
      else if (special === 'instruction') pieces.push(...instructionTexts(value));
      else if (key.startsWith('?') && key.length > 1) pieces.push(`<?${checkName(key.slice(1), 'element')} ${scalarText(value)}?>`);
      else if (key.startsWith('@')) continue;
      else for (const item of items(value)) pieces.push(element(key, item, depth, inline));
    }
    return pieces;
  };

  const element = (name: string, value: DataValue, depth: number, inline: boolean): string => {
    checkName(name, 'element');
    if (value === null || (value instanceof Map && value.size === 0)) return `<${name}/>`;
    if (!(value instanceof Map)) {
      if (Array.isArray(value)) return value.map((item) => element(name, item, depth, inline)).join(inline ? '' : newline + unit.repeat(depth));
      return `<${name}>${escapeXmlText(scalarText(value))}</${name}>`;
    }
    let attributes = attributesText(value.get('_attributes') ?? null);
    for (const [key, item] of value) if (key.startsWith('@') && key.length > 1) attributes += ` ${checkName(key.slice(1), 'attribute')}="${escapeXmlAttribute(scalarText(item))}"`;
    const keepInline = inline || !options.indent || [...value.keys()].some((key) => SPECIAL_KEYS[key] === 'text' || SPECIAL_KEYS[key] === 'cdata');
    const pieces = contentPieces(value, depth + 1, keepInline);
    if (pieces.length === 0) return `<${name}${attributes}/>`;
    if (keepInline) return `<${name}${attributes}>${pieces.join('')}</${name}>`;
    const inner = unit.repeat(depth + 1);
    return `<${name}${attributes}>\n${inner}${pieces.join(`\n${inner}`)}\n${unit.repeat(depth)}</${name}>`;
  };

  const top: string[] = [];
  let declared = false;
  for (const [key, value] of root) {
    if (SPECIAL_KEYS[key] === 'declaration') {
      top.unshift(declarationText(value));
      declared = true;
    } else if (SPECIAL_KEYS[key] === 'doctype') top.push(`<!DOCTYPE ${scalarText(value)}>`);
  }
  if (!declared && options.declaration) top.unshift(DEFAULT_DECLARATION);
  top.push(...contentPieces(root, 0, false));
  return top.join(newline);
}

export function convertJsonToXml(text: string, options: JsonToXmlOptions): string {
  if (text.trim() === '') return '';
  return writeXml(readJson(text), options);
}

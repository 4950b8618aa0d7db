import type { DataMap, DataValue } from '../../lib/data-formats/data';
import { writeJson, type JsonIndent } from '../../lib/data-formats/json-write';
import { readXml, type XmlAttribute, type XmlElement, type XmlNode } from '../../lib/data-formats/xml-read';

/**
 * XML → JSON with the "compact" mapping IT-Tools uses (the one of xml-js): an object keyed by the
 * root element's name; each element an object with its attributes under `_attributes`, its text
 * under `_text`, CDATA under `_cdata`, comments under `_comment`, processing instructions under
 * `_instruction` ({ target: body }) and its child elements under their names. A key met twice in
 * the same element becomes an array in document order; an empty element is `{}`. White-space-only
 * text is ignored, other text kept as written; every value is a string unless `typedValues` turns
 * numbers and true/false into JSON numbers and booleans. The declaration is a first key
 * `_declaration` ({ _attributes }), a DOCTYPE `_doctype`.
 *
 * The `at-hash` naming writes the same structure with the names other tools use: attributes as
 * `@name` keys on the element, `#text`, `#cdata`, `#comment`, `?target` for instructions and
 * `?xml` for the declaration, `!DOCTYPE` for the DOCTYPE.
 */

export type XmlNaming = 'compact' | 'at-hash';

export interface XmlToJsonOptions {
  indent: JsonIndent;
  naming: XmlNaming;
  typedValues: boolean;
}

export const DEFAULT_XML_TO_JSON_OPTIONS: XmlToJsonOptions = { indent: 2, naming: 'compact', typedValues: false };

/** JSON's number grammar (RFC 8259): what `typedValues` turns into a number. */
const JSON_NUMBER = /^-?(?:0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/;

function typed(value: string, enabled: boolean): DataValue {
  if (!enabled) return value;
  if (value === 'true') return true;
  if (value === 'false') return false;
  const match = JSON_NUMBER.exec(value);
  if (!match) return value;
  return match[1] === undefined && match[2] === undefined ? BigInt(value) : Number(value);
}

interface Names {
  text: string;
  cdata: string;
  comment: string;
  instruction: (target: string) => [key: string, value: (body: string) => DataValue];
  declaration: string;
  doctype: string;
}

const COMPACT: Names = {
  text: '_text',
  cdata: '_cdata',
  comment: '_comment',
  instruction: (target) => ['_instruction', (body) => new Map([[target, body]])],
  declaration: '_declaration',
  doctype: '_doctype',
};
const AT_HASH: Names = {
  text: '#text',
  cdata: '#cdata',
  comment: '#comment',
  instruction: (target) => [`?${target}`, (body) => body],
  declaration: '?xml',
  doctype: '!DOCTYPE',
};

/** Sets a key; a key met again turns into an array of its values in document order. */
function addValue(map: DataMap, key: string, value: DataValue, repeated: Set<string>): void {
  if (!map.has(key)) {
    map.set(key, value);
    return;
  }
  if (repeated.has(key)) (map.get(key) as DataValue[]).push(value);
  else {
    map.set(key, [map.get(key) as DataValue, value]);
    repeated.add(key);
  }
}

export function xmlToData(text: string, options: Pick<XmlToJsonOptions, 'naming' | 'typedValues'>): DataMap {
  const document = readXml(text);
  const names = options.naming === 'at-hash' ? AT_HASH : COMPACT;

  const attributesOf = (attributes: readonly XmlAttribute[], target: DataMap, typedValues = options.typedValues) => {
    if (attributes.length === 0) return;
    if (options.naming === 'at-hash') {
      for (const [name, value] of attributes) target.set(`@${name}`, typed(value, typedValues));
    } else target.set('_attributes', new Map(attributes.map(([name, value]) => [name, typed(value, typedValues)])));
  };

  const addNodes = (nodes: readonly XmlNode[], target: DataMap) => {
    const repeated = new Set<string>();
    for (const node of nodes) {
      if (node.kind === 'element') addValue(target, node.name, elementValue(node), repeated);
      else if (node.kind === 'text') {
        if (/\S/.test(node.text)) addValue(target, names.text, typed(node.text, options.typedValues), repeated);
      } else if (node.kind === 'cdata') addValue(target, names.cdata, node.text, repeated);
      else if (node.kind === 'comment') addValue(target, names.comment, node.text, repeated);
      else {
        const [key, value] = names.instruction(node.target);
        addValue(target, key, value(node.body), repeated);
      }
    }
  };

  const elementValue = (element: XmlElement): DataMap => {
    const map: DataMap = new Map();
    attributesOf(element.attributes, map);
    addNodes(element.children, map);
    return map;
  };

  const result: DataMap = new Map();
  if (document.declaration) {
    const declaration: DataMap = new Map();
    attributesOf(document.declaration, declaration, false);
    result.set(names.declaration, declaration);
  }
  if (document.doctype !== undefined) result.set(names.doctype, document.doctype);
  addNodes(document.nodes, result);
  return result;
}

export function convertXmlToJson(text: string, options: XmlToJsonOptions): string {
  if (text.trim() === '') return '';
  return writeJson(xmlToData(text, options), options.indent);
}

// Realistic large XML for the bench (xml-formatter.page-bench.mjs, xml-formatter.node-bench.mjs) and
// the tests: a seeded generator of *varied* documents, so that no few record shapes repeat. Every
// record is drawn afresh from several families (catalogue entries, orders, feed entries with XHTML
// content, configuration sections, SVG-like drawings, log events), with element names from a
// vocabulary and under several namespace prefixes, nesting from 1 to ~8 levels, 0–6 attributes with
// either quote, values with references and quotes, text with the predefined entities, character
// references and entities declared in the DOCTYPE, mixed content, comments, CDATA sections,
// processing instructions (in the prolog; further on only if asked, as they are rare in real
// documents), xml:space="preserve", self-closing and empty elements, and a layout that changes from
// record to record (already indented, on one line, tabs, blank lines, CRLF).
// The documents are well-formed and within what xml-formatter 3.7 reads: ASCII processing
// instruction targets, no "·" in names, no "]" inside the DOCTYPE's internal subset, a DOCTYPE
// followed by a line break.

/** mulberry32: a small deterministic PRNG (not for anything secret). Returns floats in [0, 1). */
export function mulberry32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const WORDS = (
  'river stone lantern harbour meadow copper signal orbit canvas willow ember quartz falcon summit prairie beacon cedar ' +
  'atlas delta marble thistle voyage cobalt garnet tundra mosaic ripple saffron juniper glacier fable nimbus citadel ' +
  'lagoon vertex parcel ledger invoice tariff margin quota ticket module kernel socket buffer vector tensor cluster ' +
  'shard replica tenant region bucket cursor schema record column index trigger payload header footer anchor'
).split(' ');
const PEOPLE = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Édith Piaf', 'Søren Kierkegaard', 'Zoë Kravitz', '李白', 'Анна Ахматова', "Conan O'Brien", 'Jean-Luc Picard'];
const UNICODE = ['é', 'ü', 'ñ', 'ø', 'ç', '日本語', 'Ωmega', '€', '😀', 'ß', 'Ærø', '→'];
const ENTITIES = ['&amp;', '&lt;', '&gt;', '&quot;', '&apos;', '&#233;', '&#x2014;', '&#169;', '&company;', '&product;'];
const ELEMENT_WORDS = (
  'item entry title name description price quantity author editor publisher date created updated summary content ' +
  'link category tag note address street city country postcode phone email status code value unit amount total ' +
  'line reference label group section option setting property key parameter source target event message level detail'
).split(' ');
const PREFIXES = ['', '', '', '', 'dc:', 'geo:', 'app:', 'x:'];
const CODE_SNIPPETS = [
  'if (a < b && c > d) { return a; }',
  'SELECT * FROM t WHERE x < 5 AND y > 3;',
  '<script>alert("hi")</script>',
  'for (let i = 0; i < n; i++) sum += i;',
  'a]b]c',
  '',
  '  indented\n    code\n  block  ',
  'x => x * 2',
];

/** The generator's building blocks over one PRNG. */
function makeXml(random, instructionShare) {
  const below = (count) => Math.floor(random() * count);
  const pick = (items) => items[below(items.length)];
  const chance = (probability) => random() < probability;
  const between = (low, high) => low + below(high - low + 1);

  const word = () => pick(WORDS);
  const elementName = () => {
    const base = pick(ELEMENT_WORDS);
    const roll = random();
    const name = roll < 0.6 ? base : roll < 0.8 ? `${base}-${word()}` : roll < 0.9 ? `${base}_${between(1, 99)}` : roll < 0.95 ? `${base}.${word()}` : `${base}${pick(['É', 'ñ', 'データ', 'Ω'])}`;
    return pick(PREFIXES) + name;
  };
  const sentence = (min = 1, max = 14) => {
    const count = between(min, max);
    const words = [];
    for (let index = 0; index < count; index++) {
      const roll = random();
      words.push(roll < 0.05 ? pick(ENTITIES) : roll < 0.09 ? pick(UNICODE) : roll < 0.12 ? String(between(0, 100_000)) : roll < 0.14 ? pick(PEOPLE) : word());
    }
    return words.join(' ');
  };
  const attributeValue = () => {
    const roll = random();
    if (roll < 0.2) return String(between(0, 1_000_000));
    if (roll < 0.3) return `${between(1990, 2030)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}T${String(between(0, 23)).padStart(2, '0')}:00:00Z`;
    if (roll < 0.4) return `https://example.com/${word()}/${word()}?id=${between(1, 999)}&amp;lang=${pick(['en', 'fr', 'ja'])}`;
    if (roll < 0.5) return pick(['true', 'false', 'yes', 'no', '', ' ', 'N/A']);
    if (roll < 0.6) return `${word()} ${pick(ENTITIES)} ${word()}`;
    if (roll < 0.65) return pick(PEOPLE);
    if (roll < 0.7) return `a &lt; b &amp;&amp; c &gt; d`;
    return sentence(1, 4);
  };
  const quote = (value) => {
    if (value.includes('"')) return `'${value}'`;
    if (value.includes("'")) return `"${value}"`;
    return chance(0.8) ? `"${value}"` : `'${value}'`;
  };
  const attributes = (allowed = 6) => {
    const count = chance(0.4) ? 0 : between(1, allowed);
    const used = new Set();
    let out = '';
    for (let index = 0; index < count; index++) {
      const name = pick(['id', 'type', 'lang', 'ref', 'class', 'href', 'status', 'version', 'unit', 'dc:source', 'geo:lat', 'geo:long', 'xml:lang', 'app:flag', 'data-key', 'x:mode', 'currency', 'rel']);
      if (used.has(name)) continue;
      used.add(name);
      const value = name === 'xml:lang' ? pick(['en', 'fr-CA', 'ja']) : name.startsWith('geo:') ? (random() * 180 - 90).toFixed(between(1, 6)) : attributeValue();
      const separator = chance(0.9) ? ' ' : pick(['  ', '\n      ', '\t']);
      const equals = chance(0.95) ? '=' : pick([' = ', '= ', ' =']);
      out += `${separator}${name}${equals}${quote(value)}`;
    }
    return out;
  };
  const comment = () => `<!--${pick([` ${sentence(1, 8)} `, '', ' TODO: check ', '\n  multi-line\n  comment\n', ' <b>markup</b> in a comment ', ` record ${between(1, 99_999)} `])}-->`;
  const cdata = () => `<![CDATA[${pick(CODE_SNIPPETS)}]]>`;
  const instruction = () => `<?${pick(['php', 'render', 'xml-stylesheet', 'app.hint', 'page-break', 'target'])}${pick(['', ' ', ` ${word()}="${word()}"`, ` echo ${between(1, 9)}; `, ' mode=fast '])}?>`;

  /** A record: one element tree with varied content, laid out in one of several styles. */
  const element = (depth, maxDepth, layout, indent) => {
    const name = elementName();
    const open = `<${name}${attributes(depth === 0 ? 6 : 4)}`;
    const roll = random();
    if (roll < 0.1) return `${open}${pick(['/>', ' />', '\n/>'])}`;
    if (roll < 0.14) return `${open}></${name}>`;
    if (depth >= maxDepth || roll < 0.45) {
      // A leaf: text, CDATA, mixed content or preserved white space.
      const leaf = random();
      if (leaf < 0.6) return `${open}>${sentence()}</${name}>`;
      if (leaf < 0.72) return `${open}>${cdata()}</${name}>`;
      if (leaf < 0.8) return `${open}>${pick([' ', '  ', '\n', '\n  '])}${sentence(1, 5)}${pick(['', ' ', '\n'])}</${name}>`;
      if (leaf < 0.9) {
        const inline = () => pick(['b', 'i', 'em', 'code', 'a']);
        const parts = [];
        for (let index = 0, count = between(1, 4); index < count; index++) {
          const tag = inline();
          parts.push(sentence(1, 6), ` <${tag}>${sentence(1, 3)}</${tag}> `);
        }
        parts.push(sentence(1, 4));
        return `${open}>${parts.join('')}</${name}>`;
      }
      if (leaf < 0.95) {
        const inner = pick(['line', 'row']);
        return `${open} xml:space="preserve">  ${sentence(1, 4)}\n    <${inner}> kept  as  is </${inner}>  </${name}>`;
      }
      return `${open}>${sentence(1, 3)}${comment()}${sentence(1, 3)}</${name}>`;
    }
    const children = [];
    const count = depth === 0 ? between(2, 9) : between(1, 6);
    for (let index = 0; index < count; index++) {
      const kind = random();
      if (kind < instructionShare) children.push(instruction());
      else if (kind < 0.83) children.push(element(depth + 1, maxDepth, layout, indent + 1));
      else if (kind < 0.93) children.push(comment());
      else if (kind < 0.97) children.push(cdata());
      else children.push(sentence(1, 5));
    }
    return `${open}>${children.map((child) => join(layout, indent + 1) + child).join('')}${join(layout, indent)}</${name}${chance(0.05) ? ' ' : ''}>`;
  };
  const join = (layout, level) => {
    if (layout === 'one-line') return '';
    if (layout === 'tabs') return '\n' + '\t'.repeat(level);
    if (layout === 'crlf') return '\r\n' + '  '.repeat(level);
    if (layout === 'ragged') return pick(['', ' ', '\n', '\n\n  ', '\n' + ' '.repeat(level * 3)]);
    return '\n' + '  '.repeat(level);
  };
  const record = () => {
    const layout = pick(['indented', 'indented', 'indented', 'one-line', 'one-line', 'tabs', 'ragged', 'crlf']);
    return element(0, between(1, 7), layout, 1);
  };
  return { record, comment, instruction, chance, pick, join };
}

/**
 * A well-formed XML document of about `bytes` characters (UTF-16 code units), varied throughout.
 * Processing instructions: in the prolog only, as in most real documents (`instructions: false`),
 * or also as about one child element in 200 (`true`).
 */
export function variedXmlDocument(bytes, { seed = 20_260_611, instructions = false } = {}) {
  const random = mulberry32(seed);
  const { record, comment, chance, pick, join } = makeXml(random, instructions ? 0.005 : 0);
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<?xml-stylesheet type="text/xsl" href="catalogue.xsl"?>\n',
    '<!DOCTYPE catalogue [\n  <!ENTITY company "Example Trading Co.">\n  <!ENTITY product \'Widget™\'>\n  <!ELEMENT catalogue ANY>\n]>\n',
    '<!-- Generated test data: catalogue entries, orders, feed entries, settings, drawings and log events -->\n',
    '<catalogue xmlns="urn:example:catalogue" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:geo="http://www.w3.org/2003/01/geo/wgs84_pos#" xmlns:app="urn:example:app" xmlns:x="urn:example:x" version="2.1">',
  ];
  let size = parts.reduce((total, part) => total + part.length, 0);
  while (size < bytes - 20) {
    const part = (chance(0.06) ? join('indented', 1) + comment() : '') + join(pick(['indented', 'indented', 'one-line', 'ragged']), 1) + record();
    parts.push(part);
    size += part.length;
  }
  parts.push('\n</catalogue>\n');
  return parts.join('');
}

/** `count` small varied documents (one record each, sometimes with a prolog) for differential tests. */
export function variedXmlDocuments(count, seed = 7) {
  const random = mulberry32(seed);
  const { record, comment, instruction, chance, pick } = makeXml(random, 0.05);
  const documents = [];
  for (let index = 0; index < count; index++) {
    const prolog = [];
    if (chance(0.4)) prolog.push(pick(['<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>']));
    if (chance(0.2)) prolog.push(comment());
    if (chance(0.15)) prolog.push(instruction());
    if (chance(0.15)) prolog.push('<!DOCTYPE r [<!ENTITY company "Co"><!ENTITY product "P">]>\n');
    const body = Array.from({ length: 1 + Math.floor(random() * 4) }, () => record()).join(pick(['', '\n', '\n  ', ' ']));
    // Entities need the DOCTYPE, prefixes their declarations: both on a wrapping root when missing.
    const needsEntities = /&(company|product);/.test(body) && !prolog.some((part) => part.startsWith('<!DOCTYPE'));
    if (needsEntities) prolog.push('<!DOCTYPE r [<!ENTITY company "Co"><!ENTITY product "P">]>\n');
    const root = `<r xmlns:dc="urn:dc" xmlns:geo="urn:geo" xmlns:app="urn:app" xmlns:x="urn:x">${body}</r>`;
    documents.push(prolog.join(chance(0.5) ? '\n' : '') + root + (chance(0.2) ? comment() : ''));
  }
  return documents;
}

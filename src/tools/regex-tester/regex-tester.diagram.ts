import { Choice, Comment, Diagram, NonTerminal, OneOrMore, Optional, Sequence, Skip, Terminal, ZeroOrMore, type RailroadItem } from 'railroad-diagrams';
import { parse, type AstNode, type Features } from 'regjsparser';

/**
 * The railroad diagram of a pattern: regjsparser reads modern syntax (named groups, lookbehind,
 * `\p{…}`, v-flag sets), each node becomes a railroad-diagrams item, and the result is an SVG
 * string (its texts escaped by the library) styled inline so it can be shown as an image.
 */

const FEATURES = { lookbehind: true, namedGroups: true, unicodePropertyEscape: true, unicodeSet: true, modifiers: true } as const satisfies Features;
type Node = AstNode<typeof FEATURES>;

const ANCHORS: Record<string, string> = { start: 'Start of line', end: 'End of line', boundary: 'Word boundary', 'not-boundary': 'Non-word boundary' };
const ESCAPES: Record<string, string> = { d: 'Digit', D: 'Non-digit', w: 'Word character', W: 'Non-word character', s: 'White space', S: 'Non-white space' };
const GROUPS: Record<string, string> = {
  lookahead: 'Followed by',
  negativeLookahead: 'Not followed by',
  lookbehind: 'Preceded by',
  negativeLookbehind: 'Not preceded by',
};

function sequenceOf(nodes: readonly Node[]): RailroadItem {
  if (nodes.length === 0) return Skip();
  const items = nodes.map(toItem);
  return items.length === 1 ? (items[0] as RailroadItem) : Sequence(...items);
}

/** A run of literal characters is drawn as one box. */
function mergeValues(nodes: readonly Node[]): Node[] {
  const merged: Node[] = [];
  for (const node of nodes) {
    const previous = merged[merged.length - 1];
    if (node.type === 'value' && previous?.type === 'value') {
      merged[merged.length - 1] = { ...previous, raw: previous.raw + node.raw, range: [previous.range[0], node.range[1]] };
    } else merged.push(node);
  }
  return merged;
}

function toItem(node: Node): RailroadItem {
  switch (node.type) {
    case 'alternative':
      return sequenceOf(mergeValues(node.body as Node[]));
    case 'disjunction':
      return Choice(0, ...(node.body as Node[]).map((child) => toItem(child)));
    case 'group': {
      const body = sequenceOf(mergeValues(node.body as Node[]));
      if (node.behavior === 'normal') {
        const name = 'name' in node && node.name ? ` "${node.name.value}"` : '';
        return Sequence(Comment(`group${name}`), body);
      }
      const label = GROUPS[node.behavior];
      return label ? Sequence(Comment(label), body) : body;
    }
    case 'quantifier': {
      const inner = toItem(node.body[0] as Node);
      const { min, max } = node;
      const lazy = node.greedy ? '' : ' (lazy)';
      if (min === 0 && max === 1) return Optional(inner);
      if (min === 0 && max === undefined) return lazy ? ZeroOrMore(inner, Comment(`lazy`)) : ZeroOrMore(inner);
      if (min === 1 && max === undefined) return lazy ? OneOrMore(inner, Comment('lazy')) : OneOrMore(inner);
      const times = max === undefined ? `${min}+ times` : min === max ? `${min} times` : `${min}–${max} times`;
      return OneOrMore(inner, Comment(`${times}${lazy}`));
    }
    case 'anchor':
      return NonTerminal(ANCHORS[node.kind] ?? node.raw);
    case 'dot':
      return NonTerminal('Any character');
    case 'characterClassEscape':
      return NonTerminal(ESCAPES[node.value] ?? node.raw);
    case 'unicodePropertyEscape':
      return NonTerminal(`${node.negative ? 'Not ' : ''}${node.value}`);
    case 'reference':
      return NonTerminal(`Back reference ${(node as { raw: string }).raw}`);
    case 'characterClass':
      return Terminal(node.raw);
    case 'value':
      return Terminal(node.raw);
    default:
      return Terminal((node as { raw: string }).raw);
  }
}

const STYLE =
  '<style>svg{background:#fff}path{stroke-width:2;stroke:#222;fill:none}text{font:bold 14px monospace;text-anchor:middle;fill:#111}' +
  'text.comment{font:italic 12px monospace}rect{stroke-width:2;stroke:#222;fill:#e8f3ec}</style>';

/** The SVG text of the diagram, or undefined when the pattern cannot be parsed or drawn. */
export function regexDiagramSvg(pattern: string, flags: string): string | undefined {
  try {
    const ast = parse(pattern, flags, FEATURES) as Node;
    const svg = Diagram(toItem(ast)).toString();
    return svg.replace(/^<svg([^>]*)>/, (_open, attributes: string) => `<svg xmlns="http://www.w3.org/2000/svg"${attributes}>${STYLE}`);
  } catch {
    return undefined;
  }
}

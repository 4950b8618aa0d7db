/** Seeded random well-formed XML documents for the differential tests (not shipped). */

export { seededRandom as mulberry32 } from '../../lib/random';

export function randomDocument(random: () => number): string {
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const chance = (p: number) => random() < p;
  const NAMES = ['a', 'b', 'item', 'x:y', 'ns:el', 'données', '日本', 'A-1', 'b.c', '_u', 'long-element-name'];
  const ATTRIBUTE_NAMES = ['id', 'x', 'y', 'xmlns', 'x:attr', 'clé', 'data-v', 'xml:lang'];
  const SPACE = [' ', '  ', '\n', '\n  ', '\t', '\r\n', ' \n '];
  const TEXT = ['foo', 'hello world', '  padded  ', 'a &amp; b', '&lt;tag&gt;', '&#65;&#x42;', 'é 😀', '1 > 0', '\u00a0nbsp\u00a0', 'line1\nline2', 'tab\there', ' ', '\n', '\n    ', '  \n  '];
  const VALUES = ['1', '', 'a b', 'x > y', 'it\'s', 'say "hi"', '&amp;', 'multi\nline', '=', 'preserve', 'default'];

  const attribute = (name: string) => {
    let value = pick(VALUES);
    const quote = value.includes('"') ? "'" : value.includes("'") ? '"' : pick(['"', "'"]);
    if (name === 'xml:space') value = pick(['preserve', 'default']);
    const around = chance(0.15) ? pick([' ', '\n', '\t']) : '';
    return `${name}${around}=${around}${quote}${value}${quote}`;
  };
  const startTag = (name: string, root = false) => {
    const names = new Set<string>();
    const count = chance(0.5) ? Math.floor(random() * 4) : 0;
    for (let i = 0; i < count; i += 1) names.add(pick(ATTRIBUTE_NAMES));
    if (chance(0.08)) names.add('xml:space');
    const attributes = [...names].map((attributeName) => pick(SPACE) + attribute(attributeName)).join('');
    // The prefixes used are declared on the root.
    const namespaces = root ? ' xmlns:x="urn:x" xmlns:ns="urn:ns"' : '';
    return `<${name}${namespaces}${attributes}${chance(0.15) ? pick(SPACE) : ''}`;
  };
  const misc = () =>
    pick([
      () => `<!--${pick([' note ', '', 'a\nb', ' - ', ' <x> '])}-->`,
      () => `<?${pick(['pi', 'php', 'x-y', 'a.b'])}${pick(['', ' data', '  spaced  data ', ' a?b'])}?>`,
    ])();

  const element = (depth: number): string => {
    const name = pick(NAMES);
    if (chance(0.15)) return startTag(name, depth === 0) + (chance(0.3) ? pick(SPACE) : '') + '/>';
    const parts: string[] = [];
    const count = depth > 4 ? Math.floor(random() * 2) : Math.floor(random() * 5);
    for (let i = 0; i < count; i += 1) {
      const roll = random();
      if (roll < 0.35 && depth < 7) parts.push(element(depth + 1));
      else if (roll < 0.7) parts.push(pick(TEXT));
      else if (roll < 0.8) parts.push(`<![CDATA[${pick(['x < y', '', ' spaced ', 'a]b', 'multi\nline'])}]]>`);
      else if (roll < 0.9) parts.push(misc());
      else parts.push(pick(SPACE));
    }
    // Adjacent text pieces are one text node in XML, as in the library.
    return `${startTag(name, depth === 0)}>${parts.join('')}</${name}${chance(0.1) ? pick(SPACE) : ''}>`;
  };

  const prolog: string[] = [];
  if (chance(0.5)) prolog.push(pick(['<?xml version="1.0"?>', '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>', "<?xml version='1.1'?>"]));
  if (chance(0.3)) prolog.push(misc());
  // Followed by a space: without one, the library's doctype pattern also swallows what follows.
  if (chance(0.2)) prolog.push(pick(['<!DOCTYPE root>\n', '<!DOCTYPE root SYSTEM "r.dtd"> ', '<!DOCTYPE root [<!ENTITY e "v">]>\n']));
  if (chance(0.3)) prolog.push(misc());
  const epilog = chance(0.3) ? [misc()] : [];
  const separator = () => (chance(0.5) ? pick(SPACE) : '');
  return [...prolog, element(0), ...epilog].join(separator()) + separator();
}

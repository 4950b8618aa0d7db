// Realistic large YAML for the bench (yaml-prettify.page-bench.mjs) and the tests: a seeded generator
// of *varied* content, so that no few item shapes repeat the way a list of one record written
// 100,000 times does. A stream of documents (`---`), each a list of records or a configuration-like
// mapping; every item drawn afresh: keys from a vocabulary combined at random, nesting 0–4 deep,
// block and flow sequences and mappings, literal and folded block scalars, plain, single- and
// double-quoted strings (escapes, non-ASCII now and then), integers, decimals, exponents,
// hexadecimal, booleans, nulls, dates, comments, blank lines, and now and then an anchor with its
// aliases (inside one item). Indentation of 2 or 4 spaces, sequences indented or not, per document.

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
  'name id title description owner team region zone cluster image tag version replicas port protocol host path timeout retries ' +
  'enabled labels annotations env value limits requests cpu memory storage volume mount secret config schedule command args ' +
  'email phone address city country postal price amount currency quantity status priority created updated author reviewers ' +
  'steps script cache artifacts stage needs rules when only except matrix include services network driver level format output ' +
  'input source target mode policy strategy threshold interval window metric query alert severity summary runbook contact'
).split(' ');
const TEXT_WORDS = (
  'the a of and to in is for on with as by at from this that it be are was or an will not can all has have more one new ' +
  'deploy service build release cache worker queue database server client request response error warning retry backup ' +
  'restore cluster node region user account order invoice payment report daily weekly nightly primary replica read write'
).split(' ');
const NON_ASCII = ['café', 'naïve', 'Zürich', 'São Paulo', '東京', 'Ωmega', '€100', 'résumé', 'Łódź', 'smörgåsbord'];

function makeYaml(random) {
  const below = (count) => Math.floor(random() * count);
  const pick = (items) => items[below(items.length)];
  const chance = (probability) => random() < probability;
  const between = (low, high) => low + below(high - low + 1);

  let indentUnit = '  ';
  /** Whether a block sequence under a key is indented (`key:\n  - a`) or not (`key:\n- a`). */
  let indentSequences = true;
  let anchors = [];

  const key = () => {
    const roll = random();
    if (roll < 0.6) return pick(WORDS);
    if (roll < 0.85) return `${pick(WORDS)}_${pick(WORDS)}`;
    if (roll < 0.93) return `${pick(WORDS)}-${pick(WORDS)}${chance(0.3) ? `-${between(1, 99)}` : ''}`;
    if (roll < 0.97) return `${pick(WORDS)}.${pick(WORDS)}`;
    return chance(0.5) ? `"${pick(WORDS)} ${pick(WORDS)}"` : String(between(1, 999));
  };
  const sentence = (count) => Array.from({ length: count }, () => (chance(0.02) ? pick(NON_ASCII) : pick(TEXT_WORDS))).join(' ');
  const digits = (length) => Array.from({ length }, (_, index) => (index === 0 && length > 1 ? 1 + below(9) : below(10))).join('');

  /** A one-line scalar (in block or flow context). */
  const scalar = (flow = false) => {
    const roll = random();
    if (roll < 0.18) return (chance(0.1) ? '-' : '') + digits(pick([1, 1, 2, 3, 4, 6, 10]));
    if (roll < 0.26) return `${chance(0.1) ? '-' : ''}${digits(between(1, 5))}.${digits(between(1, 4))}`;
    if (roll < 0.28) return pick([`${digits(1)}.${digits(2)}e${chance(0.5) ? '+' : '-'}${between(1, 12)}`, `0x${between(1, 65535).toString(16).toUpperCase()}`, '.inf', '-.inf', '.nan', `0o${between(1, 511).toString(8)}`]);
    if (roll < 0.36) return pick(['true', 'false', 'True', 'FALSE', 'yes', 'no', 'on', 'off']);
    if (roll < 0.4) return pick(['null', '~', 'Null']);
    if (roll < 0.45) return `${between(1998, 2030)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}${chance(0.4) ? `T${String(between(0, 23)).padStart(2, '0')}:${String(between(0, 59)).padStart(2, '0')}:00Z` : ''}`;
    if (roll < 0.68) {
      // A plain string: words, a path, a host name, a version.
      const text = pick([
        () => sentence(between(1, flow ? 4 : 14)),
        () => `/${Array.from({ length: between(1, 5) }, () => pick(WORDS)).join('/')}`,
        () => `${pick(WORDS)}-${between(1, 40)}.${pick(WORDS)}.example.com`,
        () => `v${between(0, 9)}.${between(0, 30)}.${between(0, 99)}`,
        () => `${pick(WORDS)}_${digits(between(2, 8))}`,
      ])();
      return flow ? text.replace(/[,[\]{}]/g, '') : text;
    }
    if (roll < 0.86) {
      // Double-quoted, escapes now and then.
      let text = sentence(between(0, 12));
      if (chance(0.15)) text += pick(['\\n', '\\t', '\\"', '\\\\', ': ', ' #x', '\\u00e9']) + sentence(between(1, 3));
      return `"${text}"`;
    }
    // Single-quoted, a doubled quote now and then.
    let text = sentence(between(0, 10));
    if (chance(0.15)) text = text.replace(' ', " it''s ");
    return `'${text}'`;
  };

  const flowCollection = (depth = 0) => {
    if (chance(0.55)) return `[${Array.from({ length: between(0, 6) }, () => (depth < 1 && chance(0.1) ? flowCollection(depth + 1) : scalar(true))).join(', ')}]`;
    const used = new Set();
    const pairs = [];
    for (let index = between(0, 4); index > 0; index--) {
      const name = key();
      if (used.has(name)) continue;
      used.add(name);
      pairs.push(`${name}: ${depth < 1 && chance(0.1) ? flowCollection(depth + 1) : scalar(true)}`);
    }
    return `{${pairs.join(', ')}}`;
  };

  const comment = () => (chance(0.08) ? ` # ${sentence(between(1, 6))}` : '');

  /** A block scalar's lines after `key: |` (the indicator line is the caller's). */
  const blockScalar = (indent) => {
    const header = pick(['|', '|', '|-', '>', '>-']);
    const lines = [];
    for (let index = between(1, 8); index > 0; index--) {
      if (chance(0.1)) lines.push('');
      // A more-indented line now and then, never the first (the first line sets the indentation).
      else lines.push(`${indent}${lines.length > 0 && chance(0.1) ? '  ' : ''}${sentence(between(1, 16))}`);
    }
    while (lines.length > 0 && lines[0] === '') lines.shift();
    if (lines.length === 0) lines.push(`${indent}${sentence(3)}`);
    else if (lines[0].startsWith(`${indent}  `)) lines[0] = lines[0].replace(`${indent}  `, indent);
    return { header, lines };
  };

  /** A value after `key:` at `indent` (its own lines follow at `indent + unit`): [text on the key's line, following lines]. */
  const value = (indent, depth) => {
    const roll = random();
    const inner = indent + indentUnit;
    if (depth < 4 && roll < 0.18) return ['', mappingLines(inner, depth + 1)];
    if (depth < 4 && roll < 0.28) return ['', sequenceLines(indentSequences ? inner : indent, depth + 1)];
    if (roll < 0.35) return [` ${flowCollection()}`, []];
    if (roll < 0.4) {
      const { header, lines } = blockScalar(inner);
      return [` ${header}`, lines];
    }
    if (roll < 0.41 && anchors.length > 0) return [` *${pick(anchors)}`, []];
    if (roll < 0.43) {
      const name = `${pick(WORDS)}_${between(1, 999)}`;
      anchors.push(name);
      return [` &${name} ${scalar()}`, []];
    }
    return [` ${scalar()}`, []];
  };

  function mappingLines(indent, depth, firstPrefix) {
    const used = new Set();
    const lines = [];
    const count = depth === 0 ? between(2, 12) : between(1, 7);
    for (let index = 0; index < count; index++) {
      let name = key();
      if (used.has(name)) continue;
      used.add(name);
      const start = index === 0 && firstPrefix !== undefined ? firstPrefix : indent;
      if (index > 0 && chance(0.04)) lines.push(chance(0.5) ? '' : `${indent}# ${sentence(between(1, 8))}`);
      const [inline, following] = value(indent, depth);
      lines.push(`${start}${name}:${inline}${following.length === 0 || inline !== '' ? comment() : ''}`);
      lines.push(...following);
    }
    if (lines.length === 0) lines.push(`${firstPrefix ?? indent}${key()}: ${scalar()}`);
    return lines;
  }

  function sequenceLines(indent, depth) {
    const lines = [];
    for (let index = between(1, 6); index > 0; index--) {
      const roll = random();
      if (depth < 4 && roll < 0.3) lines.push(...mappingLines(`${indent}  `, depth + 1, `${indent}- `));
      else if (roll < 0.38) lines.push(`${indent}- ${flowCollection()}`);
      else lines.push(`${indent}- ${scalar()}${comment()}`);
    }
    return lines;
  }

  /** One record of a root list: `- key: …` lines. */
  const record = () => {
    anchors = [];
    if (chance(0.05)) return [`- ${scalar()}${comment()}`];
    return mappingLines('  ', 0, '- ');
  };

  /** A document: about `chars` characters of a list of records or of a mapping of sections. */
  const documentLines = (chars) => {
    indentUnit = chance(0.75) ? '  ' : '    ';
    indentSequences = chance(0.7);
    const lines = [];
    let size = 0;
    if (chance(0.6)) {
      while (size < chars) {
        const item = record();
        if (chance(0.03)) item.unshift(chance(0.5) ? '' : `# ${sentence(between(2, 9))}`);
        for (const line of item) size += line.length + 1;
        lines.push(...item);
      }
    } else {
      const used = new Set();
      while (size < chars) {
        anchors = [];
        const base = key();
        const name = base.startsWith('"') || chance(0.5) ? base : `${base}_${between(1, 99_999)}`;
        if (used.has(name)) continue;
        used.add(name);
        const [inline, following] = chance(0.85) ? ['', mappingLines(indentUnit, 1)] : value('', 1);
        const item = [`${name}:${inline}`, ...following];
        if (chance(0.05)) item.unshift(`# ${sentence(between(2, 9))}`);
        for (const line of item) size += line.length + 1;
        lines.push(...item);
      }
    }
    return lines;
  };

  return { documentLines, random, between, chance };
}

/**
 * About `chars` characters of varied YAML (never fewer), the same text for the same `seed`: a
 * stream of documents separated by `---` lines, each of `documentChars` characters or so (by
 * default a few KB to ~300 KB; the last one takes what is left).
 */
export function variedYamlStream(chars, seed = 20261126, { documentChars = [1_000, 300_000] } = {}) {
  const { documentLines, random, between, chance } = makeYaml(mulberry32(seed));
  const [least, most] = documentChars;
  const parts = [];
  let size = 0;
  if (random() < 0.5) parts.push(`# generated stream, seed ${seed}`);
  while (size < chars) {
    const lines = documentLines(Math.min(chars - size, chance(0.3) ? between(least, Math.min(most, least * 20)) : between(least, most)));
    if (parts.length > 0 || chance(0.5)) lines.unshift(chance(0.9) ? '---' : `--- # document ${parts.length}`);
    const text = lines.join('\n');
    parts.push(text);
    size += text.length + 1;
  }
  return `${parts.join('\n')}\n`;
}

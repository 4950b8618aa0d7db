// Realistic large SQL for the bench (sql-prettify.page-bench.mjs) and the tests: a seeded generator
// of *varied* statements, so that no few statement shapes repeat the way a dump of one INSERT does.
// Every statement is drawn afresh: SELECT with joins, subqueries, CTEs, GROUP BY / HAVING / ORDER BY,
// INSERT with 1–12 columns and 1–8 rows (or from a SELECT), UPDATE, DELETE, CREATE TABLE with varied
// columns and constraints, line and block comments, identifiers of 1 to ~60 characters, numbers and
// strings of every length, keywords in upper, lower or mixed case, one-line or multi-line layout.
// The text is Standard SQL that sql-formatter reads in every dialect the tests use.

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

// Domain words, none of them a keyword or function name in any of sql-formatter's dialects.
const WORDS = (
  'customer buyer invoice merchandise depot shipment province price amount quantity subtotal created updated removed email phone ' +
  'address city country postal tax discount balance currency payment vendor supplier category caption heading note points rating ' +
  'weight depth_cm breadth colour batch sku stock visitor device browser visit click campaign channel holder team project ticket ' +
  'urgency flag archived cart coupon refund carrier parcel itinerary driver vehicle sensor reading metric tenant tier seat ' +
  'license invoice_line ledger entry journal memo branch clinic patient doctor booking room guest review author post ' +
  'remark keyword_tag thread mail recipient sender attachment folder paper edition approval manager employee salary ' +
  'department shift badge course lesson student grade enrolment archive_room loan subscriber fee fine organisation contact prospect ' +
  'opportunity funnel forecast allowance territory'
).split(' ');
const ADJECTIVES = 'active main latest earliest upcoming legacy gross nett daily monthly unprocessed clean pending verified outside internal'.split(' ');
const TYPES = ['INTEGER', 'BIGINT', 'SMALLINT', 'VARCHAR', 'CHAR', 'DECIMAL', 'NUMERIC', 'DATE', 'TIMESTAMP', 'BOOLEAN', 'TEXT', 'REAL'];
const FUNCTIONS_1 = ['UPPER', 'LOWER', 'TRIM', 'ABS', 'LENGTH'];
const AGGREGATES = ['SUM', 'AVG', 'MIN', 'MAX', 'COUNT'];
const COMPARISONS = ['=', '<>', '<', '>', '<=', '>='];
const TEXT_CHARS = 'abcdefghijklmnopqrstuvwxyz      ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,;:-_/()!?#%&*+=@';
const ACCENTED = ['é', 'ü', 'ñ', 'ø', 'ç', '日本', 'Ωmega', '€'];

/** The generator's building blocks over one PRNG. */
function makeSql(random) {
  const below = (count) => Math.floor(random() * count);
  const pick = (items) => items[below(items.length)];
  const chance = (probability) => random() < probability;
  const between = (low, high) => low + below(high - low + 1);

  // A keyword's case follows the statement's style: upper, lower or as people type it.
  let keywordStyle = 'upper';
  const kw = (word) => (keywordStyle === 'upper' ? word : keywordStyle === 'lower' ? word.toLowerCase() : chance(0.5) ? word : word.toLowerCase());

  const identifier = () => {
    const roll = random();
    let name;
    if (roll < 0.08) name = pick('abcdefghijkmnpqrsuvwxyz'.split('')) + (chance(0.4) ? String(below(10)) : '');
    else if (roll < 0.75) name = Array.from({ length: between(1, 3) }, () => pick(WORDS)).join('_');
    else if (roll < 0.95) name = `${pick(ADJECTIVES)}_${pick(WORDS)}_${pick(WORDS)}${chance(0.5) ? `_${between(1, 2030)}` : ''}`;
    else name = Array.from({ length: between(4, 7) }, () => pick(WORDS)).join('_'); // long names, up to ~60 characters
    if (chance(0.05)) name = name.replace(/(^|_)([a-z])/g, (_match, _underscore, letter) => letter.toUpperCase()); // CamelCase
    return chance(0.04) ? `"${name}${chance(0.5) ? ' ' + pick(WORDS) : ''}"` : name;
  };
  const digits = (length) => Array.from({ length }, (_, index) => (index === 0 && length > 1 ? 1 + below(9) : below(10))).join('');
  const integer = () => (chance(0.1) ? '-' : '') + digits(pick([1, 1, 2, 3, 4, 6, 9, 12]));
  const decimal = () => `${chance(0.1) ? '-' : ''}${digits(between(1, 7))}.${digits(between(1, 4))}`;
  const string = () => {
    const length = pick([0, 1, 3, 8, 12, 20, 35, 60, 120]) + below(5);
    let text = '';
    for (let index = 0; index < length; index++) text += chance(0.01) ? "''" : chance(0.003) ? pick(ACCENTED) : TEXT_CHARS[below(TEXT_CHARS.length)];
    return `'${text}'`;
  };
  const dateLiteral = () => `'${between(1998, 2030)}-${String(between(1, 12)).padStart(2, '0')}-${String(between(1, 28)).padStart(2, '0')}'`;
  const literal = () => {
    const roll = random();
    if (roll < 0.3) return integer();
    if (roll < 0.45) return decimal();
    if (roll < 0.75) return string();
    if (roll < 0.85) return dateLiteral();
    if (roll < 0.92) return kw(pick(['TRUE', 'FALSE']));
    return kw('NULL');
  };

  /** A column reference, qualified by one of `aliases` now and then. */
  const column = (aliases) => (aliases.length > 0 && chance(0.6) ? `${pick(aliases)}.${identifier()}` : identifier());

  const expression = (aliases, depth = 0) => {
    const roll = random();
    if (depth > 2 || roll < 0.35) return column(aliases);
    if (roll < 0.55) return literal();
    if (roll < 0.65) return `${kw(pick(FUNCTIONS_1))}(${column(aliases)})`;
    if (roll < 0.72) return `${kw('COALESCE')}(${column(aliases)}, ${literal()})`;
    if (roll < 0.78) return `${kw('ROUND')}(${expression(aliases, depth + 1)}, ${between(0, 4)})`;
    if (roll < 0.88) return `${expression(aliases, depth + 1)} ${pick(['+', '-', '*', '/', '||'])} ${expression(aliases, depth + 1)}`;
    if (roll < 0.94) return `${kw('CAST')}(${column(aliases)} ${kw('AS')} ${columnType()})`;
    const whens = Array.from({ length: between(1, 4) }, () => `${kw('WHEN')} ${condition(aliases, depth + 1)} ${kw('THEN')} ${literal()}`);
    return `${kw('CASE')} ${whens.join(' ')}${chance(0.7) ? ` ${kw('ELSE')} ${literal()}` : ''} ${kw('END')}`;
  };

  const condition = (aliases, depth = 0) => {
    const roll = random();
    let text;
    if (roll < 0.4) text = `${column(aliases)} ${pick(COMPARISONS)} ${chance(0.7) ? literal() : column(aliases)}`;
    else if (roll < 0.5) text = `${column(aliases)} ${kw('IS')}${chance(0.5) ? ` ${kw('NOT')}` : ''} ${kw('NULL')}`;
    else if (roll < 0.6) text = `${column(aliases)} ${kw('IN')} (${Array.from({ length: between(1, 9) }, literal).join(', ')})`;
    else if (roll < 0.67) text = `${column(aliases)} ${kw('BETWEEN')} ${integer()} ${kw('AND')} ${integer()}`;
    else if (roll < 0.74) text = `${column(aliases)} ${kw('LIKE')} '${pick(['%', ''])}${pick(WORDS)}${pick(['%', '_%', ''])}'`;
    else if (roll < 0.8 && depth < 2) text = `${column(aliases)} ${kw('IN')} (${select(depth + 1, { simple: true })})`;
    else if (roll < 0.85 && depth < 2) text = `${chance(0.3) ? `${kw('NOT')} ` : ''}${kw('EXISTS')} (${select(depth + 1, { simple: true })})`;
    else if (depth < 2) {
      const parts = Array.from({ length: between(2, 3) }, () => condition(aliases, depth + 1));
      text = `(${parts.join(` ${kw(pick(['AND', 'OR']))} `)})`;
    } else text = `${column(aliases)} ${pick(COMPARISONS)} ${literal()}`;
    return text;
  };

  const conditions = (aliases, depth) => Array.from({ length: between(1, 4) }, () => condition(aliases, depth)).join(` ${kw(pick(['AND', 'AND', 'OR']))} `);

  const columnType = () => {
    const type = pick(TYPES);
    if (type === 'VARCHAR' || type === 'CHAR') return `${kw(type)}(${pick([1, 2, 3, 10, 32, 64, 255, 4000])})`;
    if (type === 'DECIMAL' || type === 'NUMERIC') return `${kw(type)}(${between(4, 18)}, ${between(0, 4)})`;
    return kw(type);
  };

  /** A break between clauses: one line, or a new line with some indent. */
  let multiline = false;
  const gap = (indent = '') => (multiline ? `\n${indent}${chance(0.2) ? '  ' : ''}` : ' ');

  function select(depth = 0, { simple = false } = {}) {
    const indent = '  '.repeat(depth + 1);
    let text = '';
    const ctes = [];
    if (!simple && depth === 0 && chance(0.15)) {
      for (let index = between(1, 3); index > 0; index--) {
        const name = identifier();
        ctes.push(name);
        text += `${ctes.length === 1 ? `${kw('WITH')} ` : ', '}${name} ${kw('AS')} (${select(depth + 1, { simple: true })})${gap()}`;
      }
    }
    const aliases = [];
    const from = () => {
      const alias = pick(['a', 'b', 'c', 'd', 'e', 't', 'x', 'o', 'p', 's']) + (aliases.length > 0 ? aliases.length : '');
      aliases.push(alias);
      if (!simple && depth < 2 && chance(0.08)) return `(${select(depth + 1, { simple: true })}) ${kw('AS')} ${alias}`;
      const source = ctes.length > 0 && chance(0.5) ? pick(ctes) : identifier();
      return `${source}${chance(0.8) ? ` ${chance(0.5) ? `${kw('AS')} ` : ''}${alias}` : ''}`;
    };
    const source = from();
    const joins = [];
    for (let index = simple ? 0 : pick([0, 0, 1, 1, 2, 3, 5]); index > 0; index--) {
      const before = aliases.slice();
      const table = from();
      const on = `${pick(before)}.${identifier()} = ${aliases.at(-1)}.${identifier()}${chance(0.2) ? ` ${kw('AND')} ${condition(aliases, depth + 1)}` : ''}`;
      joins.push(`${kw(pick(['JOIN', 'INNER JOIN', 'LEFT JOIN', 'LEFT OUTER JOIN', 'RIGHT JOIN', 'FULL JOIN']))} ${table} ${kw('ON')} ${on}`);
    }
    const grouped = !simple && chance(0.25);
    const keys = grouped ? Array.from({ length: between(1, 4) }, () => column(aliases)) : [];
    const items = [];
    if (!grouped && chance(0.05)) items.push('*');
    else {
      items.push(...keys);
      for (let index = simple ? between(1, 2) : between(1, 12); index > 0; index--) {
        const item = grouped
          ? `${kw(pick(AGGREGATES))}(${chance(0.2) ? '*' : `${chance(0.1) ? `${kw('DISTINCT')} ` : ''}${column(aliases)}`})`
          : expression(aliases, depth);
        items.push(chance(0.4) ? `${item} ${kw('AS')} ${identifier()}` : item);
      }
    }
    text += `${kw('SELECT')} ${chance(0.05) ? `${kw('DISTINCT')} ` : ''}${items.join(multiline && chance(0.5) ? `,\n${indent}` : ', ')}`;
    text += `${gap()}${kw('FROM')} ${source}`;
    for (const join of joins) text += `${gap(indent)}${join}`;
    if (chance(simple ? 0.6 : 0.75)) text += `${gap()}${kw('WHERE')} ${conditions(aliases, depth + 1)}`;
    if (grouped) {
      text += `${gap()}${kw('GROUP BY')} ${keys.join(', ')}`;
      if (chance(0.3)) text += `${gap()}${kw('HAVING')} ${kw(pick(AGGREGATES))}(${column(aliases)}) ${pick(COMPARISONS)} ${integer()}`;
    }
    if (!simple && chance(0.35)) {
      const orders = Array.from({ length: between(1, 3) }, () => `${chance(0.2) ? between(1, items.length) : column(aliases)}${chance(0.5) ? ` ${kw(pick(['ASC', 'DESC']))}` : ''}`);
      text += `${gap()}${kw('ORDER BY')} ${orders.join(', ')}`;
    }
    if (!simple && chance(0.2)) text += `${gap()}${kw('LIMIT')} ${between(1, 10_000)}`;
    return text;
  }

  const insert = () => {
    const columns = Array.from({ length: between(1, 12) }, identifier);
    let text = `${kw('INSERT INTO')} ${identifier()} (${columns.join(', ')})${gap()}`;
    if (chance(0.15)) return text + select(1, { simple: true });
    const rows = Array.from({ length: pick([1, 1, 1, 2, 3, 5, 8]) }, () => `(${columns.map(() => (chance(0.9) ? literal() : expression([], 2))).join(', ')})`);
    return `${text}${kw('VALUES')}${multiline ? '\n  ' : ' '}${rows.join(multiline ? ',\n  ' : ', ')}`;
  };

  const update = () => {
    const aliases = chance(0.3) ? ['u'] : [];
    const sets = Array.from({ length: between(1, 6) }, () => `${identifier()} = ${chance(0.7) ? literal() : expression(aliases, 1)}`);
    let text = `${kw('UPDATE')} ${identifier()}${aliases.length > 0 ? ` ${aliases[0]}` : ''}${gap()}${kw('SET')} ${sets.join(', ')}`;
    if (chance(0.9)) text += `${gap()}${kw('WHERE')} ${conditions(aliases, 1)}`;
    return text;
  };

  const remove = () => `${kw('DELETE FROM')} ${identifier()}${chance(0.95) ? `${gap()}${kw('WHERE')} ${conditions([], 1)}` : ''}`;

  const createTable = () => {
    const names = new Set();
    while (names.size < between(2, 25)) names.add(identifier());
    const columns = [...names].map((name, index) => {
      let text = `${name} ${columnType()}`;
      if (index === 0 && chance(0.6)) text += ` ${kw('PRIMARY KEY')}`;
      else if (chance(0.3)) text += ` ${kw('NOT NULL')}`;
      if (chance(0.15)) text += ` ${kw('DEFAULT')} ${literal()}`;
      if (chance(0.05)) text += ` ${kw('UNIQUE')}`;
      return text;
    });
    if (chance(0.2)) columns.push(`${kw('PRIMARY KEY')} (${[...names].slice(0, between(1, 2)).join(', ')})`);
    const separator = chance(0.7) ? ',\n  ' : ', ';
    return `${kw('CREATE TABLE')} ${identifier()} (${separator === ', ' ? '' : '\n  '}${columns.join(separator)}${separator === ', ' ? '' : '\n'})`;
  };

  const comment = () => {
    const words = Array.from({ length: between(1, 14) }, () => pick(WORDS)).join(' ');
    if (chance(0.7)) return `-- ${words}`;
    return chance(0.5) ? `/* ${words} */` : `/*\n * ${words}\n * ${Array.from({ length: between(1, 8) }, () => pick(WORDS)).join(' ')}\n */`;
  };

  const statement = () => {
    const roll = random();
    keywordStyle = pick(['upper', 'upper', 'upper', 'lower', 'lower', 'mixed']);
    multiline = chance(0.35);
    let text;
    if (roll < 0.4) text = select();
    else if (roll < 0.65) text = insert();
    else if (roll < 0.78) text = update();
    else if (roll < 0.88) text = remove();
    else text = createTable();
    if (chance(0.18)) text = `${comment()}\n${text}`;
    if (chance(0.04)) text += ` -- ${pick(WORDS)}\n`;
    return `${text};`;
  };
  return { statement, random };
}

/**
 * About `chars` characters of varied SQL statements (never fewer), the same text for the same
 * `seed`. Statements are separated by one or two line breaks, now and then by a space.
 */
export function variedSqlScript(chars, seed = 20261126) {
  const { statement, random } = makeSql(mulberry32(seed));
  const parts = [];
  let size = 0;
  while (size < chars) {
    const part = statement();
    parts.push(part);
    size += part.length + 1;
  }
  let text = '';
  for (const part of parts) text += (text === '' ? '' : random() < 0.8 ? '\n' : random() < 0.5 ? '\n\n' : ' ') + part;
  return text;
}

/** `count` varied statements, each on its own (for tests that need the statements one by one). */
export function variedSqlStatements(count, seed = 20261126) {
  const { statement } = makeSql(mulberry32(seed));
  return Array.from({ length: count }, statement);
}

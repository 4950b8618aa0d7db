import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** A statement's first keyword → the keywords one of which must follow it. */
const COMPANIONS: Readonly<Record<string, readonly string[]>> = {
  select: ['from'],
  insert: ['into'],
  update: ['set'],
  delete: ['from'],
  create: ['table', 'view', 'index', 'database', 'schema', 'function', 'procedure', 'trigger', 'sequence', 'type', 'extension', 'unique', 'or', 'temporary', 'temp'],
  alter: ['table', 'view', 'index', 'database', 'schema', 'sequence', 'user', 'role'],
  drop: ['table', 'view', 'index', 'database', 'schema', 'function', 'procedure', 'trigger', 'sequence', 'type', 'extension'],
  with: ['as'],
  merge: ['into'],
  truncate: ['table'],
  grant: ['on', 'to'],
  explain: ['select', 'insert', 'update', 'delete', 'analyze'],
  replace: ['into'],
};

/** Clause keywords that add to the evidence. */
const CLAUSES = new Set(['where', 'join', 'group', 'order', 'having', 'limit', 'values', 'and', 'or', 'not', 'null', 'inner', 'left', 'right', 'outer', 'on', 'as', 'by', 'union', 'distinct', 'primary', 'key', 'references', 'default', 'returning', 'offset', 'in', 'is', 'like', 'between', 'case', 'when', 'then', 'end', 'count', 'sum', 'avg', 'max', 'min', 'exists', 'varchar', 'integer', 'int', 'text', 'serial', 'boolean', 'timestamp']);

/** `--` and `/* … *\/` comments before the statement are skipped. */
function skipComments(text: string): string {
  let rest = text;
  for (;;) {
    if (rest.startsWith('--')) {
      const end = rest.indexOf('\n');
      rest = end < 0 ? '' : rest.slice(end + 1).trimStart();
    } else if (rest.startsWith('/*')) {
      const end = rest.indexOf('*/');
      rest = end < 0 ? '' : rest.slice(end + 2).trimStart();
    } else return rest;
  }
}

/**
 * SQL statements: a leading statement keyword (SELECT, INSERT, UPDATE, DELETE, CREATE, ALTER, WITH…,
 * any letter case) with its companion (FROM, INTO, SET, TABLE…), then clause keywords and SQL's
 * punctuation (`*`, commas, `=`, parentheses, quotes, `;`). English sentences that start with
 * "Select … from" have words but no punctuation: weak.
 */
export default {
  'sql-prettify': {
    pre: { minLength: 8 },
    prior: 0.7,
    score: ({ text }): DetectScore | number => {
      const statement = skipComments(text);
      const head = statement.slice(0, 4000);
      const words = head.toLowerCase().match(/[a-z_][a-z0-9_]*/g);
      if (!words || words.length < 3) return 0;
      const keyword = words[0]!;
      const companions = COMPANIONS[keyword];
      if (!companions || !/^[a-z]/i.test(statement)) return 0;
      const companionAt = words.findIndex((word, index) => index > 0 && companions.includes(word));
      if (companionAt < 0) return 0;
      let clauses = 0;
      for (const word of words) if (CLAUSES.has(word)) clauses++;
      let punctuation = 0;
      for (let index = 0; index < head.length; index++) {
        const code = head.charCodeAt(index);
        // * , = ( ) ' ; < > and identifiers with an underscore or a dot
        if (code === 42 || code === 44 || code === 61 || code === 40 || code === 39 || code === 59 || code === 60 || code === 62 || code === 95) punctuation++;
      }
      // A sentence: ends with a full stop and has no SQL punctuation at all.
      const sentenceLike = /[.!?]$/.test(statement) && punctuation === 0;
      if (sentenceLike) return { confidence: 0.1, reason: { key: 'statement', params: { keyword: keyword.toUpperCase() } } };
      const upperKeyword = /^[A-Z]+\b/.test(statement);
      let confidence = 0.55 + Math.min(0.2, clauses * 0.04) + Math.min(0.15, punctuation * 0.03);
      if (upperKeyword) confidence += 0.05;
      // Lower-case words without any SQL punctuation: an instruction in prose ("Update your profile and set…") as often as a query.
      if (punctuation === 0 && !upperKeyword) confidence = 0.2;
      return { confidence: Math.min(0.95, confidence), reason: { key: 'statement', params: { keyword: keyword.toUpperCase() } } };
    },
  },
} satisfies DetectDeclarations;

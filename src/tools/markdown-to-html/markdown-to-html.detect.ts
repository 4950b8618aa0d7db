import type { DetectDeclarations, DetectScore } from '../../engine/detect';

/** The kinds of Markdown syntax a text uses; one kind alone (a `*`, a `#` comment) is weak. */
interface MarkdownSignals {
  heading: boolean;
  setext: boolean;
  list: boolean;
  ordered: boolean;
  task: boolean;
  fence: boolean;
  quote: boolean;
  table: boolean;
  link: boolean;
  strong: boolean;
  emphasis: boolean;
  code: boolean;
  /** List items that are `key: value` pairs: a YAML sequence rather than a Markdown list. */
  yamlItems: number;
  items: number;
}

const isDigit = (code: number) => code >= 48 && code <= 57;
const isSpace = (code: number) => code === 32 || code === 9;

/** Inline syntax of one line: `[text](url)`, `**strong**`, `*em*` / `_em_`, `` `code` ``. */
function scanInline(line: string, signals: MarkdownSignals): void {
  const link = line.indexOf('](');
  if (link > 0 && line.lastIndexOf('[', link) >= 0 && line.indexOf(')', link) > link + 2) signals.link = true;
  const strong = line.indexOf('**');
  if (strong >= 0 && !isSpace(line.charCodeAt(strong + 2))) {
    const close = line.indexOf('**', strong + 3);
    if (close > strong + 2 && !isSpace(line.charCodeAt(close - 1))) signals.strong = true;
  }
  const strongUnderscore = line.indexOf('__');
  if (strongUnderscore >= 0 && !isSpace(line.charCodeAt(strongUnderscore + 2)) && line.indexOf('__', strongUnderscore + 3) > 0) signals.strong = true;
  for (const marker of ['*', '_']) {
    // A single marker opening after a space or the line's start, closing before a space or punctuation.
    for (let index = line.indexOf(marker); index >= 0 && !signals.emphasis; index = line.indexOf(marker, index + 1)) {
      const before = line.charCodeAt(index - 1);
      const after = line.charCodeAt(index + 1);
      if (line[index + 1] === marker || line[index - 1] === marker) continue;
      if (!(index === 0 || isSpace(before) || before === 40) || Number.isNaN(after) || isSpace(after)) continue;
      const close = line.indexOf(marker, index + 2);
      if (close < 0) break;
      const closeAfter = line.charCodeAt(close + 1);
      if (!isSpace(line.charCodeAt(close - 1)) && line[close + 1] !== marker && (Number.isNaN(closeAfter) || isSpace(closeAfter) || closeAfter === 46 || closeAfter === 44 || closeAfter === 41)) signals.emphasis = true;
    }
  }
  const tick = line.indexOf('`');
  if (tick >= 0 && line.indexOf('`', tick + 2) > tick) signals.code = true;
}

function scanMarkdown(text: string): MarkdownSignals {
  const signals: MarkdownSignals = { heading: false, setext: false, list: false, ordered: false, task: false, fence: false, quote: false, table: false, link: false, strong: false, emphasis: false, code: false, yamlItems: 0, items: 0 };
  let previous = '';
  let inFence = false;
  for (let start = 0; start <= text.length; ) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    const raw = text.slice(start, end);
    start = end + 1;
    const line = raw.trim();
    if (line.startsWith('```') || line.startsWith('~~~')) {
      signals.fence = true;
      inFence = !inFence;
      previous = '';
      continue;
    }
    if (inFence) continue;
    const first = line.charCodeAt(0);
    if (first === 35 /* # */) {
      let level = 1;
      while (line.charCodeAt(level) === 35) level++;
      if (level <= 6 && line.charCodeAt(level) === 32 && line.length > level + 1) signals.heading = true;
    } else if ((first === 61 || first === 45) && previous !== '' && /^(=+|-{2,})$/.test(line) && !/^[-*+] /.test(previous)) {
      signals.setext = true;
    } else if ((first === 45 || first === 42 || first === 43) && line.charCodeAt(1) === 32) {
      signals.list = true;
      signals.items++;
      const item = line.slice(2);
      if (/^\[[ xX]\] /.test(item)) signals.task = true;
      else if (/^[\w"'.-]+: /.test(item) || /^[\w"'.-]+:$/.test(item)) signals.yamlItems++;
    } else if (isDigit(first)) {
      let index = 1;
      while (isDigit(line.charCodeAt(index))) index++;
      if ((line.charCodeAt(index) === 46 || line.charCodeAt(index) === 41) && line.charCodeAt(index + 1) === 32 && index <= 3) signals.ordered = true;
    } else if (first === 62 /* > */ && (line.length === 1 || line.charCodeAt(1) === 32)) {
      signals.quote = true;
    } else if (first === 124 /* | */ && line.endsWith('|') && line.length > 2) {
      if (/^\|[\s:|-]+\|$/.test(line) && line.includes('-')) signals.table = true;
    }
    scanInline(line, signals);
    previous = line;
  }
  return signals;
}

const KIND_KEYS = ['heading', 'setext', 'list', 'ordered', 'task', 'fence', 'quote', 'table', 'link', 'strong', 'emphasis', 'code'] as const;

/**
 * Markdown: headings, lists, fenced code, quotes, tables, links, emphasis, inline code. Several kinds
 * are needed for a strong reading; one alone (a list, a `*`, a `# comment`) is weak. Lists of
 * `key: value` items are YAML's.
 */
export default {
  'markdown-to-html': {
    pre: { minLength: 3 },
    prior: 0.5,
    score: ({ text }): DetectScore | number => {
      const signals = scanMarkdown(text);
      // A YAML sequence of mappings is not a Markdown list.
      if (signals.yamlItems > 0 && signals.yamlItems * 2 >= signals.items) signals.list = false;
      const kinds = KIND_KEYS.filter((key) => signals[key]).length;
      if (kinds === 0) return 0;
      const strongKinds = Number(signals.heading) + Number(signals.setext) + Number(signals.fence) + Number(signals.table) + Number(signals.task) + Number(signals.link);
      const reason = { key: kinds > 1 ? 'syntax' : 'someSyntax' };
      // One kind alone: a table, a task list or a fence is Markdown's own; a heading may be a `# comment`, a list a YAML sequence.
      if (kinds === 1) return { confidence: signals.table || signals.task || signals.fence ? 0.6 : signals.link ? 0.4 : 0.2, reason };
      return { confidence: Math.min(0.95, 0.5 + 0.12 * kinds + 0.05 * strongKinds), reason };
    },
  },
} satisfies DetectDeclarations;

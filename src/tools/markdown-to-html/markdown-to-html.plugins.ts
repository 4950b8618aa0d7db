import type { MarkdownIt, StateBlock, StateCore, StateInline, Token } from 'markdown-it';

/**
 * Two markdown-it plugins written for this tool (GFM task lists and footnotes), small enough to
 * read in one sitting.
 */

const TASK = /^\[([ xX])\](?=\s|$)/;

/** `- [ ] todo` / `- [x] done` → a disabled checkbox at the start of the list item. */
export function taskLists(md: MarkdownIt): void {
  md.core.ruler.after('inline', 'task-lists', (state: StateCore) => {
    const tokens = state.tokens;
    for (let index = 2; index < tokens.length; index++) {
      const inline = tokens[index] as Token;
      if (inline.type !== 'inline' || tokens[index - 1]?.type !== 'paragraph_open' || tokens[index - 2]?.type !== 'list_item_open') continue;
      const first = inline.children?.[0];
      const match = first?.type === 'text' ? TASK.exec(first.content) : null;
      if (!first || !match) continue;
      const checked = match[1] !== ' ';
      first.content = first.content.slice(match[0].length).replace(/^\s/, '');
      const checkbox = new state.Token('html_inline', '', 0);
      checkbox.content = `<input type="checkbox" disabled${checked ? ' checked' : ''}> `;
      inline.children?.unshift(checkbox);
      (tokens[index - 2] as Token).attrJoin('class', 'task-list-item');
    }
    return false;
  });
}

interface FootnoteEnv {
  footnotes?: { definitions: Map<string, string>; order: string[]; refs: Map<string, number> };
}

function footnoteState(env: FootnoteEnv) {
  return (env.footnotes ??= { definitions: new Map(), order: [], refs: new Map() });
}

const DEFINITION = /^\[\^([^\]\s]+)\]:[ \t]*/;

/**
 * `text[^note]` with `[^note]: the note` anywhere: numbered references in order of first use,
 * the notes in a `<section class="footnotes">` at the end with a link back to the text.
 * Definitions span their line and the lines that follow up to a blank line.
 */
export function footnotes(md: MarkdownIt): void {
  md.block.ruler.before(
    'reference',
    'footnote-definition',
    (state: StateBlock, startLine: number, endLine: number, silent: boolean) => {
      const start = (state.bMarks[startLine] as number) + (state.tShift[startLine] as number);
      if (state.sCount[startLine]! - state.blkIndent >= 4) return false;
      const lineText = state.src.slice(start, state.eMarks[startLine]);
      const match = DEFINITION.exec(lineText);
      if (!match) return false;
      if (silent) return true;
      const lines = [lineText.slice(match[0].length)];
      let next = startLine + 1;
      while (next < endLine && !state.isEmpty(next)) {
        const text = state.src.slice((state.bMarks[next] as number) + (state.tShift[next] as number), state.eMarks[next]);
        if (DEFINITION.test(text)) break;
        lines.push(text);
        next++;
      }
      const notes = footnoteState(state.env as FootnoteEnv);
      const label = match[1] as string;
      if (!notes.definitions.has(label)) notes.definitions.set(label, lines.join('\n'));
      state.line = next;
      return true;
    },
    { alt: ['paragraph', 'reference'] },
  );

  md.inline.ruler.after('image', 'footnote-reference', (state: StateInline, silent: boolean) => {
    if (state.src.charCodeAt(state.pos) !== 0x5b || state.src.charCodeAt(state.pos + 1) !== 0x5e) return false;
    const end = state.src.indexOf(']', state.pos + 2);
    if (end === -1) return false;
    const label = state.src.slice(state.pos + 2, end);
    const notes = (state.env as FootnoteEnv).footnotes;
    if (!notes?.definitions.has(label) || /\s/.test(label)) return false;
    if (!silent) {
      if (!notes.order.includes(label)) notes.order.push(label);
      const number = notes.order.indexOf(label) + 1;
      const uses = (notes.refs.get(label) ?? 0) + 1;
      notes.refs.set(label, uses);
      const token = state.push('footnote_ref', '', 0);
      token.meta = { number, use: uses };
    }
    state.pos = end + 1;
    return true;
  });

  md.renderer.rules.footnote_ref = (tokens, index) => {
    const { number, use } = tokens[index]?.meta as { number: number; use: number };
    const id = use === 1 ? `fnref${number}` : `fnref${number}-${use}`;
    return `<sup class="footnote-ref"><a href="#fn${number}" id="${id}">[${number}]</a></sup>`;
  };

  md.core.ruler.push('footnote-section', (state: StateCore) => {
    const notes = (state.env as FootnoteEnv).footnotes;
    // renderInline (used for the notes below) runs the core rules too: only the document gets a section.
    if (state.inlineMode || !notes || notes.order.length === 0) return false;
    let html = '<section class="footnotes">\n<ol>\n';
    // A note may reference another note: render until no new one appears.
    for (let index = 0; index < notes.order.length; index++) {
      const label = notes.order[index] as string;
      const body = state.md.renderInline(notes.definitions.get(label) ?? '', state.env);
      html += `<li id="fn${index + 1}">${body} <a href="#fnref${index + 1}" class="footnote-backref">↩</a></li>\n`;
    }
    html += '</ol>\n</section>\n';
    const token = new state.Token('html_block', '', 0);
    token.content = html;
    state.tokens.push(token);
    return false;
  });
}

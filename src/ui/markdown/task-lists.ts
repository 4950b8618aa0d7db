import type { MarkdownIt, StateCore, Token } from 'markdown-it';

/**
 * GitHub task lists for markdown-it, shared by every Markdown renderer of the app (the `Markdown`
 * component and the Markdown to HTML tool): `- [ ] todo` / `- [x] done` become a list item with
 * class `task-list-item` that starts with a disabled checkbox:
 * `<li class="task-list-item"><input type="checkbox" disabled checked> done</li>`.
 *
 * Written here rather than taken from npm: the maintained plugin (@mdit/plugin-tasklist) declares
 * markdown-it 14 only and looks for each item's list by walking back over the whole list, so a
 * list of 5,000 tasks took ~3 s instead of ~0.3 s; the others (markdown-it-task-lists and its
 * forks) are unmaintained, do the same walk, or import markdown-it internals that markdown-it 15
 * no longer exports. This rule makes one linear pass.
 */

const TASK = /^\[([ xX])\](?=\s|$)/;

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

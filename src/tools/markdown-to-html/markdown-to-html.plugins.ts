import type { MarkdownIt, RendererRule, StateCore, Token } from 'markdown-it';
import footnote from 'markdown-it-footnote';

/**
 * Footnotes through markdown-it-footnote (the markdown-it project's own plugin): `text[^note]` with
 * `[^note]: the note` anywhere (indented lines continue the note), and inline notes `^[the note]`.
 * References are numbered in order of first use; the notes come in a `<section class="footnotes">`
 * at the end, each with a link back to the text. Its renderer rules are replaced to keep the
 * markup this tool has always written:
 *
 *   <p>Text<sup class="footnote-ref"><a href="#fn1" id="fnref1">[1]</a></sup> …</p>
 *   <section class="footnotes">
 *   <ol>
 *   <li id="fn1">The note. <a href="#fnref1" class="footnote-backref">↩</a></li>
 *   </ol>
 *   </section>
 *
 * A second reference to the same note gets `id="fnref1-2"`; a note of a single paragraph is
 * written without its `<p>`.
 */

interface FootnoteMeta {
  /** 0-based note number. */
  id: number;
  /** 0-based use of the note (absent for inline notes). */
  subId?: number;
}

const meta = (tokens: Token[], index: number) => tokens[index]?.meta as unknown as FootnoteMeta;

const reference: RendererRule = (tokens, index) => {
  const { id, subId = 0 } = meta(tokens, index);
  const number = id + 1;
  const refId = subId > 0 ? `fnref${number}-${subId + 1}` : `fnref${number}`;
  return `<sup class="footnote-ref"><a href="#fn${number}" id="${refId}">[${number}]</a></sup>`;
};

/** One link back, to the first reference. */
const backReference: RendererRule = (tokens, index) => {
  const { id, subId = 0 } = meta(tokens, index);
  return subId > 0 ? '' : ` <a href="#fnref${id + 1}" class="footnote-backref">↩</a>`;
};

/** A note of exactly one paragraph is written inline in its `<li>` (the paragraph is hidden). */
function unwrapSingleParagraphNotes(state: StateCore): boolean {
  const tokens = state.tokens;
  for (let index = 0; index < tokens.length; index++) {
    if (tokens[index]?.type !== 'footnote_open') continue;
    const open = tokens[index + 1];
    let close = index + 3;
    while (tokens[close]?.type === 'footnote_anchor') close++;
    if (open?.type === 'paragraph_open' && tokens[index + 2]?.type === 'inline' && tokens[close]?.type === 'paragraph_close' && tokens[close + 1]?.type === 'footnote_close') {
      open.hidden = true;
      (tokens[close] as Token).hidden = true;
    }
  }
  return false;
}

export function footnotes(md: MarkdownIt): void {
  md.use(footnote);
  md.renderer.rules.footnote_ref = reference;
  md.renderer.rules.footnote_anchor = backReference;
  md.renderer.rules.footnote_block_open = () => '<section class="footnotes">\n<ol>\n';
  md.renderer.rules.footnote_block_close = () => '</ol>\n</section>\n';
  md.renderer.rules.footnote_open = (tokens, index) => `<li id="fn${meta(tokens, index).id + 1}">`;
  md.renderer.rules.footnote_close = () => '</li>\n';
  md.core.ruler.after('footnote_tail', 'footnote_single_paragraph', unwrapSingleParagraphNotes);
}

import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { BULLET_MARKERS, CODE_BLOCK_STYLES, HEADING_STYLES, LINK_STYLES } from './html-to-markdown.options';

const service = () => import('./html-to-markdown.service');

/**
 * HTML → GitHub-flavoured Markdown. Expected outputs follow the GFM spec's syntax (ATX and setext
 * headings, `-` lists, fenced code with an info string, pipe tables with a delimiter row, `~~`
 * strikethrough, `[x]` task items) as turndown 7 writes it.
 */
export const htmlToMarkdown = defineOperation({
  id: 'html-to-markdown',
  toolId: 'html-to-markdown',
  input: 'text',
  output: 'text',
  options: z.object({
    headingStyle: z._default(z.enum(HEADING_STYLES), 'atx'),
    bulletMarker: z._default(z.enum(BULLET_MARKERS), '-'),
    codeBlockStyle: z._default(z.enum(CODE_BLOCK_STYLES), 'fenced'),
    linkStyle: z._default(z.enum(LINK_STYLES), 'inlined'),
  }),
  run: async (input, options) => (await service()).htmlToMarkdown(input, options),
  examples: [
    {
      description: 'Headings, emphasis, links and lists',
      input: '<h1>Release notes</h1>\n<p>Version <strong>2.0</strong> is <em>out</em>: see <a href="https://example.com/changelog">the changelog</a>.</p>\n<ul>\n  <li>Faster start</li>\n  <li>New <code>--quiet</code> flag</li>\n</ul>',
      output: '# Release notes\n\nVersion **2.0** is _out_: see [the changelog](https://example.com/changelog).\n\n- Faster start\n- New `--quiet` flag',
    },
    {
      description: 'GFM table, strikethrough and task list',
      input: '<table><thead><tr><th>Name</th><th>Status</th></tr></thead><tbody><tr><td>Build</td><td><del>failing</del> passing</td></tr></tbody></table>\n<ul><li><input type="checkbox" checked> Write tests</li><li><input type="checkbox"> Ship</li></ul>',
      output: '| Name | Status |\n| --- | --- |\n| Build | ~~failing~~ passing |\n\n- [x] Write tests\n- [ ] Ship',
    },
    {
      description: 'Fenced code block with the language of its class; the script is dropped',
      input: '<p>Install:</p><pre><code class="language-bash">npm install it-tools\n</code></pre><script>alert("hi")</script>',
      output: 'Install:\n\n```bash\nnpm install it-tools\n```',
    },
    {
      description: 'Setext headings, * bullets, indented code, referenced links',
      detect: false,
      input: '<h2>Links</h2><ul><li><a href="https://a.example">A</a></li><li><a href="https://b.example">B</a></li></ul><pre><code>x = 1</code></pre>',
      options: { headingStyle: 'setext', bulletMarker: '*', codeBlockStyle: 'indented', linkStyle: 'referenced' },
      output: 'Links\n-----\n\n* [A][1]\n* [B][2]\n\n    x = 1\n\n[1]: https://a.example\n[2]: https://b.example',
    },
    { description: 'Blank input gives empty output', detect: false, input: ' \n', output: '' },
  ],
});

export default [htmlToMarkdown];

import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { escapeHtml, unescapeHtml } from './html-entities.service';

/** Values from the WHATWG HTML named character reference table and the Unicode code charts. */
export const htmlEntitiesEscape = defineOperation({
  id: 'html-entities-escape',
  toolId: 'html-entities',
  input: 'text',
  output: 'text',
  options: z.object({ nonAscii: z._default(z.boolean(), false) }),
  run: (input, { nonAscii }) => escapeHtml(input, nonAscii),
  examples: [
    { input: '<title>IT Tool</title>', output: '&lt;title&gt;IT Tool&lt;/title&gt;' },
    { description: 'The five special characters', input: `&<>"'`, output: '&amp;&lt;&gt;&quot;&#39;' },
    { description: 'Already escaped text is escaped again', input: '&amp;', output: '&amp;amp;' },
    { description: 'é is U+00E9 and 👋 is U+1F44B (one reference, not two surrogates)', input: 'é 👋', options: { nonAscii: true }, output: '&#xE9; &#x1F44B;' },
  ],
});

export const htmlEntitiesUnescape = defineOperation({
  id: 'html-entities-unescape',
  toolId: 'html-entities',
  input: 'text',
  output: 'text',
  options: z.object({}),
  run: (input) => unescapeHtml(input),
  examples: [
    { input: '&lt;title&gt;IT Tool&lt;/title&gt;', output: '<title>IT Tool</title>' },
    { description: 'Named, decimal and hex references: é is 233 = 0xE9, € is 8364', input: '&eacute; &#232; &#xE9; &#8364; &copy; &hellip;', output: 'é è é € © …' },
    { description: 'A legacy name without ";" decodes, an unknown name stays', input: '&amp &unknown;', output: '& &unknown;' },
  ],
});

export default [htmlEntitiesEscape, htmlEntitiesUnescape];

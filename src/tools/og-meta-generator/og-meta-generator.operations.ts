import { z } from '../../engine/zod';
import { defineOperation } from '../../engine/operation';
import { generateMetaTags, PAGE_TYPES, TWITTER_CARDS } from './og-meta-generator.service';

/** Tags as defined by ogp.me and the Twitter (X) card markup reference. */
export const ogMetaGenerator = defineOperation({
  id: 'og-meta-generator',
  toolId: 'og-meta-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    type: z._default(z.enum(PAGE_TYPES), 'website'),
    title: z._default(z.string(), ''),
    description: z._default(z.string(), ''),
    url: z._default(z.string(), ''),
    imageUrl: z._default(z.string(), ''),
    imageAlt: z._default(z.string(), ''),
    imageWidth: z._default(z.string(), ''),
    imageHeight: z._default(z.string(), ''),
    twitterCard: z._default(z.enum(TWITTER_CARDS), 'summary_large_image'),
    twitterSite: z._default(z.string(), ''),
    twitterCreator: z._default(z.string(), ''),
    typeValues: z._default(z.record(z.string(), z.string()), {}),
  }),
  run: (_input, options) => generateMetaTags(options),
  examples: [
    {
      description: 'Nothing filled in',
      output: '<!-- og meta -->\n<meta property="og:type" content="website" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />',
    },
    {
      description: 'An article: type tags are article:*, not og:article:*; quotes are escaped',
      options: { type: 'article', title: 'Say "hi"', typeValues: { 'article:author': 'Jane' } },
      output:
        '<!-- og meta -->\n<meta property="og:type" content="article" />\n<meta property="og:title" content="Say &quot;hi&quot;" />\n<meta property="article:author" content="Jane" />\n\n<!-- twitter meta -->\n<meta name="twitter:card" content="summary_large_image" />\n<meta name="twitter:title" content="Say &quot;hi&quot;" />',
    },
  ],
});

export default [ogMetaGenerator];

import { z } from 'zod';
import { defineOperation } from '../../lib/operations/operation';
import { generateMetaTags, PAGE_TYPES, TWITTER_CARDS } from './og-meta-generator.service';

/** Tags as defined by ogp.me and the Twitter (X) card markup reference. */
export const ogMetaGenerator = defineOperation({
  id: 'og-meta-generator',
  toolId: 'og-meta-generator',
  input: 'none',
  output: 'text',
  options: z.object({
    type: z.enum(PAGE_TYPES).default('website'),
    title: z.string().default(''),
    description: z.string().default(''),
    url: z.string().default(''),
    imageUrl: z.string().default(''),
    imageAlt: z.string().default(''),
    imageWidth: z.string().default(''),
    imageHeight: z.string().default(''),
    twitterCard: z.enum(TWITTER_CARDS).default('summary_large_image'),
    twitterSite: z.string().default(''),
    twitterCreator: z.string().default(''),
    typeValues: z.record(z.string(), z.string()).default({}),
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

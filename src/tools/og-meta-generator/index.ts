import { IconBrandOpenSource } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'og-meta-generator',
  path: '/og-meta-generator',
  icon: IconBrandOpenSource,
  category: 'web',
  order: 6,
  keywords: ['meta', 'tag', 'generator', 'social', 'title', 'description', 'image', 'share', 'online', 'website', 'open', 'graph', 'og', 'twitter', 'card'],
  component: () => import('./og-meta-generator'),
});

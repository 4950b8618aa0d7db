import { IconMarkdown } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'markdown-to-html',
  path: '/markdown-to-html',
  icon: IconMarkdown,
  category: 'converter',
  order: 20,
  keywords: ['markdown', 'html', 'converter', 'pdf', 'commonmark', 'gfm'],
  createdAt: '2024-08-25',
  component: () => import('./markdown-to-html'),
});

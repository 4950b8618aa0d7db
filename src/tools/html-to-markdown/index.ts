import { IconFileTypeHtml } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'html-to-markdown',
  path: '/html-to-markdown',
  icon: IconFileTypeHtml,
  category: 'converter',
  order: 21,
  keywords: ['html', 'markdown', 'md', 'gfm', 'converter', 'turndown', 'rich text', 'paste', 'clipboard', 'web page', 'table'],
  createdAt: '2026-12-02',
  component: () => import('./html-to-markdown'),
});

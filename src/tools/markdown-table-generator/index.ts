import { IconTable } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'markdown-table-generator',
  path: '/markdown-table-generator',
  icon: IconTable,
  category: 'text',
  order: 8,
  keywords: ['markdown', 'table', 'gfm', 'github', 'csv', 'tsv', 'json', 'grid', 'editor', 'generator', 'convert', 'align'],
  createdAt: '2026-12-02',
  component: () => import('./markdown-table-generator'),
});

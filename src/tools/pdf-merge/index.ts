import { IconFiles } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-merge',
  path: '/pdf-merge',
  icon: IconFiles,
  category: 'pdf',
  order: 1,
  keywords: ['pdf', 'merge', 'combine', 'join', 'concatenate', 'append', 'images', 'jpg', 'png', 'bookmarks', 'outline'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-merge'),
});

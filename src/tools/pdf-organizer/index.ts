import { IconLayoutGrid } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-organizer',
  path: '/pdf-organizer',
  icon: IconLayoutGrid,
  category: 'pdf',
  order: 3,
  keywords: ['pdf', 'organize', 'organise', 'reorder', 'rearrange', 'sort', 'pages', 'rotate', 'delete', 'remove', 'duplicate', 'insert', 'blank', 'thumbnails', 'move'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-organizer'),
});

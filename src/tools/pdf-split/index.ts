import { IconScissors } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-split',
  path: '/pdf-split',
  icon: IconScissors,
  category: 'pdf',
  order: 2,
  keywords: ['pdf', 'split', 'extract', 'pages', 'range', 'separate', 'cut', 'burst', 'divide'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-split'),
});

import { IconUnlink } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-unicode',
  path: '/text-to-unicode',
  icon: IconUnlink,
  category: 'converter',
  order: 10,
  keywords: ['text', 'to', 'unicode', 'html entity', 'code point', 'decimal', 'character reference'],
  createdAt: '2024-01-31',
  component: () => import('./text-to-unicode'),
});

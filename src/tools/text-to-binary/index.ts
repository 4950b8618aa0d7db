import { IconBinary } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-binary',
  path: '/text-to-binary',
  icon: IconBinary,
  category: 'converter',
  order: 9,
  keywords: ['text', 'to', 'binary', 'converter', 'encode', 'decode', 'ascii', 'utf-8', 'bits'],
  createdAt: '2023-10-15',
  component: () => import('./text-to-binary'),
});

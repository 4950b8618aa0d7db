import { IconFileZip } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'zip-creator',
  path: '/zip-creator',
  icon: IconFileZip,
  category: 'data',
  order: 20,
  keywords: ['zip', 'archive', 'compress', 'files', 'aes', 'password', 'deflate', 'pack'],
  createdAt: '2026-12-01',
  component: () => import('./zip-creator'),
});

import { IconFileDescription } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mime-types',
  path: '/mime-types',
  icon: IconFileDescription,
  category: 'web',
  order: 8,
  keywords: ['mime', 'types', 'extension', 'content', 'type', 'media type', 'content-type', 'file'],
  component: () => import('./mime-types'),
});

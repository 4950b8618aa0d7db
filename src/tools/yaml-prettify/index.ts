import { IconFileCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-prettify',
  path: '/yaml-prettify',
  icon: IconFileCode,
  category: 'development',
  order: 11,
  keywords: ['yaml', 'viewer', 'prettify', 'format', 'yml'],
  createdAt: '2024-01-31',
  component: () => import('./yaml-prettify'),
});

import { IconFileCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'toml-to-yaml',
  path: '/toml-to-yaml',
  icon: IconFileCode,
  category: 'converter',
  order: 17,
  keywords: ['toml', 'yaml', 'convert', 'online', 'transform', 'parse'],
  createdAt: '2023-06-23',
  component: () => import('./toml-to-yaml'),
});

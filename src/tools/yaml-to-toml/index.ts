import { IconFileCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-to-toml',
  path: '/yaml-to-toml',
  icon: IconFileCode,
  category: 'converter',
  order: 12,
  keywords: ['yaml', 'to', 'toml', 'convert', 'transform'],
  createdAt: '2023-06-23',
  component: () => import('./yaml-to-toml'),
});

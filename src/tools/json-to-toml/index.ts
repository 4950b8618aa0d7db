import { IconFileCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-toml',
  path: '/json-to-toml',
  icon: IconFileCode,
  category: 'converter',
  order: 14,
  keywords: ['json', 'parse', 'toml', 'convert', 'transform', 'json5'],
  createdAt: '2023-06-23',
  component: () => import('./json-to-toml'),
});

import { IconBraces } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'toml-to-json',
  path: '/toml-to-json',
  icon: IconBraces,
  category: 'converter',
  order: 16,
  keywords: ['toml', 'json', 'convert', 'online', 'transform', 'parser'],
  createdAt: '2023-06-23',
  component: () => import('./toml-to-json'),
});

import { IconBraces } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'yaml-to-json-converter',
  path: '/yaml-to-json-converter',
  icon: IconBraces,
  category: 'converter',
  order: 11,
  keywords: ['yaml', 'to', 'json', 'convert', 'parse'],
  createdAt: '2023-04-10',
  component: () => import('./yaml-to-json-converter'),
});

import { IconFileText } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-yaml-converter',
  path: '/json-to-yaml-converter',
  icon: IconFileText,
  category: 'converter',
  order: 13,
  keywords: ['yaml', 'to', 'json', 'convert', 'json5'],
  createdAt: '2023-04-10',
  component: () => import('./json-to-yaml-converter'),
});

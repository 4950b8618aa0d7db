import { IconCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-xml',
  path: '/json-to-xml',
  icon: IconCode,
  category: 'converter',
  order: 19,
  keywords: ['json', 'xml', 'convert', 'json5'],
  createdAt: '2024-08-09',
  component: () => import('./json-to-xml'),
});

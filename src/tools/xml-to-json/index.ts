import { IconCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-to-json',
  path: '/xml-to-json',
  icon: IconCode,
  category: 'converter',
  order: 18,
  keywords: ['xml', 'json', 'convert', 'parse'],
  createdAt: '2024-08-09',
  component: () => import('./xml-to-json'),
});

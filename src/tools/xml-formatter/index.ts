import { IconCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'xml-formatter',
  path: '/xml-formatter',
  icon: IconCode,
  category: 'development',
  order: 10,
  keywords: ['xml', 'prettify', 'format', 'beautify', 'indent'],
  createdAt: '2023-06-17',
  component: () => import('./xml-formatter'),
});

import { IconFileDiff } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-diff',
  path: '/json-diff',
  icon: IconFileDiff,
  category: 'web',
  order: 15,
  keywords: ['json', 'diff', 'compare', 'difference', 'object', 'data', 'json5', 'path'],
  createdAt: '2023-04-20',
  component: () => import('./json-diff'),
});

import { IconFileDiff } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-diff',
  path: '/text-diff',
  icon: IconFileDiff,
  category: 'text',
  order: 5,
  keywords: ['text', 'diff', 'compare', 'string', 'text diff', 'code', 'difference', 'changes', 'patch'],
  createdAt: '2023-08-16',
  component: () => import('./text-diff'),
});

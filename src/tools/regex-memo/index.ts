import { IconListSearch } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'regex-memo',
  path: '/regex-memo',
  icon: IconListSearch,
  category: 'development',
  order: 14,
  keywords: ['regex', 'regular', 'expression', 'javascript', 'memo', 'cheatsheet'],
  createdAt: '2024-09-20',
  component: () => import('./regex-memo'),
});

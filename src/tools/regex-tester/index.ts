import { IconRegex } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'regex-tester',
  path: '/regex-tester',
  icon: IconRegex,
  category: 'development',
  order: 13,
  keywords: ['regex', 'tester', 'sample', 'expression', 'regexp', 'match', 'replace', 'railroad'],
  createdAt: '2024-09-20',
  component: () => import('./regex-tester'),
});

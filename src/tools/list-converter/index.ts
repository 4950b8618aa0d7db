import { IconList } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'list-converter',
  path: '/list-converter',
  icon: IconList,
  category: 'converter',
  order: 15,
  keywords: ['list', 'converter', 'sort', 'reverse', 'prefix', 'suffix', 'lowercase', 'truncate', 'join', 'comma', 'deduplicate'],
  createdAt: '2023-05-07',
  component: () => import('./list-converter'),
});

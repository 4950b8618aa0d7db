import { IconSortAscendingNumbers } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ulid-generator',
  path: '/ulid-generator',
  icon: IconSortAscendingNumbers,
  category: 'crypto',
  order: 5,
  keywords: ['ulid', 'generator', 'random', 'id', 'alphanumeric', 'identity', 'token', 'string', 'identifier', 'unique', 'sortable', 'crockford'],
  createdAt: '2023-09-11',
  component: () => import('./ulid-generator'),
});

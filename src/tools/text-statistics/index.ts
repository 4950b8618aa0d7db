import { IconFileAnalytics } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-statistics',
  path: '/text-statistics',
  icon: IconFileAnalytics,
  category: 'text',
  order: 2,
  keywords: ['text', 'statistics', 'length', 'characters', 'count', 'words', 'lines', 'size', 'bytes', 'utf-8', 'counter'],
  redirectFrom: ['/text-stats'],
  component: () => import('./text-statistics'),
});

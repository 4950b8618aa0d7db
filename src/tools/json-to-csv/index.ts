import { IconTable } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-to-csv',
  path: '/json-to-csv',
  icon: IconTable,
  category: 'development',
  order: 6,
  keywords: ['json', 'to', 'csv', 'convert', 'table', 'excel'],
  createdAt: '2023-06-18',
  component: () => import('./json-to-csv'),
});

import { IconFilterCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-query',
  path: '/json-query',
  icon: IconFilterCode,
  category: 'development',
  order: 30,
  keywords: ['json', 'query', 'jq', 'jsonpath', 'jmespath', 'xpath', 'xml', 'yaml', 'filter', 'select', 'extract', 'path'],
  createdAt: '2026-12-02',
  component: () => import('./json-query'),
});

import { IconSchema } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-schema-validator',
  path: '/json-schema-validator',
  icon: IconSchema,
  category: 'development',
  order: 31,
  keywords: ['json', 'schema', 'validator', 'validate', 'yaml', 'draft', '2020-12', '2019-09', 'draft-07', 'jsonschema', 'lint'],
  createdAt: '2026-12-02',
  component: () => import('./json-schema-validator'),
});

import { IconFingerprint } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'uuid-generator',
  path: '/uuid-generator',
  icon: IconFingerprint,
  category: 'crypto',
  order: 4,
  keywords: ['uuid', 'guid', 'v1', 'v3', 'v4', 'v5', 'v6', 'v7', 'nil', 'random', 'id', 'identifier', 'unique', 'namespace', 'token', 'string'],
  component: () => import('./uuid-generator'),
});

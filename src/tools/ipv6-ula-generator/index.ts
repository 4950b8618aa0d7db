import { IconNetwork } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv6-ula-generator',
  path: '/ipv6-ula-generator',
  icon: IconNetwork,
  category: 'network',
  order: 6,
  keywords: ['ipv6', 'ula', 'generator', 'rfc4193', 'network', 'private', 'unique local'],
  createdAt: '2023-04-09',
  component: () => import('./ipv6-ula-generator'),
});

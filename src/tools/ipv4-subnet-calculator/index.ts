import { IconRouter } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-subnet-calculator',
  path: '/ipv4-subnet-calculator',
  icon: IconRouter,
  category: 'network',
  order: 1,
  keywords: ['ipv4', 'subnet', 'calculator', 'mask', 'network', 'cidr', 'netmask', 'bitmask', 'broadcast', 'address', 'wildcard', 'hosts'],
  component: () => import('./ipv4-subnet-calculator'),
});

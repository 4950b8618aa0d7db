import { IconArrowsLeftRight } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-range-expander',
  path: '/ipv4-range-expander',
  icon: IconArrowsLeftRight,
  category: 'network',
  order: 3,
  keywords: ['ipv4', 'range', 'expander', 'subnet', 'creator', 'cidr', 'summarize'],
  createdAt: '2023-04-19',
  component: () => import('./ipv4-range-expander'),
});

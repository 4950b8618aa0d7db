import { IconSitemap } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv6-subnet-calculator',
  path: '/ipv6-subnet-calculator',
  icon: IconSitemap,
  category: 'network',
  order: 7,
  keywords: [
    'ipv6',
    'ipv4',
    'subnet',
    'calculator',
    'prefix',
    'cidr',
    'netmask',
    'mask',
    'range',
    'aggregate',
    'merge',
    'summarize',
    'exclude',
    'wireguard',
    'allowedips',
    'reverse',
    'dns',
    'ip6.arpa',
    'ptr',
    'rfc 5952',
  ],
  createdAt: '2026-12-02',
  component: () => import('./ipv6-subnet-calculator'),
});

import { IconBinary } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ipv4-address-converter',
  path: '/ipv4-address-converter',
  icon: IconBinary,
  category: 'network',
  order: 2,
  keywords: ['ipv4', 'address', 'converter', 'decimal', 'hexadecimal', 'binary', 'ipv6', 'integer', 'mapped'],
  createdAt: '2023-04-08',
  component: () => import('./ipv4-address-converter'),
});

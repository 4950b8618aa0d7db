import { IconDevicesPc } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mac-address-generator',
  path: '/mac-address-generator',
  icon: IconDevicesPc,
  category: 'network',
  order: 5,
  keywords: ['mac', 'address', 'generator', 'random', 'prefix', 'bulk'],
  // Upstream says 2023-11-31, which does not exist; JavaScript engines roll it to 2023-12-01.
  createdAt: '2023-12-01',
  component: () => import('./mac-address-generator'),
});

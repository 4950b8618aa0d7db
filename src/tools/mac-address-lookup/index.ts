import { IconDeviceDesktopSearch } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'mac-address-lookup',
  path: '/mac-address-lookup',
  icon: IconDeviceDesktopSearch,
  category: 'network',
  order: 4,
  keywords: ['mac', 'address', 'lookup', 'vendor', 'parser', 'manufacturer', 'oui', 'ieee'],
  createdAt: '2023-04-06',
  component: () => import('./mac-address-lookup'),
});

import { IconDeviceDesktop } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'device-information',
  path: '/device-information',
  icon: IconDeviceDesktop,
  category: 'web',
  order: 4,
  keywords: ['device', 'information', 'screen', 'pixel', 'ratio', 'status', 'data', 'computer', 'size', 'user', 'agent', 'timezone', 'cpu'],
  component: () => import('./device-information'),
});

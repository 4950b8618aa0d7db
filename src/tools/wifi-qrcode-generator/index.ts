import { IconWifi } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'wifi-qrcode-generator',
  path: '/wifi-qrcode-generator',
  icon: IconWifi,
  category: 'images-and-videos',
  order: 2,
  keywords: ['qr', 'code', 'generator', 'square', 'color', 'link', 'low', 'medium', 'quartile', 'high', 'transparent', 'wifi'],
  createdAt: '2023-09-06',
  component: () => import('./wifi-qrcode-generator'),
});

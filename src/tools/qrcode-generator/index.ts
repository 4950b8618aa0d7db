import { IconQrcode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'qrcode-generator',
  path: '/qrcode-generator',
  icon: IconQrcode,
  category: 'images-and-videos',
  order: 1,
  keywords: ['qr', 'code', 'generator', 'square', 'color', 'link', 'low', 'medium', 'quartile', 'high', 'transparent', 'svg', 'png'],
  component: () => import('./qrcode-generator'),
});

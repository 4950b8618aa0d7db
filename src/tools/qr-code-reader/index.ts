import { IconQrcode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'qr-code-reader',
  path: '/qr-code-reader',
  icon: IconQrcode,
  category: 'images-and-videos',
  order: 14,
  keywords: ['qr', 'code', 'reader', 'scanner', 'scan', 'decode', 'barcode', 'datamatrix', 'aztec', 'pdf417', 'ean', 'upc', 'camera', 'screenshot', 'wifi', 'vcard', 'otpauth'],
  createdAt: '2026-12-01',
  component: () => import('./qr-code-reader'),
});

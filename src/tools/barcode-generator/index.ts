import { IconBarcode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'barcode-generator',
  path: '/barcode-generator',
  icon: IconBarcode,
  category: 'images-and-videos',
  order: 15,
  keywords: ['barcode', 'generator', 'code128', 'ean', 'ean13', 'ean8', 'upc', 'upca', 'upce', 'code39', 'itf', 'itf14', 'datamatrix', 'pdf417', 'gs1', 'isbn', 'check digit', 'svg', 'png'],
  createdAt: '2026-12-01',
  component: () => import('./barcode-generator'),
});

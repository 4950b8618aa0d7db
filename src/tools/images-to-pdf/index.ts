import { IconPhotoScan } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'images-to-pdf',
  path: '/images-to-pdf',
  icon: IconPhotoScan,
  category: 'pdf',
  order: 5,
  keywords: ['pdf', 'images', 'image', 'photo', 'jpg', 'jpeg', 'png', 'webp', 'convert', 'scan', 'a4', 'letter', 'pages'],
  createdAt: '2026-12-02',
  component: () => import('./images-to-pdf'),
});

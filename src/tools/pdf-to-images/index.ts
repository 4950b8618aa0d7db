import { IconFileTypePng } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-to-images',
  path: '/pdf-to-images',
  icon: IconFileTypePng,
  category: 'pdf',
  order: 40,
  keywords: ['pdf', 'image', 'images', 'png', 'jpeg', 'jpg', 'webp', 'pdf to png', 'pdf to jpg', 'render', 'pages', 'dpi', 'convert', 'thumbnail'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-to-images'),
});

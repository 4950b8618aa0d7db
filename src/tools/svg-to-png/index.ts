import { IconVectorBezier2 } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'svg-to-png',
  path: '/svg-to-png',
  icon: IconVectorBezier2,
  category: 'images-and-videos',
  order: 17,
  keywords: ['svg', 'png', 'jpeg', 'jpg', 'webp', 'render', 'rasterize', 'rasterise', 'vector', 'convert', 'export', 'icon', 'logo'],
  createdAt: '2026-12-01',
  component: () => import('./svg-to-png'),
});

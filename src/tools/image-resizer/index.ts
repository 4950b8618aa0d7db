import { IconResize } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'image-resizer',
  path: '/image-resizer',
  icon: IconResize,
  category: 'images-and-videos',
  order: 11,
  keywords: ['image', 'resize', 'scale', 'shrink', 'thumbnail', 'width', 'height', 'percent', 'photo', 'downscale', 'lanczos'],
  createdAt: '2026-12-01',
  component: () => import('./image-resizer'),
});

import { IconPhotoDown } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'image-compressor',
  path: '/image-compressor',
  icon: IconPhotoDown,
  category: 'images-and-videos',
  order: 12,
  keywords: ['image', 'compress', 'optimize', 'optimise', 'smaller', 'size', 'kb', 'jpeg', 'mozjpeg', 'webp', 'png', 'oxipng', 'quality'],
  createdAt: '2026-12-01',
  component: () => import('./image-compressor'),
});

import { IconCrop } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'image-crop-rotate',
  path: '/image-crop-rotate',
  icon: IconCrop,
  category: 'images-and-videos',
  order: 13,
  keywords: ['image', 'crop', 'rotate', 'flip', 'mirror', 'turn', 'aspect ratio', 'square', 'orientation', 'exif', 'photo', 'trim', 'cut'],
  createdAt: '2026-12-01',
  component: () => import('./image-crop-rotate'),
});

import { IconPhotoUp } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'heic-converter',
  path: '/heic-converter',
  icon: IconPhotoUp,
  category: 'images-and-videos',
  order: 16,
  keywords: ['heic', 'heif', 'iphone', 'ios', 'apple', 'photo', 'jpeg', 'jpg', 'png', 'webp', 'convert', 'hevc'],
  createdAt: '2026-12-01',
  component: () => import('./heic-converter'),
});

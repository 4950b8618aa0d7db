import { IconPhotoCog } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'image-converter',
  path: '/image-converter',
  icon: IconPhotoCog,
  category: 'images-and-videos',
  order: 10,
  keywords: ['image', 'convert', 'png', 'jpeg', 'jpg', 'webp', 'avif', 'gif', 'bmp', 'ico', 'svg', 'heic', 'photo', 'format'],
  createdAt: '2026-12-01',
  component: () => import('./image-converter'),
});

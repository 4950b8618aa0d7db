import { IconPhotoShield } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'exif-remover',
  path: '/exif-remover',
  icon: IconPhotoShield,
  category: 'images-and-videos',
  order: 25,
  keywords: ['exif', 'metadata', 'remover', 'strip', 'remove', 'clean', 'gps', 'location', 'privacy', 'xmp', 'iptc', 'photo', 'jpeg', 'png', 'webp'],
  createdAt: '2026-12-01',
  component: () => import('./exif-remover'),
});

import { IconPhotoSearch } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'exif-viewer',
  path: '/exif-viewer',
  icon: IconPhotoSearch,
  category: 'images-and-videos',
  order: 24,
  keywords: ['exif', 'metadata', 'viewer', 'reader', 'gps', 'location', 'xmp', 'iptc', 'icc', 'camera', 'photo', 'jpeg', 'heic', 'png', 'webp', 'tiff', 'date', 'orientation'],
  createdAt: '2026-12-01',
  component: () => import('./exif-viewer'),
});

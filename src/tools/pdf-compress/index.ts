import { IconFileZip } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-compress',
  path: '/pdf-compress',
  icon: IconFileZip,
  category: 'pdf',
  order: 8,
  keywords: ['pdf', 'compress', 'compression', 'reduce', 'shrink', 'smaller', 'size', 'optimize', 'optimise', 'downsample', 'images', 'dpi', 'jpeg', 'lossless'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-compress'),
});

import { IconPhoto } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'svg-placeholder-generator',
  path: '/svg-placeholder-generator',
  icon: IconPhoto,
  category: 'images-and-videos',
  order: 3,
  keywords: ['svg', 'placeholder', 'generator', 'image', 'size', 'mockup'],
  component: () => import('./svg-placeholder-generator'),
});

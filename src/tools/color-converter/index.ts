import { IconPalette } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'color-converter',
  path: '/color-converter',
  icon: IconPalette,
  category: 'converter',
  order: 6,
  keywords: ['color', 'colour', 'converter', 'hex', 'rgb', 'hsl', 'hwb', 'lch', 'cmyk', 'css', 'name', 'picker'],
  redirectFrom: ['/color-picker-converter'],
  component: () => import('./color-converter'),
});

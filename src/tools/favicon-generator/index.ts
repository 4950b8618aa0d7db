import { IconFavicon } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'favicon-generator',
  path: '/favicon-generator',
  icon: IconFavicon,
  category: 'images-and-videos',
  order: 18,
  keywords: ['favicon', 'ico', 'icon', 'apple-touch-icon', 'android', 'pwa', 'manifest', 'webmanifest', 'link', 'png', 'svg', 'generator', 'website'],
  createdAt: '2026-12-01',
  component: () => import('./favicon-generator'),
});

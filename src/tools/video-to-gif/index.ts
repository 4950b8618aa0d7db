import { IconGif } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'video-to-gif',
  path: '/video-to-gif',
  icon: IconGif,
  category: 'images-and-videos',
  order: 19,
  keywords: ['video', 'gif', 'animated', 'webp', 'animation', 'clip', 'screen recording', 'mp4', 'webm', 'frames', 'images', 'slideshow', 'convert'],
  createdAt: '2026-12-01',
  component: () => import('./video-to-gif'),
});

import { IconScissors } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'video-trim',
  path: '/video-trim',
  icon: IconScissors,
  category: 'images-and-videos',
  order: 30,
  keywords: ['video', 'trim', 'cut', 'clip', 'split', 'keyframe', 'lossless', 'mp4', 'webm', 'mov', 'mkv', 'shorten'],
  createdAt: '2026-12-01',
  component: () => import('./video-trim'),
});

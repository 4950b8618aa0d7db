import { IconMusicDown } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'extract-audio',
  path: '/extract-audio',
  icon: IconMusicDown,
  category: 'images-and-videos',
  order: 42,
  keywords: ['extract', 'audio', 'sound', 'track', 'video', 'mp4', 'webm', 'mkv', 'mov', 'm4a', 'aac', 'opus', 'mp3', 'rip', 'demux', 'copy'],
  createdAt: '2026-12-01',
  component: () => import('./extract-audio'),
});

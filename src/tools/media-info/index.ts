import { IconInfoSquare } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'media-info',
  path: '/media-info',
  icon: IconInfoSquare,
  category: 'images-and-videos',
  order: 28,
  keywords: ['media', 'info', 'mediainfo', 'ffprobe', 'video', 'audio', 'codec', 'bitrate', 'resolution', 'frame rate', 'fps', 'duration', 'rotation', 'mp4', 'mov', 'webm', 'mkv', 'mp3', 'wav', 'flac', 'tags', 'cover art', 'metadata'],
  createdAt: '2026-12-01',
  component: () => import('./media-info'),
});

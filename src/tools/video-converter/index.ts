import { IconMovie } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'video-converter',
  path: '/video-converter',
  icon: IconMovie,
  category: 'images-and-videos',
  order: 60,
  keywords: ['video', 'convert', 'mp4', 'webm', 'h264', 'h.264', 'avc', 'vp9', 'av1', 'resize', 'scale', 'bitrate', 'compress', 'frame rate', 'rotate', 'crop', 'mute', 'transcode', 'webcodecs'],
  createdAt: '2026-12-01',
  component: () => import('./video-converter'),
});

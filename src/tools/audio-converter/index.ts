import { IconFileMusic } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'audio-converter',
  path: '/audio-converter',
  icon: IconFileMusic,
  category: 'images-and-videos',
  order: 41,
  keywords: ['audio', 'converter', 'convert', 'mp3', 'aac', 'm4a', 'flac', 'wav', 'ogg', 'opus', 'bitrate', 'mono', 'stereo', 'sample rate', 'trim', 'sound', 'music'],
  createdAt: '2026-12-01',
  component: () => import('./audio-converter'),
});

import { IconArrowsMinimize } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'compression-converter',
  path: '/compression-converter',
  icon: IconArrowsMinimize,
  category: 'converter',
  order: 22,
  keywords: ['gzip', 'gunzip', 'zlib', 'deflate', 'inflate', 'brotli', 'compress', 'decompress', 'base64', 'hex', 'ratio'],
  createdAt: '2026-12-02',
  component: () => import('./compression-converter'),
});

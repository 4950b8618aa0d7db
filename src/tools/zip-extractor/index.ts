import { IconFileZip } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'zip-extractor',
  path: '/zip-extractor',
  icon: IconFileZip,
  category: 'data',
  order: 19,
  keywords: ['zip', 'unzip', 'extract', 'archive', 'tar', 'tgz', 'gzip', 'decompress', 'aes', 'password', 'open', 'list'],
  createdAt: '2026-12-02',
  component: () => import('./zip-extractor'),
});

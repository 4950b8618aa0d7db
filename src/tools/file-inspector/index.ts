import { IconFileSearch } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'file-inspector',
  path: '/file-inspector',
  icon: IconFileSearch,
  category: 'data',
  order: 21,
  keywords: ['file', 'inspector', 'type', 'signature', 'magic', 'magic number', 'mime', 'extension', 'entropy', 'embedded', 'hex', 'hex dump', 'hexdump', 'binary', 'polyglot', 'forensics'],
  createdAt: '2026-12-02',
  component: () => import('./file-inspector'),
});

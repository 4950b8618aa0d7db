import { IconFileLock } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-protect',
  path: '/pdf-protect',
  icon: IconFileLock,
  category: 'pdf',
  order: 7,
  keywords: ['pdf', 'password', 'protect', 'encrypt', 'unlock', 'decrypt', 'remove password', 'aes', 'permissions', 'restrictions', 'secure'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-protect'),
});

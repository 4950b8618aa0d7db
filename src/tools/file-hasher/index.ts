import { IconFileDigit } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'file-hasher',
  path: '/file-hasher',
  icon: IconFileDigit,
  category: 'crypto',
  order: 15,
  keywords: ['hash', 'checksum', 'file', 'iso', 'verify', 'md5', 'sha1', 'sha256', 'sha512', 'blake3', 'crc32', 'sha256sum', 'SHA256SUMS', 'integrity', 'digest'],
  createdAt: '2026-12-01',
  component: () => import('./file-hasher'),
});

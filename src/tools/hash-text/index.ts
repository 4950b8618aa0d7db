import { IconHash } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hash-text',
  path: '/hash-text',
  icon: IconHash,
  category: 'crypto',
  order: 2,
  keywords: ['hash', 'digest', 'crypto', 'security', 'text', 'checksum', 'MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3', 'RIPEMD160'],
  redirectFrom: ['/hash'],
  component: () => import('./hash-text'),
});

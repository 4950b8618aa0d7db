import { IconShieldLock } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'hmac-generator',
  path: '/hmac-generator',
  icon: IconShieldLock,
  category: 'crypto',
  order: 8,
  keywords: ['hmac', 'generator', 'mac', 'signature', 'webhook', 'MD5', 'SHA1', 'SHA256', 'SHA224', 'SHA512', 'SHA384', 'SHA3', 'RIPEMD160'],
  component: () => import('./hmac-generator'),
});

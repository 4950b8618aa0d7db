import { IconKey } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'rsa-key-pair-generator',
  path: '/rsa-key-pair-generator',
  icon: IconKey,
  category: 'crypto',
  order: 9,
  keywords: ['rsa', 'key', 'pair', 'generator', 'public', 'private', 'secret', 'ssh', 'pem', 'pkcs8', 'spki', 'openssl'],
  component: () => import('./rsa-key-pair-generator'),
});

import { IconKey } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ssh-key-generator',
  path: '/ssh-key-generator',
  icon: IconKey,
  category: 'crypto',
  order: 14,
  keywords: ['ssh', 'key', 'keygen', 'ssh-keygen', 'ed25519', 'ecdsa', 'rsa', 'openssh', 'putty', 'ppk', 'puttygen', 'pem', 'pkcs8', 'fingerprint', 'authorized_keys', 'public key', 'private key', 'passphrase'],
  createdAt: '2026-12-02',
  component: () => import('./ssh-key-generator'),
});

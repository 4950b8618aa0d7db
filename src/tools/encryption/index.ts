import { IconLockSquare } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'encryption',
  path: '/encryption',
  icon: IconLockSquare,
  category: 'crypto',
  order: 6,
  keywords: ['cypher', 'cipher', 'encipher', 'decipher', 'encrypt', 'decrypt', 'text', 'AES', 'TripleDES', '3DES', 'Rabbit', 'RC4', 'openssl', 'passphrase'],
  redirectFrom: ['/cypher'],
  component: () => import('./encryption'),
});

import { IconCertificate } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'csr-generator',
  path: '/csr-generator',
  icon: IconCertificate,
  category: 'crypto',
  order: 12,
  keywords: ['csr', 'certificate', 'signing', 'request', 'pkcs10', 'x509', 'ssl', 'tls', 'openssl', 'san', 'subject', 'private key', 'rsa', 'ecdsa'],
  createdAt: '2024-02-25',
  component: () => import('./csr-generator'),
});

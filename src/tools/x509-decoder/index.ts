import { IconFileCertificate } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'x509-decoder',
  path: '/x509-decoder',
  icon: IconFileCertificate,
  category: 'crypto',
  order: 20,
  keywords: [
    'x509',
    'x.509',
    'certificate',
    'decoder',
    'parser',
    'pem',
    'der',
    'crt',
    'cer',
    'ssl',
    'tls',
    'chain',
    'csr',
    'crl',
    'public key',
    'fingerprint',
    'san',
    'expiry',
    'openssl',
    'pkcs7',
  ],
  createdAt: '2026-12-02',
  component: () => import('./x509-decoder'),
});

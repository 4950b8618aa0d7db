import { IconFileCertificate } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-signature-checker',
  path: '/pdf-signature-checker',
  icon: IconFileCertificate,
  category: 'crypto',
  order: 11,
  keywords: ['pdf', 'signature', 'checker', 'verify', 'validate', 'sign', 'certificate', 'pades', 'x509', 'esign', 'integrity'],
  createdAt: '2023-12-09',
  component: () => import('./pdf-signature-checker'),
});

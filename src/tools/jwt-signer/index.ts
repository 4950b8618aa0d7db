import { IconSignature } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'jwt-signer',
  path: '/jwt-signer',
  icon: IconSignature,
  category: 'crypto',
  order: 21,
  keywords: ['jwt', 'jws', 'sign', 'signer', 'verify', 'token', 'hs256', 'rs256', 'es256', 'ps256', 'eddsa', 'jwk', 'jwks', 'kid', 'hmac', 'secret', 'public key', 'bearer', 'claims', 'exp'],
  createdAt: '2026-12-02',
  component: () => import('./jwt-signer'),
});

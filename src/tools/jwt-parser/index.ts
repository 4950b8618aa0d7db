import { IconKey } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'jwt-parser',
  path: '/jwt-parser',
  icon: IconKey,
  category: 'web',
  order: 9,
  keywords: ['jwt', 'parser', 'decode', 'typ', 'alg', 'iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti', 'json', 'web', 'token', 'bearer', 'claims', 'verify'],
  component: () => import('./jwt-parser'),
});

import { IconPasswordUser } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'basic-auth-generator',
  path: '/basic-auth-generator',
  icon: IconPasswordUser,
  category: 'web',
  order: 5,
  keywords: ['basic', 'auth', 'generator', 'username', 'password', 'base64', 'authentication', 'header', 'authorization', 'rfc7617'],
  component: () => import('./basic-auth-generator'),
});

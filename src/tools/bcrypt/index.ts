import { IconLock } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'bcrypt',
  path: '/bcrypt',
  icon: IconLock,
  category: 'crypto',
  order: 3,
  keywords: ['bcrypt', 'hash', 'compare', 'verify', 'password', 'salt', 'round', 'cost', 'storage', 'crypto', 'htpasswd'],
  component: () => import('./bcrypt'),
});

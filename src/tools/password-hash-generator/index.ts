import { IconShieldLock } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'password-hash-generator',
  path: '/password-hash-generator',
  icon: IconShieldLock,
  category: 'crypto',
  order: 13,
  keywords: [
    'password',
    'hash',
    'verify',
    'crypt',
    'bcrypt',
    'argon2',
    'argon2id',
    'scrypt',
    'pbkdf2',
    'sha512crypt',
    'sha256crypt',
    'shadow',
    'apr1',
    'md5crypt',
    'htpasswd',
    'nginx',
    'apache',
    'passlib',
    'django',
    'yescrypt',
  ],
  createdAt: '2026-12-02',
  component: () => import('./password-hash-generator'),
});

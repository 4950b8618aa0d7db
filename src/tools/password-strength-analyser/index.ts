import { IconPassword } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'password-strength-analyser',
  path: '/password-strength-analyser',
  icon: IconPassword,
  category: 'crypto',
  order: 10,
  keywords: ['password', 'strength', 'analyser', 'crack', 'time', 'estimation', 'brute', 'force', 'attack', 'entropy', 'cracking', 'security'],
  createdAt: '2023-06-24',
  component: () => import('./password-strength-analyser'),
});

import { IconMail } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'email-normalizer',
  path: '/email-normalizer',
  icon: IconMail,
  category: 'development',
  order: 12,
  keywords: ['email', 'normalizer', 'gmail', 'deduplicate', 'plus', 'alias'],
  createdAt: '2024-08-15',
  component: () => import('./email-normalizer'),
});

import { IconArrowsShuffle } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'token-generator',
  path: '/token-generator',
  icon: IconArrowsShuffle,
  category: 'crypto',
  order: 1,
  keywords: ['token', 'random', 'string', 'alphanumeric', 'symbols', 'number', 'letters', 'lowercase', 'uppercase', 'password', 'secret', 'api key', 'generator'],
  component: () => import('./token-generator'),
});

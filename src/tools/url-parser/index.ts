import { IconUnlink } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'url-parser',
  path: '/url-parser',
  icon: IconUnlink,
  category: 'web',
  order: 3,
  keywords: ['url', 'parser', 'protocol', 'origin', 'params', 'port', 'username', 'password', 'href', 'query', 'hash', 'fragment'],
  component: () => import('./url-parser'),
});

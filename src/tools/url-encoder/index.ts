import { IconLink } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'url-encoder',
  path: '/url-encoder',
  icon: IconLink,
  category: 'web',
  order: 1,
  keywords: ['url', 'encode', 'decode', 'percent', '%20', 'format', 'uri', 'component', 'escape', 'unescape', 'query'],
  component: () => import('./url-encoder'),
});

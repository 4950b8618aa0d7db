import { IconBrowser } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'user-agent-parser',
  path: '/user-agent-parser',
  icon: IconBrowser,
  category: 'web',
  order: 13,
  keywords: ['user', 'agent', 'parser', 'browser', 'engine', 'os', 'cpu', 'device', 'user-agent', 'client', 'ua'],
  createdAt: '2023-04-06',
  component: () => import('./user-agent-parser'),
});

import { IconServer } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'random-port-generator',
  path: '/random-port-generator',
  icon: IconServer,
  category: 'development',
  order: 2,
  keywords: ['system', 'port', 'lan', 'generator', 'random', 'development', 'computer'],
  component: () => import('./random-port-generator'),
});

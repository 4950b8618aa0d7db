import { IconTerminal2 } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'curl-converter',
  path: '/curl-converter',
  icon: IconTerminal2,
  category: 'development',
  order: 23,
  keywords: ['curl', 'convert', 'fetch', 'http', 'request', 'python', 'requests', 'go', 'golang', 'php', 'rust', 'reqwest', 'node', 'javascript', 'copy as curl', 'devtools'],
  createdAt: '2026-12-02',
  component: () => import('./curl-converter'),
});

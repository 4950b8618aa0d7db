import { IconArrowsMinimize } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-minify',
  path: '/json-minify',
  icon: IconArrowsMinimize,
  category: 'development',
  order: 5,
  keywords: ['json', 'minify', 'format', 'compress'],
  component: () => import('./json-minify'),
});

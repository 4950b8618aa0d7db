import { IconBraces } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'json-prettify',
  path: '/json-prettify',
  icon: IconBraces,
  category: 'development',
  order: 4,
  keywords: ['json', 'viewer', 'prettify', 'format', 'beautify', 'sort'],
  redirectFrom: ['/json-viewer'],
  component: () => import('./json-prettify'),
});

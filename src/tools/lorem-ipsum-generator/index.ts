import { IconAlignLeft } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'lorem-ipsum-generator',
  path: '/lorem-ipsum-generator',
  icon: IconAlignLeft,
  category: 'text',
  order: 1,
  keywords: ['lorem', 'ipsum', 'dolor', 'sit', 'amet', 'placeholder', 'text', 'filler', 'dummy', 'random', 'generator', 'html'],
  component: () => import('./lorem-ipsum-generator'),
});

import { IconBrackets } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'html-entities',
  path: '/html-entities',
  icon: IconBrackets,
  category: 'web',
  order: 2,
  keywords: ['html', 'entities', 'escape', 'unescape', 'special', 'characters', 'tags', 'encode', 'decode', 'named', 'numeric'],
  component: () => import('./html-entities'),
});

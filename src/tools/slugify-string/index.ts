import { IconLink } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'slugify-string',
  path: '/slugify-string',
  icon: IconLink,
  category: 'web',
  order: 11,
  keywords: ['slugify', 'string', 'escape', 'emoji', 'special', 'character', 'space', 'trim', 'url', 'slug', 'permalink'],
  component: () => import('./slugify-string'),
});

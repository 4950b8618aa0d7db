import { IconEdit } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'html-wysiwyg-editor',
  path: '/html-wysiwyg-editor',
  icon: IconEdit,
  category: 'web',
  order: 12,
  keywords: ['html', 'wysiwyg', 'editor', 'p', 'ul', 'ol', 'converter', 'live', 'rich text', 'tiptap'],
  component: () => import('./html-wysiwyg-editor'),
});

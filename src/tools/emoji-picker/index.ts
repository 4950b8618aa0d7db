import { IconMoodSmile } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'emoji-picker',
  path: '/emoji-picker',
  icon: IconMoodSmile,
  category: 'text',
  order: 3,
  keywords: ['emoji', 'picker', 'unicode', 'copy', 'paste', 'smiley', 'code point', 'search'],
  createdAt: '2023-08-07',
  component: () => import('./emoji-picker'),
});

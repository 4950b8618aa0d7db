import { IconAlphabetLatin } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ascii-text-drawer',
  path: '/ascii-text-drawer',
  icon: IconAlphabetLatin,
  category: 'text',
  order: 7,
  keywords: ['ascii', 'asciiart', 'ascii art', 'text', 'drawer', 'figlet', 'banner', 'font'],
  createdAt: '2024-03-03',
  component: () => import('./ascii-text-drawer'),
});

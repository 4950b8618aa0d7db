import { IconFileLock } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'chmod-calculator',
  path: '/chmod-calculator',
  icon: IconFileLock,
  category: 'development',
  order: 8,
  keywords: ['chmod', 'calculator', 'file', 'permission', 'files', 'directory', 'folder', 'recursive', 'generator', 'octal', 'symbolic', 'setuid', 'setgid', 'sticky'],
  component: () => import('./chmod-calculator'),
});

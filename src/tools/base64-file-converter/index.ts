import { IconFileUpload } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base64-file-converter',
  path: '/base64-file-converter',
  icon: IconFileUpload,
  category: 'converter',
  order: 5,
  keywords: ['base64', 'converter', 'upload', 'image', 'file', 'conversion', 'web', 'data', 'format', 'data url'],
  component: () => import('./base64-file-converter'),
});

import { IconFileText } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base64-string-converter',
  path: '/base64-string-converter',
  icon: IconFileText,
  category: 'converter',
  order: 4,
  keywords: ['base64', 'converter', 'conversion', 'web', 'data', 'format', 'atob', 'btoa', 'encode', 'decode', 'base64url'],
  redirectFrom: ['/base64-converter', '/file-to-base64'],
  component: () => import('./base64-string-converter'),
});

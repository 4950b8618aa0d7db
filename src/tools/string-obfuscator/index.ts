import { IconEyeOff } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'string-obfuscator',
  path: '/string-obfuscator',
  icon: IconEyeOff,
  category: 'text',
  order: 4,
  keywords: ['string', 'obfuscator', 'secret', 'token', 'hide', 'obscure', 'mask', 'masking', 'redact'],
  createdAt: '2023-08-16',
  component: () => import('./string-obfuscator'),
});

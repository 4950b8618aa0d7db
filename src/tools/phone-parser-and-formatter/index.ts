import { IconPhone } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'phone-parser-and-formatter',
  path: '/phone-parser-and-formatter',
  icon: IconPhone,
  category: 'data',
  order: 1,
  keywords: ['phone', 'parser', 'formatter', 'validate', 'format', 'number', 'telephone', 'mobile', 'cell', 'international', 'national', 'e164', 'libphonenumber'],
  createdAt: '2023-05-01',
  component: () => import('./phone-parser-and-formatter'),
});

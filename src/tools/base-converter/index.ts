import { IconBinary } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'base-converter',
  path: '/base-converter',
  icon: IconBinary,
  category: 'converter',
  order: 2,
  keywords: ['integer', 'number', 'base', 'conversion', 'decimal', 'hexadecimal', 'binary', 'octal', 'base64', 'radix', 'bigint'],
  component: () => import('./base-converter'),
});

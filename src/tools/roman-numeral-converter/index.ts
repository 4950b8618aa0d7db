import { IconLetterX } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'roman-numeral-converter',
  path: '/roman-numeral-converter',
  icon: IconLetterX,
  category: 'converter',
  order: 3,
  keywords: ['roman', 'arabic', 'converter', 'numeral', 'X', 'I', 'V', 'L', 'C', 'D', 'M'],
  component: () => import('./roman-numeral-converter'),
});

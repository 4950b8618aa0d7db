import { IconLetterCaseToggle } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'case-converter',
  path: '/case-converter',
  icon: IconLetterCaseToggle,
  category: 'converter',
  order: 7,
  keywords: [
    'case',
    'converter',
    'camelCase',
    'capitalCase',
    'constantCase',
    'dotCase',
    'headerCase',
    'noCase',
    'paramCase',
    'pascalCase',
    'pathCase',
    'sentenceCase',
    'snakeCase',
    'kebab',
    'mocking',
  ],
  component: () => import('./case-converter'),
});

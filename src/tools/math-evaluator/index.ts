import { IconMath } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'math-evaluator',
  path: '/math-evaluator',
  icon: IconMath,
  category: 'math',
  order: 1,
  keywords: ['math', 'evaluator', 'calculator', 'expression', 'abs', 'acos', 'asin', 'atan', 'cos', 'sin', 'tan', 'sqrt', 'log', 'pow', 'unit', 'matrix'],
  component: () => import('./math-evaluator'),
});

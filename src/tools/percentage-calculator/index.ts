import { IconPercentage } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'percentage-calculator',
  path: '/percentage-calculator',
  icon: IconPercentage,
  category: 'math',
  order: 3,
  keywords: ['percentage', 'calculator', 'calculate', 'value', 'number', '%', 'increase', 'decrease', 'ratio'],
  createdAt: '2023-06-18',
  component: () => import('./percentage-calculator'),
});

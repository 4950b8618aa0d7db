import { IconChartBar } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'benchmark-builder',
  path: '/benchmark-builder',
  icon: IconChartBar,
  category: 'measurement',
  order: 3,
  keywords: ['benchmark', 'builder', 'execution', 'duration', 'mean', 'variance', 'standard deviation', 'compare', 'chart'],
  createdAt: '2023-04-05',
  component: () => import('./benchmark-builder'),
});

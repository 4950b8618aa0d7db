import { IconHourglass } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'eta-calculator',
  path: '/eta-calculator',
  icon: IconHourglass,
  category: 'math',
  order: 2,
  keywords: ['eta', 'calculator', 'estimated', 'time', 'arrival', 'average', 'duration', 'download', 'remaining'],
  component: () => import('./eta-calculator'),
});

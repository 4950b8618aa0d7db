import { IconAlarm } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'chronometer',
  path: '/chronometer',
  icon: IconAlarm,
  category: 'measurement',
  order: 1,
  keywords: ['chronometer', 'time', 'lap', 'duration', 'measure', 'pause', 'resume', 'stopwatch', 'timer'],
  component: () => import('./chronometer'),
});

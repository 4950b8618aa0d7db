import { IconCalendarTime } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'date-converter',
  path: '/date-converter',
  icon: IconCalendarTime,
  category: 'converter',
  order: 1,
  keywords: ['date', 'time', 'converter', 'iso', 'utc', 'timezone', 'year', 'month', 'day', 'minute', 'second', 'timestamp', 'unix', 'epoch', 'rfc', 'excel', 'mongo'],
  component: () => import('./date-converter'),
});

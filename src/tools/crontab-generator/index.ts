import { IconAlarm } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'crontab-generator',
  path: '/crontab-generator',
  icon: IconAlarm,
  category: 'development',
  order: 3,
  keywords: ['crontab', 'generator', 'cronjob', 'cron', 'schedule', 'parse', 'expression', 'year', 'month', 'week', 'day', 'minute', 'second', 'next', 'run'],
  component: () => import('./crontab-generator'),
});

import { IconWorldCog } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'timezone-converter',
  path: '/timezone-converter',
  icon: IconWorldCog,
  category: 'converter',
  order: 25,
  keywords: ['time', 'zone', 'timezone', 'converter', 'iana', 'tz', 'utc', 'gmt', 'offset', 'dst', 'daylight', 'saving', 'summer', 'meeting', 'planner', 'overlap', 'working', 'hours', 'world', 'clock'],
  createdAt: '2026-12-02',
  component: () => import('./timezone-converter'),
});

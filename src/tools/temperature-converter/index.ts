import { IconTemperature } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'temperature-converter',
  path: '/temperature-converter',
  icon: IconTemperature,
  category: 'measurement',
  order: 2,
  keywords: ['temperature', 'converter', 'degree', 'Kelvin', 'Celsius', 'Fahrenheit', 'Rankine', 'Delisle', 'Newton', 'Réaumur', 'Rømer'],
  component: () => import('./temperature-converter'),
});

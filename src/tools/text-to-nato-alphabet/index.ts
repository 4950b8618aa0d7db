import { IconSpeakerphone } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'text-to-nato-alphabet',
  path: '/text-to-nato-alphabet',
  icon: IconSpeakerphone,
  category: 'converter',
  order: 8,
  keywords: ['string', 'nato', 'alphabet', 'phonetic', 'oral', 'transmission', 'spelling', 'icao'],
  component: () => import('./text-to-nato-alphabet'),
});

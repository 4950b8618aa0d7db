import { IconAbc } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'numeronym-generator',
  path: '/numeronym-generator',
  icon: IconAbc,
  category: 'text',
  order: 6,
  keywords: ['numeronym', 'generator', 'abbreviation', 'i18n', 'a11y', 'l10n', 'k8s'],
  createdAt: '2023-11-05',
  component: () => import('./numeronym-generator'),
});

import { IconMailShare } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'safelink-decoder',
  path: '/safelink-decoder',
  icon: IconMailShare,
  category: 'web',
  order: 16,
  keywords: ['outlook', 'safelink', 'safelinks', 'decoder', 'microsoft', 'defender', 'atp', 'email', 'url', 'proofpoint', 'urldefense'],
  createdAt: '2024-03-11',
  component: () => import('./safelink-decoder'),
});

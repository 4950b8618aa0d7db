import { IconFileInfo } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-info',
  path: '/pdf-info',
  icon: IconFileInfo,
  category: 'pdf',
  order: 9,
  keywords: [
    'pdf',
    'info',
    'information',
    'metadata',
    'properties',
    'title',
    'author',
    'producer',
    'creator',
    'version',
    'fonts',
    'page size',
    'encryption',
    'xmp',
    'strip',
    'edit',
  ],
  createdAt: '2026-12-02',
  component: () => import('./pdf-info'),
});

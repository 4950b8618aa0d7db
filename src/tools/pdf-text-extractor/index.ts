import { IconFileTypography } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'pdf-text-extractor',
  path: '/pdf-text-extractor',
  icon: IconFileTypography,
  category: 'pdf',
  order: 60,
  keywords: ['pdf', 'text', 'extract', 'extractor', 'copy text', 'pdf to text', 'pdf to markdown', 'markdown', 'pages', 'scan', 'ocr'],
  createdAt: '2026-12-02',
  component: () => import('./pdf-text-extractor'),
});

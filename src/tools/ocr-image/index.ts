import { IconTextScan2 } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'ocr-image',
  path: '/ocr-image',
  icon: IconTextScan2,
  category: 'images-and-videos',
  order: 21,
  keywords: ['ocr', 'text', 'recognition', 'recognize', 'extract', 'read', 'image', 'scan', 'screenshot', 'photo', 'tesseract', 'copy text', 'image to text'],
  createdAt: '2026-12-01',
  component: () => import('./ocr-image'),
});

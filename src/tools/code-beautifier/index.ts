import { IconCode } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'code-beautifier',
  path: '/code-beautifier',
  icon: IconCode,
  category: 'development',
  order: 15,
  keywords: ['beautify', 'beautifier', 'prettify', 'format', 'formatter', 'minify', 'minifier', 'uglify', 'compress', 'html', 'css', 'javascript', 'js', 'indent', 'terser', 'csso'],
  createdAt: '2026-12-02',
  component: () => import('./code-beautifier'),
});

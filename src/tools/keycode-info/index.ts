import { IconKeyboard } from '@tabler/icons-react';
import { defineTool } from '../define-tool';

export default defineTool({
  id: 'keycode-info',
  path: '/keycode-info',
  icon: IconKeyboard,
  category: 'web',
  order: 10,
  keywords: ['keycode', 'info', 'code', 'javascript', 'event', 'keycodes', 'which', 'keyboard', 'press', 'modifier', 'alt', 'ctrl', 'meta', 'shift', 'key'],
  component: () => import('./keycode-info'),
});
